// The admin tables' reader: GET an admin list with ?page&pageSize&q. Endpoints that page on the
// server answer X-Total-Count; for one that answers every row, the page and the filter are applied
// here instead.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export interface ListParams {
  page: number;
  pageSize: number;
  q: string;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

export async function getAdminList<T>(path: string, params: ListParams, matches?: (row: T, q: string) => boolean): Promise<ListPage<T>> {
  const { rows, total } = await api.getPage<T>(path, { query: { page: params.page, pageSize: params.pageSize, q: params.q.trim() } });
  if (total !== null) return { rows, total };
  // Not paged by this endpoint: filter and page here.
  const q = params.q.trim().toLowerCase();
  const filtered = q ? rows.filter((row) => (matches ? matches(row, q) : JSON.stringify(row).toLowerCase().includes(q))) : rows;
  const start = (params.page - 1) * params.pageSize;
  return { rows: filtered.slice(start, start + params.pageSize), total: filtered.length };
}

export function useAdminList<T>(path: string, params: ListParams, matches?: (row: T, q: string) => boolean) {
  return useQuery({
    queryKey: contentKeys.adminList(path, params),
    queryFn: () => getAdminList<T>(path, params, matches),
    placeholderData: keepPreviousData,
  });
}

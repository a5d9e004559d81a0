// The admin tables' reader: GET an admin list with ?page&pageSize&q. Endpoints that page on the
// server answer X-Total-Count (which `api` does not expose, so this reads the response itself);
// for one that answers every row, the page and the filter are applied here instead.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE_URL, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
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
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q.trim()) query.set('q', params.q.trim());
  const token = getToken();
  const response = await fetch(`${API_BASE_URL}${path}?${query}`, {
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const body = data as { message?: string; code?: string } | null;
    throw new ApiError(response.status, body?.message ?? response.statusText, body?.code, data);
  }
  const rows = Array.isArray(data) ? (data as T[]) : [];
  const total = response.headers.get('x-total-count');
  if (total !== null) return { rows, total: Number(total) };
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

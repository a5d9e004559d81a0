// GET /api/admin/circadian/all with filters, sort and a page. The total comes in X-Total-Count,
// which `api` does not expose, so this fetcher reads the response itself (same token and errors).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCircadianEntry, Meal } from '@rhythmfit/contracts';
import { API_BASE_URL, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { circadianKeys } from './get-daily-record';

export interface AdminCircadianFilters {
  username: string;
  date: string;
  meal: Meal | '';
  sort: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export async function getAdminCircadian(filters: AdminCircadianFilters): Promise<{ rows: AdminCircadianEntry[]; total: number }> {
  const params = new URLSearchParams({ sort: filters.sort, page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.username.trim()) params.set('username', filters.username.trim());
  if (filters.date) params.set('date', filters.date);
  if (filters.meal) params.set('meal', filters.meal);
  const token = getToken();
  const response = await fetch(`${API_BASE_URL}/api/admin/circadian/all?${params}`, {
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const body = data as { message?: string; code?: string } | null;
    throw new ApiError(response.status, body?.message ?? response.statusText, body?.code, data);
  }
  const rows = data as AdminCircadianEntry[];
  return { rows, total: Number(response.headers.get('x-total-count') ?? rows.length) };
}

export function useAdminCircadian(filters: AdminCircadianFilters, enabled: boolean) {
  return useQuery({
    queryKey: circadianKeys.admin(filters),
    queryFn: () => getAdminCircadian(filters),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

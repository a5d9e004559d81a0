// GET /api/admin/circadian/all with filters, sort and a page; the total comes in X-Total-Count.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCircadianEntry, Meal } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
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
  const { username, date, meal, sort, page, pageSize } = filters;
  const { rows, total } = await api.getPage<AdminCircadianEntry>('/api/admin/circadian/all', {
    query: { sort, page, pageSize, username: username.trim(), date, meal },
  });
  return { rows, total: total ?? rows.length };
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

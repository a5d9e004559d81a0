// GET /api/admin/users/{id}, PUT /api/admin/users/{id}/role and GET /api/admin/stats.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStats, AdminUser, RoleName } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getAdminUser = (id: number) => api.get<AdminUser>(`/api/admin/users/${id}`);
export const changeRole = (id: number, role: RoleName) => api.put<AdminUser>(`/api/admin/users/${id}/role`, { role });
export const getAdminStats = () => api.get<AdminStats>('/api/admin/stats');

export function useAdminUser(id: number | null) {
  return useQuery({ queryKey: contentKeys.adminUser(id ?? 0), queryFn: () => getAdminUser(id!), enabled: id !== null });
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: RoleName }) => changeRole(id, role),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.admin }),
  });
}

export function useAdminStats() {
  return useQuery({ queryKey: contentKeys.adminStats, queryFn: getAdminStats });
}

// The coach's actions on deletion requests: erase now, restore.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const eraseAccountNow = (requestId: number) =>
  api.post<{ message: string }>(`/api/admin/delete-account-requests/${requestId}/erase`);
export const restoreAccount = (requestId: number) =>
  api.post<{ message: string }>(`/api/admin/delete-account-requests/${requestId}/restore`);

export function useEraseAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: eraseAccountNow, onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.admin }) });
}

export function useRestoreAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreAccount, onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.admin }) });
}

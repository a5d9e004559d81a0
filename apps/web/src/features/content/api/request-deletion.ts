// POST /api/delete-account-request { mobile, reason }.
import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequestBody, DeleteAccountResponse } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';

export const requestDeletion = (body: DeleteAccountRequestBody) => api.post<DeleteAccountResponse>('/api/delete-account-request', body);

export function useRequestDeletion() {
  return useMutation({ mutationFn: requestDeletion });
}

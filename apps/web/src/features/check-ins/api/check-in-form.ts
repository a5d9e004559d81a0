// GET and PUT /api/admin/check-in-form: the questions, measurements, photos and day every member's
// check-in asks for (a default until the coach saves one).
import type { CheckInForm, CheckInFormBody } from '@rhythmfit/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

export const getCheckInForm = () => api.get<CheckInForm>('/api/admin/check-in-form');
export const saveCheckInForm = (body: CheckInFormBody) => api.put<CheckInForm>('/api/admin/check-in-form', body);

export function useCheckInForm() {
  return useQuery({ queryKey: checkInKeys.form, queryFn: getCheckInForm });
}

export function useSaveCheckInForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCheckInForm,
    onSuccess: (form) => queryClient.setQueryData(checkInKeys.form, form),
  });
}

// GET /api/account/export: the member's copy of their data, as one JSON file.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const exportMyData = () => api.get<Record<string, unknown>>('/api/account/export');

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}

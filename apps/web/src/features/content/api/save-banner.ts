// POST /api/banners and PUT /api/banners/{id} (multipart: title, subtitle, image). An update sends
// only the non-empty fields and a new file (spec section 5).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Banner } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export interface BannerInput {
  title: string;
  subtitle: string;
  file: File | null;
}

export function bannerFormData(input: BannerInput): FormData {
  const form = new FormData();
  if (input.title.trim()) form.append('title', input.title.trim());
  if (input.subtitle.trim()) form.append('subtitle', input.subtitle.trim());
  if (input.file) form.append('image', input.file);
  return form;
}

export const createBanner = (input: BannerInput) => api.upload<Banner>('/api/banners', bannerFormData(input), 'POST');
export const updateBanner = (id: number, input: BannerInput) => api.upload<Banner>(`/api/banners/${id}`, bannerFormData(input), 'PUT');

export function useCreateBanner() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBanner, onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.banners }) });
}

export function useUpdateBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: BannerInput }) => updateBanner(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.banners }),
  });
}

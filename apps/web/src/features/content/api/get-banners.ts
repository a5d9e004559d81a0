// GET /api/banners (public).
import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getBanners = () => api.get<Banner[]>('/api/banners');

export function useBanners() {
  return useQuery({ queryKey: contentKeys.banners, queryFn: getBanners });
}

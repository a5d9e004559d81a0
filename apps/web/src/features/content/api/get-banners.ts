// GET /api/banners (public).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getBanners = () => api.get<Banner[]>('/api/banners');

export const bannersQuery = queryOptions({ queryKey: contentKeys.banners, queryFn: getBanners });

export function useBanners() {
  return useQuery(bannersQuery);
}

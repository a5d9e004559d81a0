import { DEFAULT_BUSINESS_TIME_ZONE } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The zone slot times are written in (BUSINESS_TIME_ZONE), from the public app info. */
export function useBusinessZone(): string {
  const info = useQuery({
    queryKey: ['app-info'],
    queryFn: () => api.get<{ businessTimeZone?: string }>('/api/app-info'),
    staleTime: Infinity,
    retry: false,
  });
  return info.data?.businessTimeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
}

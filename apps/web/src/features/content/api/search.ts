// GET /api/search?q=.
import { useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const search = (q: string) => api.get<SearchResponse>('/api/search', { query: { q } });

export function useSearch(q: string) {
  return useQuery({ queryKey: contentKeys.search(q), queryFn: () => search(q), enabled: q.trim().length > 0 });
}

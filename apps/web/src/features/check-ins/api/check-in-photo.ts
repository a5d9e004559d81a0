// Progress photos are the most private thing the app holds: the server serves them only to the
// member and coaches, with the bearer token (the app signs in with a token in localStorage, not a
// cookie), never cached. An <img src> cannot send the token, so each photo is fetched with it and
// shown from an object URL, released when the picture goes away.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { API_BASE_URL, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { checkInKeys } from './keys';

async function fetchPhoto(path: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(`${API_BASE_URL}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    cache: 'no-store',
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText || 'Photo not available');
  return response.blob();
}

/** An object URL for the photo at `path` (null while loading, on error or without a photo). */
export function useCheckInPhoto(path: string | null): { url: string | null; loading: boolean; failed: boolean } {
  const query = useQuery({
    queryKey: checkInKeys.photo(path ?? ''),
    queryFn: () => fetchPhoto(path!),
    enabled: path !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, loading: path !== null && query.isPending, failed: query.isError };
}

// Food photos are health data: the server serves them only to the member and their coaches, with
// the bearer token, never as public files. An <img src> cannot send the token, so the photo is
// fetched with it and shown from an object URL, released when the thumbnail goes away.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { API_BASE_URL, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';

async function fetchPhoto(path: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(`${API_BASE_URL}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText || 'Photo not available');
  return response.blob();
}

/** An object URL for the photo at `path` (null while loading, on error or without a photo). */
export function useEatingPhoto(path: string | null): { url: string | null; failed: boolean } {
  const query = useQuery({
    queryKey: ['circadian', 'eating-photo', path],
    queryFn: () => fetchPhoto(path!),
    enabled: path !== null,
    retry: false,
    staleTime: Infinity,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, failed: query.isError };
}

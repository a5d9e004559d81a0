// The one way the web app talks to the API: same origin (or VITE_API_BASE_URL inside a native
// shell), bearer token from localStorage on every call except the public GETs of the spec, and
// errors as ApiError carrying the server's `message`.
import { serverText } from './server-text';
import { clearSession, getToken } from './session';

export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined)?.replace(/\/$/, '') ?? '';

const PUBLIC_GET_PREFIXES = ['/api/testimonials', '/api/banners', '/api/live-sessions'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
    /** The answer's Retry-After, in seconds (409 idempotency_in_progress, 429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  /** Sent as is (multipart uploads). */
  formData?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Extra request headers (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
}

function withQuery(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** The request, and the parsed body of its successful answer with the answer's headers. */
async function send(path: string, options: RequestOptions): Promise<{ data: unknown; headers: Headers }> {
  const method = options.method ?? 'GET';
  const normalizedPath = path.startsWith('/') ? path : `/${path}`;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = getToken();
  const isPublicGet = method === 'GET' && PUBLIC_GET_PREFIXES.some((prefix) => normalizedPath.startsWith(prefix));
  if (token && !isPublicGet) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${withQuery(normalizedPath, options.query)}`, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.', 'network_error');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof (data as { message: unknown }).message === 'string'
        ? (data as { message: string }).message
        : typeof data === 'string' && data
          ? data
          : response.statusText || 'Request failed';
    const code = data && typeof data === 'object' && 'code' in data ? String((data as { code: unknown }).code) : undefined;
    // A token the server no longer accepts is a signed-out session.
    if (response.status === 401 && token && code === 'invalid_token') clearSession();
    throw new ApiError(response.status, message, code, data, retryAfterSeconds(response.headers.get('retry-after')));
  }
  return { data, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options)).data as T;
}

/**
 * One page of a list (GET with ?page&pageSize): its rows, and the number of rows in all pages that
 * the server counts in X-Total-Count; null when the endpoint does not page (it sent every row).
 */
async function getPage<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<{ rows: T[]; total: number | null }> {
  const { data, headers } = await send(path, { ...options, method: 'GET' });
  const total = headers.get('x-total-count');
  return { rows: Array.isArray(data) ? (data as T[]) : [], total: total === null ? null : Number(total) };
}

/** Retry-After in seconds: a number of seconds, or an HTTP date (RFC 9110). */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  getPage,
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  upload: <T>(path: string, formData: FormData, method: 'POST' | 'PUT' = 'POST') => apiRequest<T>(path, { method, formData }),
};

/** The server's message for an error (in the reader's language where it has a translation), or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return serverText(error.message, error.code);
  return fallback;
}

/** Media paths stored by the server, as URLs the browser can load. */
export function mediaUrl(pathOrUrl: string | null | undefined): string | undefined {
  if (!pathOrUrl) return undefined;
  if (/^(https?:|data:|blob:)/.test(pathOrUrl)) return pathOrUrl;
  return `${API_BASE_URL}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

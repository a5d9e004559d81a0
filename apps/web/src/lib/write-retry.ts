// When a write that carries an Idempotency-Key is sent again, and when. The same key, always: the
// server runs a key's write once (plugins/idempotency.ts), so sending it again is safe, and a new
// key for the same action could write it twice (a first try that committed but whose answer was
// lost). Worth sending again: no answer at all (a dropped, reset or refused connection), a gateway
// error (502, 503, 504: an instance that died or is being replaced, a proxy in between), or 409
// `idempotency_in_progress` (the first try with the key is still running, or its instance died and
// the server has not yet let go of it).
import { ApiError } from './api-client';

const GATEWAY_ERRORS = new Set([502, 503, 504]);
/** Backoff without a Retry-After: 0.5 s, 1 s, 2 s... at most 30 s. */
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

export function isRetryableWrite(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || GATEWAY_ERRORS.has(error.status) || error.code === 'idempotency_in_progress');
}

/** How long to wait before try `attempt + 1` (attempt counts from 0): the server's Retry-After, else a backoff. */
export function retryDelayMs(error: unknown, attempt: number): number {
  const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  if (retryAfter !== undefined) return Math.min(retryAfter * 1000, MAX_DELAY_MS);
  return Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}

// Spec section 8: circadian call failures are only logged (the server's data or the error
// message); nothing is shown and nothing is retried.
import { ApiError } from '../../../lib/api-client';

export function logCircadianFailure(error: unknown): void {
  console.error(
    'circadian call failed',
    error instanceof ApiError ? (error.body ?? error.message) : error instanceof Error ? error.message : error,
  );
}

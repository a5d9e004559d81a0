// Creates a member may have to send again (a dropped connection, a phone that lost signal): each
// user action gets one Idempotency-Key, made when the action starts and kept in the mutation's
// variables, so every retry of that action (TanStack's own retries, a paused mutation resumed when
// the connection returns) sends the same key and the server answers the stored answer instead of
// creating a second booking or meeting its own "already booked" rule (plugins/idempotency.ts on
// the server). A new action (another tap) gets a new key.
import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { newWriteId } from './offline-queue';
import { isRetryableWrite, retryDelayMs } from './write-retry';

/** The variables TanStack sees: the action's own, plus its key. */
interface KeyedVariables<TVariables> {
  input: TVariables;
  idempotencyKey: string;
}

/** The request header carrying the key (with `api.post(path, body, idempotencyHeaders(key))`). */
export const idempotencyHeaders = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** Tries after the first, with the same key (lib/write-retry.ts says which failures and how long apart). */
const MAX_RETRIES = 5;

export function useIdempotentMutation<TData, TVariables>(
  options: Omit<UseMutationOptions<TData, Error, KeyedVariables<TVariables>>, 'mutationFn' | 'retry' | 'retryDelay'> & {
    mutationFn: (input: TVariables, idempotencyKey: string) => Promise<TData>;
  },
) {
  const { mutationFn, ...rest } = options;
  const mutation = useMutation<TData, Error, KeyedVariables<TVariables>>({
    ...rest,
    mutationFn: ({ input, idempotencyKey }) => mutationFn(input, idempotencyKey),
    retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryableWrite(error),
    retryDelay: (attempt, error) => retryDelayMs(error, attempt),
  });
  const { mutate: mutateKeyed, mutateAsync: mutateKeyedAsync } = mutation;
  const mutate = useCallback(
    (input: TVariables, callbacks?: MutateOptions<TData, Error, KeyedVariables<TVariables>>) =>
      mutateKeyed({ input, idempotencyKey: newWriteId() }, callbacks),
    [mutateKeyed],
  );
  const mutateAsync = useCallback(
    (input: TVariables, callbacks?: MutateOptions<TData, Error, KeyedVariables<TVariables>>) =>
      mutateKeyedAsync({ input, idempotencyKey: newWriteId() }, callbacks),
    [mutateKeyedAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}

// React bindings of the offline queue: the connection state, the waiting writes and the refused
// ones as state, and useQueuedMutation, a useMutation whose write waits on the device when offline.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import {
  QUEUE_EVENT,
  isQueued,
  pendingWrites,
  sendOrQueue,
  syncProblems,
  type QueuedResult,
  type QueuedWrite,
  type SyncProblem,
} from './offline-queue';
import { SESSION_EVENT } from './session';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser reports no connection. */
export function useIsOffline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine === false,
    () => false,
  );
}

function subscribeQueue(onChange: () => void): () => void {
  window.addEventListener(QUEUE_EVENT, onChange);
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(QUEUE_EVENT, onChange);
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const queueSnapshot = () =>
  `${localStorage.getItem('rhythmfit:offline-queue') ?? ''}|${localStorage.getItem('rhythmfit:offline-problems') ?? ''}|${localStorage.getItem('userId') ?? ''}`;

/** The signed-in user's waiting and refused writes. */
export function useOfflineQueue(): { pending: QueuedWrite[]; problems: SyncProblem[] } {
  const snapshot = useSyncExternalStore(subscribeQueue, queueSnapshot, () => '');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the snapshot string is the dependency
  return useMemo(() => ({ pending: pendingWrites(), problems: syncProblems() }), [snapshot]);
}

export interface QueuedMutationOptions<TVariables, TResult> {
  method: 'POST' | 'PUT';
  path: string | ((variables: TVariables) => string);
  /** The request body; the variables themselves when left out. */
  body?: (variables: TVariables) => unknown;
  /** What the member did, shown in the waiting list and in a refusal. */
  label: string | ((variables: TVariables) => string);
  /** Queries to fetch again once the server accepted the write (OfflineSync re-fetches after a replay). */
  invalidate?: QueryKey[];
  onSuccess?: (result: TResult, variables: TVariables) => void;
  /** The write is waiting on the device: show it on the screen at once. */
  onQueued?: (queued: QueuedResult, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/**
 * The one way a write may wait for the connection: sent at once when possible, otherwise queued on
 * the device (with its Idempotency-Key, lib/offline-queue) and replayed when the connection returns.
 * `data` is the server's answer or `{ queued: true, id }`.
 */
export function useQueuedMutation<TVariables = void, TResult = unknown>(options: QueuedMutationOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult | QueuedResult, Error, TVariables>({
    // TanStack pauses mutations while offline; this one must run so it can queue itself.
    networkMode: 'always',
    mutationFn: (variables) =>
      sendOrQueue<TResult>({
        method: options.method,
        path: typeof options.path === 'function' ? options.path(variables) : options.path,
        body: options.body ? options.body(variables) : variables,
        label: typeof options.label === 'function' ? options.label(variables) : options.label,
      }),
    onSuccess: async (data, variables) => {
      if (isQueued(data)) {
        options.onQueued?.(data, variables);
        return;
      }
      options.onSuccess?.(data, variables);
      await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error, variables) => options.onError?.(error, variables),
  });
}

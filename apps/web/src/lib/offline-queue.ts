// Writes made without a connection (circadian taps, the monthly weight) wait on the device and are
// sent when the connection returns. Each write gets a UUID when it is made, sent as the
// Idempotency-Key header on every attempt, so the server runs it once however often it is replayed
// (a lost answer, two tabs, a reload mid-sync). The queue lives in localStorage, per user.
// A write the server refuses (e.g. 409: this month already has a weight) leaves the queue as a
// "problem" the member sees and dismisses; it is never dropped silently. A write that got no answer
// or one worth retrying (a gateway error, 409 idempotency_in_progress: lib/write-retry.ts) waits in
// the queue with its key and is sent again by itself after the server's Retry-After or a backoff,
// as well as when the connection returns or the app comes back to view.
import { ApiError, apiRequest } from './api-client';
import { getUserId } from './session';
import { isRetryableWrite, retryDelayMs } from './write-retry';

export const QUEUE_STORAGE_KEY = 'rhythmfit:offline-queue';
export const PROBLEMS_STORAGE_KEY = 'rhythmfit:offline-problems';
export const QUEUE_EVENT = 'rhythmfit:offline-queue';

export interface QueuedWrite {
  /** Device-generated UUID, the Idempotency-Key. */
  id: string;
  method: 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Headers of the write beside its Idempotency-Key (a `Prefer`, say). */
  headers?: Record<string, string>;
  /**
   * Sent without an Idempotency-Key: a PUT that replaces the whole of something and asks for no
   * answer is idempotent by HTTP's own definition (RFC 9110, 9.2.2), and a replay has nothing to
   * repeat, so the server need not store a key and an answer for it (a workout's log as the member
   * trains: issue 41, `npm run bench`). The id still names the write in this queue.
   */
  withoutKey?: true;
  /** What the member did, in words ("Water", "Breakfast", "Weight 72.5 kg"). */
  label: string;
  userId: number | null;
  createdAt: string;
  attempts: number;
}

export interface SyncProblem {
  id: string;
  label: string;
  message: string;
  status: number;
  at: string;
  userId: number | null;
}

export interface QueuedResult {
  queued: true;
  id: string;
}

type SyncListener = (write: QueuedWrite, result: unknown) => void;
type ProblemListener = (problem: SyncProblem) => void;

const syncedListeners = new Set<SyncListener>();
const problemListeners = new Set<ProblemListener>();

function read<T>(key: string): T[] {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function write<T>(key: string, items: T[]): void {
  if (items.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(items));
  window.dispatchEvent(new Event(QUEUE_EVENT));
}

export function newWriteId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older WebViews: RFC 4122 version 4 from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The signed-in user's writes still waiting to be sent, oldest first. */
export function pendingWrites(userId: number | null = getUserId()): QueuedWrite[] {
  return read<QueuedWrite>(QUEUE_STORAGE_KEY).filter((w) => w.userId === userId);
}

/** The signed-in user's writes the server refused, for the member to read and dismiss. */
export function syncProblems(userId: number | null = getUserId()): SyncProblem[] {
  return read<SyncProblem>(PROBLEMS_STORAGE_KEY).filter((p) => p.userId === userId);
}

export function dismissProblem(id: string): void {
  write(
    PROBLEMS_STORAGE_KEY,
    read<SyncProblem>(PROBLEMS_STORAGE_KEY).filter((p) => p.id !== id),
  );
}

/** Called with each queued write the server accepted (screens re-fetch their data). */
export function onWriteSynced(listener: SyncListener): () => void {
  syncedListeners.add(listener);
  return () => syncedListeners.delete(listener);
}

/** Called with each queued write the server refused. */
export function onSyncProblem(listener: ProblemListener): () => void {
  problemListeners.add(listener);
  return () => problemListeners.delete(listener);
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Sends one write with its Idempotency-Key (unless it is one that goes `withoutKey`). */
export function sendWrite<T>(item: Pick<QueuedWrite, 'id' | 'method' | 'path' | 'body' | 'headers' | 'withoutKey'>): Promise<T> {
  const headers = item.withoutKey ? { ...item.headers } : { ...item.headers, 'Idempotency-Key': item.id };
  return apiRequest<T>(item.path, { method: item.method, body: item.body, headers });
}

export function enqueue(item: Omit<QueuedWrite, 'id' | 'userId' | 'createdAt' | 'attempts'> & { id?: string }): QueuedWrite {
  const queued: QueuedWrite = {
    id: item.id ?? newWriteId(),
    method: item.method,
    path: item.path,
    body: item.body,
    ...(item.headers ? { headers: item.headers } : {}),
    ...(item.withoutKey ? { withoutKey: true as const } : {}),
    label: item.label,
    userId: getUserId(),
    createdAt: new Date().toISOString(),
    attempts: 0,
  };
  write(QUEUE_STORAGE_KEY, [...read<QueuedWrite>(QUEUE_STORAGE_KEY), queued]);
  return queued;
}

/**
 * Forgets the waiting writes to `method path`: for a write that replaces the whole of something (a
 * workout's log, PUT), only the latest needs to reach the server, once.
 */
export function dropQueued(method: QueuedWrite['method'], path: string): void {
  const all = read<QueuedWrite>(QUEUE_STORAGE_KEY);
  const kept = all.filter((w) => !(w.method === method && w.path === path && w.userId === getUserId()));
  if (kept.length !== all.length) write(QUEUE_STORAGE_KEY, kept);
}

/**
 * Sends the write now; without a connection, or when the answer is one worth retrying (none at
 * all, a gateway error, 409 idempotency_in_progress), it is queued with its key instead and
 * `{ queued: true }` is answered. Server refusals (other 4xx) are thrown as usual.
 */
export async function sendOrQueue<T>(item: {
  method: 'POST' | 'PUT';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  withoutKey?: true;
  label: string;
}): Promise<T | QueuedResult> {
  const id = newWriteId();
  // Earlier queued writes go first, so the server sees them in the order the member made them.
  if (isOffline() || pendingWrites().length > 0) {
    enqueue({ ...item, id });
    if (!isOffline()) void flushQueue();
    return { queued: true, id };
  }
  try {
    return await sendWrite<T>({ ...item, id });
  } catch (error) {
    // Maybe written, maybe not: the queue sends it again, with the same key.
    if (!isRetryableWrite(error)) throw error;
    enqueue({ ...item, id });
    retryLater(retryDelayMs(error, 0));
    return { queued: true, id };
  }
}

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryAt = 0;

/** Flushes the queue again after `ms` (the earliest of the retries asked for wins). */
function retryLater(ms: number): void {
  const at = Date.now() + ms;
  if (retryTimer !== null && retryAt <= at) return;
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryAt = at;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    // Offline, the 'online' event flushes instead.
    if (!isOffline()) void flushQueue();
  }, ms);
}

export function isQueued(value: unknown): value is QueuedResult {
  return typeof value === 'object' && value !== null && (value as QueuedResult).queued === true;
}

function remove(id: string): void {
  write(
    QUEUE_STORAGE_KEY,
    read<QueuedWrite>(QUEUE_STORAGE_KEY).filter((w) => w.id !== id),
  );
}

function bumpAttempts(id: string): void {
  write(
    QUEUE_STORAGE_KEY,
    read<QueuedWrite>(QUEUE_STORAGE_KEY).map((w) => (w.id === id ? { ...w, attempts: w.attempts + 1 } : w)),
  );
}

/** Sends the waiting writes in order; answers true when it stopped at one that cannot go yet. */
async function drain(): Promise<boolean> {
  const userId = getUserId();
  if (userId === null) return false;
  for (const item of pendingWrites(userId)) {
    // Re-read: another tab may have sent it meanwhile.
    if (!read<QueuedWrite>(QUEUE_STORAGE_KEY).some((w) => w.id === item.id)) continue;
    try {
      const result = await sendWrite(item);
      remove(item.id);
      for (const listener of syncedListeners) listener(item, result);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // Not refused, only not yet: no answer, a gateway or server error, the key's first try still
      // running, too many requests, a sign-in needed.
      const waitAndRetry = isRetryableWrite(error) || status === 401 || status === 408 || status === 429 || status >= 500;
      if (waitAndRetry) {
        bumpAttempts(item.id);
        // Sent again by itself (not only when the connection returns or the app comes back to
        // view), unless it waits for a sign-in.
        if (status !== 401) retryLater(retryDelayMs(error, item.attempts));
        return true; // keep the order: stop at the first write that cannot go yet
      }
      remove(item.id);
      const problem: SyncProblem = {
        id: item.id,
        label: item.label,
        message: error instanceof Error ? error.message : 'The server refused this change',
        status,
        at: new Date().toISOString(),
        userId: item.userId,
      };
      write(PROBLEMS_STORAGE_KEY, [...read<SyncProblem>(PROBLEMS_STORAGE_KEY), problem]);
      for (const listener of problemListeners) listener(problem);
    }
  }
  return false;
}

let running: Promise<void> | null = null;
/** A flush was asked for while one ran: its writes may have come after that run read the queue. */
let flushAgain = false;

/** Sends every waiting write of the signed-in user, oldest first; one run at a time per device. */
export function flushQueue(): Promise<void> {
  if (running) {
    flushAgain = true;
    return running;
  }
  const runOnce = async (): Promise<boolean> => {
    // Two tabs of the same app take turns (the server's idempotency covers browsers without locks).
    if (typeof navigator !== 'undefined' && navigator.locks?.request) return navigator.locks.request('rhythmfit-offline-queue', drain);
    return drain();
  };
  const run = async () => {
    // A write queued while a run was finishing goes in another run now, not at the next trigger
    // (the connection returning, the app coming back to view); a run that stopped at a write that
    // cannot go yet leaves the rest to its retry timer.
    let stopped = false;
    do {
      flushAgain = false;
      stopped = await runOnce();
    } while (flushAgain && !stopped && !isOffline());
  };
  running = run().finally(() => {
    running = null;
    flushAgain = false;
  });
  return running;
}

let installed = false;

/** Replays the queue when the connection returns, when the app opens and when it comes back to view. */
export function installOfflineQueue(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('online', () => void flushQueue());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !isOffline()) void flushQueue();
  });
  if (!isOffline()) void flushQueue();
}

/** Test hook: forget listeners and the installed flag. */
export function resetOfflineQueueForTests(): void {
  syncedListeners.clear();
  problemListeners.clear();
  installed = false;
  running = null;
  flushAgain = false;
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
}

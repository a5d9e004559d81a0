// Live events from the server (new notifications, messages): ONE Server-Sent Events connection per
// signed-in tab, read with fetch so the token travels in the Authorization header (EventSource
// cannot send headers).
//
// No view may miss an event (issue 24). An event published while the stream is opening, reopening
// or down never reaches this tab live, so:
// - every event carries an SSE `id`; a reconnect sends the last one as `Last-Event-ID` and the
//   server sends what was missed (or `resync` when it cannot: the id is too old or unknown);
// - the stream is *connected* once the server's `ready` frame arrives; at every (re)connection, on
//   `resync`, and on each poll tick while the stream is down, a `refresh` event tells every live
//   view to refetch its queries (`useLiveEvent('refresh', ...)`);
// - while the stream is down the views poll (`refresh` with reason `poll` every 15 s);
// - going offline drops the stream at once, coming back online reconnects at once.
import { useEffect, useRef } from 'react';
import { API_BASE_URL } from './api-client';
import { getToken, getUserId } from './session';

export interface LiveEvent {
  type: string;
  data: unknown;
  /** The SSE id of the frame, when it had one. */
  id?: string;
}
type Handler = (event: LiveEvent) => void;

/** What a `refresh` event carries: why every live view should refetch now. */
export interface LiveRefresh {
  reason: 'connected' | 'resync' | 'poll';
}

const POLL_MS = 15_000;
const MAX_BACKOFF_MS = 30_000;
const handlers = new Set<Handler>();
let controller: AbortController | null = null;
let pollTimer: ReturnType<typeof setInterval> | null = null;
/** The id of the last event this tab received, and whose stream it was: where a reconnect resumes. */
let lastEventId: string | null = null;
let lastEventUser: number | null = null;
let connected = false;
/** Ends the wait between two attempts early (the browser came back online). */
let wake: (() => void) | null = null;

function dispatch(event: LiveEvent): void {
  for (const handler of [...handlers]) {
    try {
      handler(event);
    } catch {
      // One screen's failing handler must not stop the others.
    }
  }
}

function refresh(reason: LiveRefresh['reason']): void {
  dispatch({ type: 'refresh', data: { reason } satisfies LiveRefresh });
}

/** Splits a text/event-stream into events; answers what is left of an unfinished frame. */
export function parseFrames(buffer: string, emit: (event: LiveEvent) => void): string {
  const frames = buffer.split(/\r?\n\r?\n/);
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    let type = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of frame.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id' && !value.includes('\0')) id = value;
    }
    if (data.length === 0) continue;
    let parsed: unknown = data.join('\n');
    try {
      parsed = JSON.parse(parsed as string);
    } catch {
      // Plain text data stays text.
    }
    emit(id === undefined ? { type, data: parsed } : { type, data: parsed, id });
  }
  return rest;
}

/** True while the stream is open and the server has said it is ready. */
export function isLiveConnected(): boolean {
  return connected;
}

function setDown(): void {
  connected = false;
  startPolling();
}

function startPolling(): void {
  if (pollTimer) return;
  pollTimer = setInterval(() => refresh('poll'), POLL_MS);
}

function stopPolling(): void {
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (wake === done) wake = null;
      resolve();
    };
    const timer = setTimeout(done, ms);
    wake = done;
    signal.addEventListener('abort', done, { once: true });
  });

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** One stream: answers when it ends. Aborted at once when the browser goes offline. */
async function openStream(signal: AbortSignal, onReady: () => void): Promise<'refused' | 'ended'> {
  const attempt = new AbortController();
  const abort = () => attempt.abort();
  signal.addEventListener('abort', abort, { once: true });
  window.addEventListener('offline', abort);
  try {
    const headers: Record<string, string> = { authorization: `Bearer ${getToken()}`, accept: 'text/event-stream' };
    // Another user's position means nothing to this user's stream.
    if (lastEventUser !== getUserId()) lastEventId = null;
    lastEventUser = getUserId();
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const response = await fetch(`${API_BASE_URL}/api/notifications/stream`, { headers, cache: 'no-store', signal: attempt.signal });
    // A signed-out or refused session: polling would fail the same way.
    if (response.status === 401 || response.status === 403) return 'refused';
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer = parseFrames(buffer + decoder.decode(value, { stream: true }), (event) => {
        if (event.id !== undefined) lastEventId = event.id;
        if (event.type === 'ping') return;
        dispatch(event);
        if (event.type === 'ready') {
          connected = true;
          stopPolling();
          onReady();
          refresh('connected');
        } else if (event.type === 'resync') refresh('resync');
      });
    }
    return 'ended';
  } finally {
    signal.removeEventListener('abort', abort);
    window.removeEventListener('offline', abort);
  }
}

async function run(signal: AbortSignal): Promise<void> {
  let failures = 0;
  const onOnline = () => wake?.();
  window.addEventListener('online', onOnline);
  try {
    while (!signal.aborted && getToken()) {
      if (isOffline()) {
        setDown();
        await sleep(MAX_BACKOFF_MS, signal); // the `online` event ends the wait
        continue;
      }
      try {
        const outcome = await openStream(signal, () => (failures = 0));
        if (outcome === 'refused') return;
      } catch {
        if (signal.aborted) return;
      }
      setDown();
      failures += 1;
      const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 5));
      await sleep(backoff / 2 + Math.random() * (backoff / 2), signal);
    }
  } finally {
    window.removeEventListener('online', onOnline);
    connected = false;
  }
}

/**
 * The stream opens a few seconds after the page has loaded and gone idle, so start-up requests do not
 * compete with it, and tools that wait for the network to go quiet (Lighthouse, test browsers) see
 * the page settle first.
 */
const START_DELAY_MS = 3000;

function afterStartUp(signal: AbortSignal, start: () => void): void {
  const later = () => {
    const idle =
      (globalThis as { requestIdleCallback?: (fn: () => void) => void }).requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 0));
    const timer = setTimeout(() => idle(() => !signal.aborted && start()), START_DELAY_MS);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  };
  if (typeof document === 'undefined' || document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

let connectedOnce = false;

function connect(): void {
  if (controller || typeof fetch === 'undefined') return;
  controller = new AbortController();
  const current = controller;
  const start = () =>
    void run(current.signal).finally(() => {
      if (controller === current) controller = null;
    });
  // Only the first connection of a page waits; a screen subscribing later connects at once.
  if (connectedOnce) start();
  else afterStartUp(current.signal, start);
  connectedOnce = true;
}

/** Stops the stream and the polling (sign-out, or when no screen listens). */
export function disconnectLiveEvents(): void {
  controller?.abort();
  controller = null;
  connected = false;
  stopPolling();
}

export function subscribeLiveEvents(handler: Handler): () => void {
  handlers.add(handler);
  connect();
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0) disconnectLiveEvents();
  };
}

/** Calls `handler` with the data of each live event of `type` while the component is mounted. */
export function useLiveEvent<T = unknown>(type: string, handler: (data: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        if (event.type === type) latest.current(event.data as T);
      }),
    [type],
  );
}

// Live events from the server (new notifications, messages): ONE Server-Sent Events connection per
// signed-in tab, read with fetch so the token travels in the Authorization header (EventSource
// cannot send headers). It reconnects with backoff; after repeated failures it also emits a `poll`
// event every 30 s so screens refetch, until the stream works again.
import { useEffect, useRef } from 'react';
import { API_BASE_URL } from './api-client';
import { getToken } from './session';

export interface LiveEvent {
  type: string;
  data: unknown;
}
type Handler = (event: LiveEvent) => void;

const POLL_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;
const handlers = new Set<Handler>();
let controller: AbortController | null = null;
let pollTimer: ReturnType<typeof setInterval> | null = null;

function dispatch(event: LiveEvent): void {
  for (const handler of [...handlers]) {
    try {
      handler(event);
    } catch {
      // One screen's failing handler must not stop the others.
    }
  }
}

/** Splits a text/event-stream into events; answers what is left of an unfinished frame. */
export function parseFrames(buffer: string, emit: (event: LiveEvent) => void): string {
  const frames = buffer.split(/\r?\n\r?\n/);
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    let type = 'message';
    const data: string[] = [];
    for (const line of frame.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    let parsed: unknown = data.join('\n');
    try {
      parsed = JSON.parse(parsed as string);
    } catch {
      // Plain text data stays text.
    }
    emit({ type, data: parsed });
  }
  return rest;
}

function startPolling(): void {
  if (pollTimer) return;
  pollTimer = setInterval(() => dispatch({ type: 'poll', data: null }), POLL_MS);
}

function stopPolling(): void {
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

async function run(signal: AbortSignal): Promise<void> {
  let failures = 0;
  while (!signal.aborted && getToken()) {
    try {
      const response = await fetch(`${API_BASE_URL}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${getToken()}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      // A signed-out or refused session: polling would fail the same way.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer = parseFrames(buffer + decoder.decode(value, { stream: true }), (event) => {
          if (event.type === 'ready') {
            failures = 0;
            stopPolling();
          }
          dispatch(event);
        });
      }
    } catch {
      if (signal.aborted) return;
    }
    failures += 1;
    if (failures >= 3) startPolling();
    const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 5));
    await sleep(backoff / 2 + Math.random() * (backoff / 2), signal);
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

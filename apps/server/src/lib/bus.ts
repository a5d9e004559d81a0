// A tiny invalidation bus for in-process caches: publish(channel, message) reaches every
// subscriber of the channel on every instance (Redis pub/sub), or in this process (EventEmitter)
// without Redis. Delivery is at most once and asynchronous: use it to drop caches, not to carry
// state. Publishers receive their own messages too, so one code path handles every instance.
import { EventEmitter } from 'node:events';
import type { Redis } from './redis.js';

export type BusHandler = (message: unknown) => void;

export interface Bus {
  publish(channel: string, message?: unknown): Promise<void>;
  /** Answers a function that unsubscribes. */
  subscribe(channel: string, handler: BusHandler): () => void;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message = null) {
      const copy = JSON.parse(JSON.stringify(message ?? null)) as unknown;
      queueMicrotask(() => emitter.emit(channel, copy));
    },
    subscribe(channel, handler) {
      const safe = (message: unknown) => {
        try {
          handler(message);
        } catch {
          // A failing subscriber must not stop the others.
        }
      };
      emitter.on(channel, safe);
      return () => emitter.off(channel, safe);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * `publisher` is a normal connection; `subscriber` must be a connection of its own (a Redis
 * connection in subscriber mode cannot run other commands). The bus owns and closes neither.
 *
 * With `onUnavailable`, a message Redis cannot take is still heard on this instance (its own
 * subscribers: e.g. the live streams it holds) and publish() resolves; the other instances miss
 * it, as a message published while they reconnect would be. Without it, publish() rejects.
 */
export function createRedisBus(
  publisher: Redis,
  subscriber: Redis,
  prefix = 'rf:',
  options: { onUnavailable?: (error: unknown) => void } = {},
): Bus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const counts = new Map<string, number>();
  const full = (channel: string) => `${prefix}bus:${channel}`;
  const onMessage = (redisChannel: string, raw: string) => {
    if (!redisChannel.startsWith(`${prefix}bus:`)) return;
    let message: unknown = null;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    local.emit(redisChannel.slice(`${prefix}bus:`.length), message);
  };
  subscriber.on('message', onMessage);
  let closed = false;
  // ioredis replays on reconnect only the subscriptions Redis confirmed; a SUBSCRIBE rejected while
  // the connection was failing (its queue flushed, or the client ended) would be lost for good, and
  // this instance would never hear the channel again. So a rejected SUBSCRIBE is tried again, on a
  // connection made again if it had ended, for as long as someone here listens. (The CI failure
  // where one of two instances never subscribed was another loss, inside ioredis 5: a SUBSCRIBE
  // confirmed during the handshake, then dropped with the connection; fixed by ioredis 6.)
  const subscribeRemote = (channel: string) => {
    subscriber.subscribe(full(channel)).catch(() => {
      if (closed) return;
      setTimeout(() => {
        if (closed || (counts.get(channel) ?? 0) === 0) return;
        if (subscriber.status === 'end') subscriber.connect().catch(() => {});
        subscribeRemote(channel);
      }, 200).unref();
    });
  };
  return {
    async publish(channel, message = null) {
      const raw = JSON.stringify(message ?? null);
      try {
        await publisher.publish(full(channel), raw);
      } catch (error) {
        if (!options.onUnavailable) throw error;
        options.onUnavailable(error);
        onMessage(full(channel), raw);
      }
    },
    subscribe(channel, handler) {
      const safe = (message: unknown) => {
        try {
          handler(message);
        } catch {
          // A failing subscriber must not stop the others.
        }
      };
      local.on(channel, safe);
      const n = (counts.get(channel) ?? 0) + 1;
      counts.set(channel, n);
      if (n === 1) subscribeRemote(channel);
      return () => {
        local.off(channel, safe);
        const left = (counts.get(channel) ?? 1) - 1;
        counts.set(channel, left);
        if (left === 0) void subscriber.unsubscribe(full(channel)).catch(() => {});
      };
    },
    async close() {
      closed = true;
      subscriber.off('message', onMessage);
      local.removeAllListeners();
    },
  };
}

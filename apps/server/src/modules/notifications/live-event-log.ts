// The recent live events of each user, so a stream that reconnects with `Last-Event-ID` gets what
// it missed while it was opening, reopening or down (the Server-Sent Events mechanism for exactly
// this; issue 24).
//
// Each user has a short log: a bounded list of their latest events, numbered 1, 2, 3... An event's
// SSE id is `<epoch>.<seq>`: the epoch names this log (a new one each time it is created, e.g.
// after it expired or the instance restarted), the seq its place in it. A resume from an id
// answers the events after it, or null when the log cannot tell what was missed (another epoch, a
// seq already trimmed away or not yet given): the stream then tells the client to refetch
// everything (`resync`).
//
// Bounded, the standard way:
// - in memory (one instance, no Redis): at most EVENTS_PER_USER events per user, events older than
//   RETENTION_MS dropped, at most MAX_EVENTS events and MAX_USERS logs in all (the least recently
//   used user's log goes first): a few megabytes at most, whatever the number of members;
// - with Redis (a fleet): a capped list per user (RPUSH + LTRIM) and a hash with its epoch and
//   seq, both expiring RETENTION_MS after the user's last event or stream, updated by one Lua
//   script so two instances never give the same seq. Every instance reads the same log, so a
//   reconnect may land on any of them.
import { randomBytes } from 'node:crypto';
import type { Redis } from '../../lib/redis.js';
import type { LiveEvent } from './notifications.types.js';

export interface LoggedEvent {
  id: string;
  event: LiveEvent;
}

export interface LiveEventLog {
  /** Adds an event to the user's log; answers its SSE id. */
  append(userId: number, event: LiveEvent): Promise<string>;
  /** The id of the user's latest event (their log is created if it has none): where a new stream starts. */
  head(userId: number): Promise<string>;
  /** The events after `lastEventId`, oldest first; null when what was missed cannot be told. */
  since(userId: number, lastEventId: string): Promise<LoggedEvent[] | null>;
}

export const EVENTS_PER_USER = 100;
export const RETENTION_MS = 15 * 60 * 1000;
const MAX_USERS = 20_000;
const MAX_EVENTS = 20_000;

const newEpoch = () => randomBytes(6).toString('base64url');

function parseId(id: string): { epoch: string; seq: number } | null {
  const match = /^([A-Za-z0-9_-]{1,32})\.(\d{1,15})$/.exec(id);
  return match ? { epoch: match[1]!, seq: Number(match[2]) } : null;
}

/**
 * Which of a log's events follow `lastEventId`: null when the id is of another log, ahead of it,
 * or behind events already dropped (`dropped`: the highest seq no longer kept).
 */
function after(
  log: { epoch: string; seq: number; dropped: number },
  events: { seq: number; event: LiveEvent }[],
  lastEventId: string,
): LoggedEvent[] | null {
  const last = parseId(lastEventId);
  if (!last || last.epoch !== log.epoch || last.seq > log.seq || last.seq < log.dropped) return null;
  return events.filter((e) => e.seq > last.seq).map((e) => ({ id: `${log.epoch}.${e.seq}`, event: e.event }));
}

interface MemoryLog {
  epoch: string;
  seq: number;
  dropped: number;
  events: { seq: number; at: number; event: LiveEvent }[];
}

export function createMemoryLiveEventLog(options: { maxUsers?: number; maxEvents?: number; now?: () => number } = {}): LiveEventLog {
  const maxUsers = options.maxUsers ?? MAX_USERS;
  const maxEvents = options.maxEvents ?? MAX_EVENTS;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const logs = new Map<number, MemoryLog>();
  let total = 0;

  function dropOldest(log: MemoryLog): void {
    log.dropped = log.events.shift()!.seq;
    total -= 1;
  }

  /** Forgets least recently used logs (never `keep`) until the bounds hold. */
  function evict(keep: MemoryLog): void {
    for (const [userId, log] of logs) {
      if (logs.size <= maxUsers && total <= maxEvents) return;
      if (log === keep) continue;
      logs.delete(userId);
      total -= log.events.length;
    }
  }

  function logOf(userId: number): MemoryLog {
    let log = logs.get(userId);
    if (log) logs.delete(userId);
    else log = { epoch: newEpoch(), seq: 0, dropped: 0, events: [] };
    logs.set(userId, log);
    // Old events go: a client away for longer refetches everything anyway.
    const cutoff = now() - RETENTION_MS;
    while (log.events.length > 0 && log.events[0]!.at < cutoff) dropOldest(log);
    evict(log);
    return log;
  }

  return {
    async append(userId, event) {
      const log = logOf(userId);
      log.seq += 1;
      log.events.push({ seq: log.seq, at: now(), event });
      total += 1;
      if (log.events.length > EVENTS_PER_USER) dropOldest(log);
      evict(log);
      return `${log.epoch}.${log.seq}`;
    },
    async head(userId) {
      const log = logOf(userId);
      return `${log.epoch}.${log.seq}`;
    },
    async since(userId, lastEventId) {
      if (!logs.has(userId)) return null;
      const log = logOf(userId);
      return after(log, log.events, lastEventId);
    },
  };
}

// KEYS: the user's hash (epoch, seq), the user's list. ARGV: a new epoch, the event JSON (or ''
// for head), the cap, the TTL in ms. Answers "epoch.seq".
const APPEND_SCRIPT = `
local epoch = redis.call('HGET', KEYS[1], 'epoch')
if not epoch then
  epoch = ARGV[1]
  redis.call('DEL', KEYS[2])
  redis.call('HSET', KEYS[1], 'epoch', epoch, 'seq', 0)
end
local seq
if ARGV[2] == '' then
  seq = tonumber(redis.call('HGET', KEYS[1], 'seq'))
else
  seq = redis.call('HINCRBY', KEYS[1], 'seq', 1)
  redis.call('RPUSH', KEYS[2], seq .. ' ' .. ARGV[2])
  redis.call('LTRIM', KEYS[2], -tonumber(ARGV[3]), -1)
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return epoch .. '.' .. seq
`;

// KEYS: the user's hash, the user's list. Answers { epoch, seq, entries }.
const READ_SCRIPT = `
local meta = redis.call('HMGET', KEYS[1], 'epoch', 'seq')
if not meta[1] then return {} end
return { meta[1], meta[2], redis.call('LRANGE', KEYS[2], 0, -1) }
`;

/** The log could not be reached (Redis away): already reported to `onUnavailable`, not worth a log line each. */
export class LiveEventLogUnavailableError extends Error {
  constructor(options: { cause: unknown }) {
    super('the live event log is unavailable', options);
  }
}

export function createRedisLiveEventLog(
  redis: Redis,
  options: { prefix?: string; onUnavailable?: (error: unknown) => void } = {},
): LiveEventLog {
  const prefix = options.prefix ?? 'rf:';
  const keys = (userId: number) => [`${prefix}live:${userId}:meta`, `${prefix}live:${userId}:events`];
  const evaluate = async (script: string, userId: number, ...args: (string | number)[]): Promise<unknown> => {
    try {
      return await redis.eval(script, 2, ...keys(userId), ...args);
    } catch (error) {
      options.onUnavailable?.(error);
      throw new LiveEventLogUnavailableError({ cause: error });
    }
  };
  const run = async (userId: number, payload: string) =>
    String(await evaluate(APPEND_SCRIPT, userId, newEpoch(), payload, EVENTS_PER_USER, RETENTION_MS));

  return {
    append: (userId, event) => run(userId, JSON.stringify(event)),
    head: (userId) => run(userId, ''),
    async since(userId, lastEventId) {
      const answer = (await evaluate(READ_SCRIPT, userId)) as [string, string, string[]] | [];
      if (answer.length === 0) return null;
      const [epoch, seqText, entries] = answer;
      const events = entries.map((entry) => {
        const space = entry.indexOf(' ');
        return { seq: Number(entry.slice(0, space)), event: JSON.parse(entry.slice(space + 1)) as LiveEvent };
      });
      // Everything before the oldest kept event was trimmed.
      const seq = Number(seqText);
      const dropped = events.length > 0 ? events[0]!.seq - 1 : seq;
      return after({ epoch, seq, dropped }, events, lastEventId);
    },
  };
}

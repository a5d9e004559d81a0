// Live views never miss an event (issue 24): every stream event has an SSE id, a reconnect with
// Last-Event-ID gets the events sent in between, and an id the log cannot place gets `resync`.
// Over HTTP on a real migrated database (SQLite and PostgreSQL); across two instances with Redis.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { buildOtherInstance, buildTestApp, type TestContext } from '../../../test/helpers.js';
import { hasRedis, TEST_REDIS_URL, uniquePrefix, waitForSubscribers } from '../../../test/redis.js';
import { createMemoryLiveEventLog, EVENTS_PER_USER, RETENTION_MS } from './live-event-log.js';

interface Frame {
  id?: string;
  event: string;
  data: unknown;
}

/** An open stream: the frames read so far, and a way to wait for more. */
async function openStream(address: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${address}/api/notifications/stream`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const frames: Frame[] = [];
  let buffer = '';
  async function until(done: (frames: Frame[]) => boolean, ms = 5000): Promise<Frame[]> {
    const end = Date.now() + ms;
    while (!done(frames)) {
      if (Date.now() > end) throw new Error(`stream frames so far: ${JSON.stringify(frames)}`);
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffer += decoder.decode(value, { stream: true });
      const parts = buffer.split('\n\n');
      buffer = parts.pop() ?? '';
      for (const part of parts) {
        const frame: Frame = { event: 'message', data: null };
        for (const line of part.split('\n')) {
          if (line.startsWith('id: ')) frame.id = line.slice(4);
          else if (line.startsWith('event: ')) frame.event = line.slice(7);
          else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
        }
        if (frame.event !== 'ping') frames.push(frame);
      }
    }
    return frames;
  }
  return { frames, until, close: () => controller.abort() };
}

const titled = (title: string) => (frames: Frame[]) => frames.some((f) => JSON.stringify(f.data).includes(title));

describe('the live stream resumes from Last-Event-ID', () => {
  let ctx: TestContext;
  let address: string;
  let member: UserRow;
  const notify = (userId: number, title: string) =>
    ctx.app.notifications.notify({ to: { userIds: [userId] }, kind: 'diet_plan_assigned', title, body: 'x', link: null });

  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
    address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    member = await ctx.createMember();
  });
  afterAll(() => ctx.close());

  it('gives every event an id, and a reconnect gets exactly the events sent while it was away, in order', async () => {
    const first = await openStream(address, ctx.authHeader(member));
    await first.until((f) => f.some((x) => x.event === 'ready'));
    expect(first.frames[0]).toMatchObject({ event: 'ready', id: expect.stringMatching(/^[\w-]+\.\d+$/) });
    await notify(member.id, 'Seen live');
    const seen = await first.until(titled('Seen live'));
    const live = seen.find((f) => f.event === 'notification')!;
    expect(live.id).toMatch(/^[\w-]+\.\d+$/);
    expect(live.id).not.toBe(first.frames[0]!.id);
    first.close();

    // The coach answers while the member's stream is reconnecting.
    await notify(member.id, 'Missed one');
    await notify(member.id, 'Missed two');

    const again = await openStream(address, { ...ctx.authHeader(member), 'last-event-id': live.id! });
    const frames = await again.until(titled('Missed two'));
    expect(frames[0]).toMatchObject({ event: 'ready', id: live.id, data: { unread: expect.any(Number) } });
    const notifications = frames.filter((f) => f.event === 'notification');
    expect(notifications.map((f) => (f.data as { notification: { title: string } }).notification.title)).toEqual([
      'Missed one',
      'Missed two',
    ]);
    expect(new Set(notifications.map((f) => f.id)).size).toBe(2);
    expect(frames.some((f) => f.event === 'resync')).toBe(false);
    // And it stays live after the catch-up.
    await notify(member.id, 'After the catch-up');
    await again.until(titled('After the catch-up'));
    again.close();
  });

  it('answers an id it cannot place (unknown, of another log, ahead, malformed) with resync', async () => {
    const first = await openStream(address, ctx.authHeader(member));
    const [ready] = await first.until((f) => f.some((x) => x.event === 'ready'));
    first.close();
    const [epoch, seq] = ready!.id!.split('.') as [string, string];
    for (const unknown of ['not-an-id', `zz${epoch}.1`, `${epoch}.${Number(seq) + 50}`, 'abc.def']) {
      const stream = await openStream(address, { ...ctx.authHeader(member), 'last-event-id': unknown });
      const frames = await stream.until((f) => f.some((x) => x.event === 'resync'));
      stream.close();
      expect(frames.map((f) => f.event)).toEqual(['ready', 'resync']);
      // The new position comes with it, so the next reconnect resumes from here.
      expect(frames[1]!.id).toBe(frames[0]!.id);
      expect(frames[1]!.id!.startsWith(`${epoch}.`)).toBe(true);
    }
  });

  it('answers resync when the missed events were more than the log keeps', async () => {
    const someone = await ctx.createMember();
    const first = await openStream(address, ctx.authHeader(someone));
    const [ready] = await first.until((f) => f.some((x) => x.event === 'ready'));
    first.close();
    for (let i = 0; i <= EVENTS_PER_USER; i += 1) await ctx.app.notifications.publish(someone.id, { type: 'message', data: { i } });
    const again = await openStream(address, { ...ctx.authHeader(someone), 'last-event-id': ready!.id! });
    const frames = await again.until((f) => f.some((x) => x.event === 'resync'));
    again.close();
    expect(frames.filter((f) => f.event === 'message')).toEqual([]);
  });

  it('keeps each user to their own events', async () => {
    const other = await ctx.createMember();
    const first = await openStream(address, ctx.authHeader(member));
    const [ready] = await first.until((f) => f.some((x) => x.event === 'ready'));
    first.close();
    await notify(other.id, 'Not for the member');
    await notify(member.id, 'For the member');
    const again = await openStream(address, { ...ctx.authHeader(member), 'last-event-id': ready!.id! });
    const frames = await again.until(titled('For the member'));
    again.close();
    expect(JSON.stringify(frames)).not.toContain('Not for the member');
    // The other member's log is another log: the member's id means nothing there.
    const foreign = await openStream(address, { ...ctx.authHeader(other), 'last-event-id': ready!.id! });
    expect((await foreign.until((f) => f.some((x) => x.event === 'resync'))).map((f) => f.event)).toEqual(['ready', 'resync']);
    foreign.close();
  });
});

describe('the in-memory live event log is bounded', () => {
  it('keeps the latest events per user, forgets old ones and the least recently used users', async () => {
    let now = 1_000_000;
    const log = createMemoryLiveEventLog({ maxUsers: 2, now: () => now });
    const start = await log.head(1);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await log.append(1, { type: 'message', data: { i } }));
    expect((await log.since(1, start))!.map((e) => e.event.data)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }]);
    expect((await log.since(1, ids[1]!))!.map((e) => e.id)).toEqual([ids[2]]);
    expect(await log.since(1, ids[2]!)).toEqual([]);
    // Older than the retention: dropped, so a resume from before them cannot be served.
    now += RETENTION_MS + 1;
    expect(await log.since(1, start)).toBeNull();
    expect(await log.since(1, ids[2]!)).toEqual([]);
    // A third user pushes out the least recently used one.
    await log.head(2);
    await log.head(3);
    expect(await log.since(1, ids[2]!)).toBeNull();
  });

  it('keeps at most maxEvents events in all, forgetting the least recently used users first', async () => {
    const log = createMemoryLiveEventLog({ maxEvents: 5 });
    const first = await log.append(1, { type: 'message', data: 1 });
    for (let i = 0; i < 3; i += 1) await log.append(2, { type: 'message', data: i });
    expect(await log.since(1, first)).toEqual([]);
    // User 1 was used last: user 2's log goes when the total passes 5.
    const last = await log.append(3, { type: 'message', data: 'a' });
    await log.append(3, { type: 'message', data: 'b' });
    expect(await log.since(2, first)).toBeNull();
    expect(await log.since(1, first)).toEqual([]);
    expect((await log.since(3, last))!.map((e) => e.event.data)).toEqual(['b']);
  });
});

describe.skipIf(!hasRedis)('the live event log across two instances (Redis)', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  const prefix = uniquePrefix();
  beforeAll(async () => {
    ctx = await buildTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }, { notificationJobs: false });
    other = await buildOtherInstance(ctx, { notificationJobs: false });
    await waitForSubscribers(`${prefix}bus:notifications:user`, 2);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('a stream that reconnects to the other instance gets what was sent in between', async () => {
    const member = await ctx.createMember();
    const a = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const b = await other.listen({ port: 0, host: '127.0.0.1' });
    const first = await openStream(a, ctx.authHeader(member));
    const [ready] = await first.until((f) => f.some((x) => x.event === 'ready'));
    first.close();
    await ctx.app.notifications.notify({
      to: { userIds: [member.id] },
      kind: 'diet_plan_assigned',
      title: 'Sent on A',
      body: 'x',
      link: null,
    });
    const again = await openStream(b, { ...ctx.authHeader(member), 'last-event-id': ready!.id! });
    const frames = await again.until(titled('Sent on A'));
    again.close();
    expect(frames[0]).toMatchObject({ event: 'ready', id: ready!.id });
    expect(frames.filter((f) => f.event === 'notification')).toHaveLength(1);
    expect(frames.some((f) => f.event === 'resync')).toBe(false);
    // An unknown id is answered with resync there too.
    const lost = await openStream(b, { ...ctx.authHeader(member), 'last-event-id': 'gone.3' });
    expect((await lost.until((f) => f.some((x) => x.event === 'resync'))).map((f) => f.event)).toEqual(['ready', 'resync']);
    lost.close();
  });
});

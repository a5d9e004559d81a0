// The live stream through a Redis outage: events made on the stream's own instance still reach it
// (the bus delivers on the instance when Redis cannot take them), and once Redis answers again the
// stream is told to refetch, since events made on other instances meanwhile never reached it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOtherInstance, buildTestApp, type TestContext } from '../../../test/helpers.js';
import { hasRedisServer, startOwnRedis, uniquePrefix, type OwnRedis } from '../../../test/redis.js';

interface Frame {
  id?: string;
  event: string;
  data: unknown;
}

async function openStream(address: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${address}/api/notifications/stream`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const frames: Frame[] = [];
  let buffer = '';
  async function until(done: (frames: Frame[]) => boolean, ms = 8000): Promise<Frame[]> {
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

describe.skipIf(!hasRedisServer)('the live stream while Redis is stopped and started again', () => {
  let redis: OwnRedis;
  let ctx: TestContext;
  let other: FastifyInstance;
  let address: string;

  beforeAll(async () => {
    redis = await startOwnRedis();
    ctx = await buildTestApp({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: uniquePrefix() }, { notificationJobs: false });
    other = await buildOtherInstance(ctx, { notificationJobs: false });
    address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await redis?.stop();
  });

  it("gets its own instance's events during the outage, and a resync once Redis is back", async () => {
    const member = await ctx.createMember();
    const stream = await openStream(address, ctx.authHeader(member));
    await stream.until((f) => f.some((x) => x.event === 'ready'));

    await redis.stop();
    await ctx.app.notifications.notify({
      to: { userIds: [member.id] },
      kind: 'diet_plan_assigned',
      title: 'During the outage',
      body: 'x',
      link: null,
    });
    const during = await stream.until((f) => JSON.stringify(f).includes('During the outage'));
    expect(during.find((f) => f.event === 'notification')).toBeDefined();
    expect(ctx.app.redisHealth?.fallbacks.bus).toBeGreaterThan(0);
    expect(ctx.app.redisHealth?.fallbacks.live_events).toBeGreaterThan(0);

    await redis.start();
    const after = await stream.until((f) => f.some((x) => x.event === 'resync'));
    expect(after.find((f) => f.event === 'resync')?.data).toEqual({ reason: 'redis_recovered' });
    stream.close();
  });
});

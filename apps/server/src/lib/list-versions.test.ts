// List versions: bumped in the write's transaction, known in memory only after it committed,
// never moved backwards by a late bus message, and re-read from the database now and then.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';
import { createMemoryBus } from './bus.js';
import { bumpListVersion, createListVersions, LIST_CHANGED } from './list-versions.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('list versions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const stored = async (name: string) =>
    (await ctx.db.selectFrom('list_versions').select('version').where('name', '=', name).executeTakeFirst())?.version;

  it('a list never written is version 0; the first write starts at the clock, each next one adds 1', async () => {
    const versions = createListVersions(ctx.db, createMemoryBus());
    expect(await versions.current('trainers')).toBe(0);
    const before = Math.floor(Date.now() / 1000);
    await versions.write('trainers', async () => undefined);
    const first = versions.peek('trainers')!;
    expect(first).toBeGreaterThanOrEqual(before);
    expect(await stored('trainers')).toBe(first);
    await versions.write('trainers', async () => undefined);
    expect(versions.peek('trainers')).toBe(first + 1);
    versions.close();
  });

  it('moves in memory only after the commit, and not at all when the write fails', async () => {
    const bus = createMemoryBus();
    const versions = createListVersions(ctx.db, bus);
    const told: unknown[] = [];
    bus.subscribe(LIST_CHANGED, (message) => told.push(message));
    const start = await versions.current('testimonials');
    let seenInside: number | undefined;
    await versions.write('testimonials', async () => {
      seenInside = versions.peek('testimonials');
    });
    expect(seenInside).toBe(start);
    const after = versions.peek('testimonials')!;
    expect(after).toBeGreaterThan(start);
    await settle();
    expect(told).toEqual([{ name: 'testimonials', version: after }]);

    await expect(
      versions.write('testimonials', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(versions.peek('testimonials')).toBe(after);
    expect(await stored('testimonials')).toBe(after);
    versions.close();
  });

  it('a bus message moves the version forward only, whatever order messages arrive in', async () => {
    const bus = createMemoryBus();
    const versions = createListVersions(ctx.db, bus);
    const start = await versions.current('subscription-plans');
    await bus.publish(LIST_CHANGED, { name: 'subscription-plans', version: start + 5 });
    await bus.publish(LIST_CHANGED, { name: 'subscription-plans', version: start + 3 });
    await bus.publish(LIST_CHANGED, { name: 'no-such-list', version: 99 });
    await settle();
    expect(versions.peek('subscription-plans')).toBe(start + 5);
    versions.close();
  });

  it('an instance that missed a message is right again after its next revalidation', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const versions = createListVersions(ctx.db, createMemoryBus());
    const start = await versions.current('live-sessions');
    // Written by another instance whose bus message never arrived here.
    const moved = await bumpListVersion(ctx.db, 'live-sessions');
    expect(versions.peek('live-sessions')).toBe(start);
    vi.setSystemTime(Date.now() + 31_000);
    versions.peek('live-sessions'); // starts the re-read, answers what it knows meanwhile
    await settle();
    expect(versions.peek('live-sessions')).toBe(moved);
    versions.close();
  });
});

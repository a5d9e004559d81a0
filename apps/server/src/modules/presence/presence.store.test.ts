import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { createMemoryPresenceStore, PresenceSlab, writePresenceBatch, type PresenceUpdate } from './presence.store.js';

describe('in-memory presence is bounded: past its limit the least recently updated member is forgotten', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PRESENCE_FLUSH_MS: '3600000' });
  });
  afterAll(() => ctx.close());

  it('keeps at most the limit, forgetting the least recently updated first; the rest still reach the database', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => ctx.createMember()));
    const [a, b, c, d, e] = members.map((member) => member.id) as [number, number, number, number, number];
    const store = createMemoryPresenceStore(ctx.db, undefined, { knownLimit: 3 });
    // Minutes apart: a member's place in the order moves with an update a minute or more later.
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 6, minute, 0));
    store.touch(a, at(1));
    store.setLocation(b, 18.5, 73.8, at(2));
    store.touch(c, at(3));
    store.touch(a, at(4)); // a is now the most recently updated: b is the oldest
    store.touch(d, at(5)); // b goes
    store.touch(e, at(6)); // c goes

    expect(await store.read(b)).toBeUndefined();
    expect(await store.read(c)).toBeUndefined();
    expect(store.pending(b)).toBeUndefined();
    expect(await store.read(a)).toEqual({ lastSeen: at(4).toISOString() });
    expect(await store.read(d)).toEqual({ lastSeen: at(5).toISOString() });
    expect(await store.read(e)).toEqual({ lastSeen: at(6).toISOString() });

    // Only what is still known is written: three rows, never more than the limit.
    expect(await store.flush()).toBe(3);
    const rows = await ctx.db.selectFrom('users').select(['id', 'last_seen']).where('id', 'in', [a, b, c, d, e]).execute();
    const lastSeen = new Map(rows.map((row) => [Number(row.id), row.last_seen]));
    expect(lastSeen.get(a)).toBe(at(4).toISOString());
    expect(lastSeen.get(b)).toBeNull();
    expect(lastSeen.get(c)).toBeNull();
    expect(lastSeen.get(e)).toBe(at(6).toISOString());
    expect(store.pending(a)).toBeUndefined(); // written
  });

  it('a location survives later pings, and a forgotten member is remembered again on their next update', async () => {
    const [m1, m2] = await Promise.all([ctx.createMember(), ctx.createMember()]);
    const store = createMemoryPresenceStore(ctx.db, undefined, { knownLimit: 1 });
    store.setLocation(m1.id, 18.52, 73.85, new Date('2026-11-26T06:00:00.000Z'));
    store.touch(m1.id, new Date('2026-11-26T06:00:10.000Z'));
    expect(await store.read(m1.id)).toEqual({ lastSeen: '2026-11-26T06:00:10.000Z', latitude: 18.52, longitude: 73.85 });
    expect(store.pending(m1.id)).toEqual({ lastSeen: '2026-11-26T06:00:10.000Z', latitude: 18.52, longitude: 73.85 });
    store.touch(m2.id, new Date('2026-11-26T06:00:20.000Z'));
    expect(await store.read(m1.id)).toBeUndefined();
    store.touch(m1.id, new Date('2026-11-26T06:00:30.000Z'));
    expect(await store.read(m1.id)).toEqual({ lastSeen: '2026-11-26T06:00:30.000Z' }); // its old location was forgotten with it
    expect(await store.read(m2.id)).toBeUndefined();
  });
});

describe('the scheduled flush writes a member at most once a minute; stop() writes everything waiting', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PRESENCE_FLUSH_MS: '3600000' });
  });
  afterAll(() => ctx.close());

  const storedLastSeen = async (id: number) =>
    (await ctx.db.selectFrom('users').select('last_seen').where('id', '=', id).executeTakeFirstOrThrow()).last_seen;
  const ticks = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('holds back a member written less than a minute ago, still answering the newest from memory', async () => {
    const [a, b] = await Promise.all([ctx.createMember(), ctx.createMember()]);
    let clock = Date.UTC(2026, 10, 27, 6, 0, 0);
    const store = createMemoryPresenceStore(ctx.db, undefined, { persistEveryMs: 60_000, now: () => clock });
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 6, 0, seconds));
    store.touch(a.id, at(0));
    store.setLocation(b.id, 18.5, 73.8, at(1));
    store.start(10);
    try {
      // Seen for the first time since the start: written within a minute (at a moment drawn in it).
      clock += 60_000;
      await vi.waitFor(() => expect(store.writes).toBe(2), { timeout: 2000, interval: 10 });
      expect(await storedLastSeen(a.id)).toBe(at(0).toISOString());

      clock += 30_000;
      store.touch(a.id, at(30));
      await ticks(80); // several scheduled flushes
      expect(store.writes).toBe(2);
      expect(await storedLastSeen(a.id)).toBe(at(0).toISOString()); // held back: written 30 s ago
      expect(await store.read(a.id)).toEqual({ lastSeen: at(30).toISOString() }); // reads see the newest
      expect(store.pending(a.id)).toEqual({ lastSeen: at(30).toISOString() }); // and so do presenters

      clock += 30_000; // a minute after the last write
      store.touch(a.id, at(59));
      await vi.waitFor(() => expect(store.writes).toBe(3), { timeout: 2000, interval: 10 });
      expect(await storedLastSeen(a.id)).toBe(at(59).toISOString());
      expect(store.pending(a.id)).toBeUndefined();

      // A member waiting when the instance stops is written by stop(), minute or not.
      store.touch(b.id, at(61));
      clock += 1_000;
    } finally {
      await store.stop();
    }
    expect(store.writes).toBe(4);
    const row = await ctx.db
      .selectFrom('users')
      .select(['last_seen', 'latitude', 'longitude'])
      .where('id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ last_seen: at(61).toISOString(), latitude: 18.5, longitude: 73.8 });
  });
});

describe('members seen for the first time since the start', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PRESENCE_FLUSH_MS: '3600000' });
  });
  afterAll(() => ctx.close());

  it('are written spread over the minute after they are seen, not all by the next flush', async () => {
    const members = await Promise.all(Array.from({ length: 200 }, () => ctx.createMember()));
    let clock = Date.UTC(2026, 10, 27, 7, 0, 0);
    const store = createMemoryPresenceStore(ctx.db, undefined, { persistEveryMs: 60_000, now: () => clock });
    // Every phone comes back at once after a start.
    for (const member of members) store.touch(member.id, new Date(clock));
    try {
      expect(await store.read(members[0]!.id)).toEqual({ lastSeen: new Date(clock).toISOString() }); // read from memory at once
      clock += 1_000;
      store.start(10);
      await new Promise((resolve) => setTimeout(resolve, 60)); // several scheduled flushes
      const afterOneSecond = store.writes;
      expect(afterOneSecond).toBeLessThan(30); // about 1 in 60 of them; all of them before
      clock += 29_000; // half a minute after they were seen: about half written
      await vi.waitFor(() => expect(store.writes).toBeGreaterThan(afterOneSecond + 50), { timeout: 2000, interval: 10 });
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(store.writes).toBeLessThan(150);
      clock += 30_000; // a minute after: every one of them
      await vi.waitFor(() => expect(store.writes).toBe(200), { timeout: 2000, interval: 10 });
    } finally {
      await store.stop();
    }
  });
});

describe('writePresenceBatch', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PRESENCE_FLUSH_MS: '3600000' });
  });
  afterAll(() => ctx.close());

  it('writes every member of a batch larger than one transaction, in any order: a location replaces the stored one, a ping keeps it', async () => {
    const members = await Promise.all(Array.from({ length: 620 }, () => ctx.createMember()));
    const ids = members.map((member) => member.id);
    await ctx.db.updateTable('users').set({ latitude: 10, longitude: 20 }).where('id', 'in', ids).execute();
    const batch = new Map<number, PresenceUpdate>();
    // Highest id first: the batch's order is not the table's.
    [...ids].reverse().forEach((id, index) => {
      const lastSeen = new Date(Date.UTC(2026, 10, 26, 6, 0, index)).toISOString();
      batch.set(id, index % 2 === 0 ? { lastSeen, latitude: 18 + index / 1000, longitude: 73 } : { lastSeen });
    });
    expect(await writePresenceBatch(ctx.db, batch)).toBe(620);
    const rows = await ctx.db.selectFrom('users').select(['id', 'last_seen', 'latitude', 'longitude']).where('id', 'in', ids).execute();
    expect(rows).toHaveLength(620);
    for (const row of rows) {
      const update = batch.get(Number(row.id))!;
      expect(row.last_seen).toBe(update.lastSeen);
      expect([row.latitude, row.longitude]).toEqual(update.latitude === undefined ? [10, 20] : [update.latitude, 73]);
    }
  });

  it('never writes into a deleted account (an erasure that lands while the batch waits)', async () => {
    const [erased, live] = await Promise.all([ctx.createMember(), ctx.createMember()]);
    await ctx.db
      .updateTable('users')
      .set({ deleted: 1, last_seen: null, latitude: null, longitude: null })
      .where('id', '=', erased.id)
      .execute();
    const lastSeen = '2026-11-27T06:00:00.000Z';
    const batch = new Map<number, PresenceUpdate>([
      [erased.id, { lastSeen, latitude: 18.5, longitude: 73.8 }],
      [live.id, { lastSeen }],
    ]);
    await writePresenceBatch(ctx.db, batch);
    const rows = await ctx.db
      .selectFrom('users')
      .select(['id', 'last_seen', 'latitude', 'longitude'])
      .where('id', 'in', [erased.id, live.id])
      .orderBy('id')
      .execute();
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    expect(byId.get(erased.id)).toMatchObject({ last_seen: null, latitude: null, longitude: null });
    expect(byId.get(live.id)?.last_seen).toBe(lastSeen);
  });
});

describe('PresenceSlab', () => {
  it('grows past its first block, never past the limit, and reuses the slots of forgotten members', () => {
    const limit = 5_000;
    const slab = new PresenceSlab(limit);
    for (let id = 1; id <= 12_000; id += 1) slab.set(id, id * 1000, id % 2 ? id / 100 : undefined, id % 2 ? -id / 100 : undefined);
    expect(slab.size).toBe(limit);
    expect(slab.get(7_000)).toBeUndefined(); // forgotten: among the 7,000 least recently updated
    expect(slab.get(11_999)).toEqual({ lastSeen: new Date(11_999_000).toISOString(), latitude: 119.99, longitude: -119.99 });
    expect(slab.get(12_000)).toEqual({ lastSeen: new Date(12_000_000).toISOString() });
    slab.delete(12_000);
    expect(slab.size).toBe(limit - 1);
    expect(slab.set(12_001, 1)).toBeUndefined(); // room again: nobody forgotten
    expect(slab.set(12_002, 2)).toBe(7_001); // full: the least recently updated goes
    expect(slab.get(12_001)).toEqual({ lastSeen: new Date(1).toISOString() });
  });

  it('forgets the least recently updated to the minute: an update a minute later moves a member to the end, one sooner does not', () => {
    const slab = new PresenceSlab(3);
    slab.set(1, 0);
    slab.set(2, 0);
    slab.set(3, 0);
    slab.set(1, 59_000); // within the minute: still first in line
    expect(slab.set(4, 60_000)).toBe(1);
    expect(slab.get(1)).toBeUndefined();
    slab.set(2, 60_000); // a minute on: moves behind 3 and 4
    expect(slab.set(5, 61_000)).toBe(3);
    expect(slab.set(6, 61_000)).toBe(4);
    expect(slab.get(2)).toEqual({ lastSeen: new Date(60_000).toISOString() });
    // The newest value is kept whether or not the order moved.
    slab.set(5, 61_500, 18.5, 73.8);
    expect(slab.get(5)).toEqual({ lastSeen: new Date(61_500).toISOString(), latitude: 18.5, longitude: 73.8 });
  });
});

// Migration 0010 on a database holding circadian days of the earlier schema (SQLite and
// PostgreSQL): every day's eating figures are filled from its meal marks, the triggers then follow
// events being added and removed, and down leaves the schema of 0009.
import type { Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationTestDatabase } from '../../../test/migration-database.js';

describe('migration 0010-eating-events', () => {
  let db: Kysely<any>;
  let migrator: Migrator;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ db, migrator, close } = await openMigrationTestDatabase('0009-booking-policies'));
  });
  afterAll(async () => {
    await close?.();
  });

  const figures = (id: number) =>
    db
      .selectFrom('circadian_records')
      .select(['events_count', 'eating_window_minutes', 'last_eating_time'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it("fills each day's eating figures from its marks, then follows events in and out", async () => {
    const now = '2026-01-02T03:04:05.678Z';
    const { id: userId } = await db
      .insertInto('users')
      .values({
        name: 'Before',
        mobile: '9111111110',
        password_hash: 'x',
        role: 'USER',
        mobile_verified: 1,
        deleted: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = (date: string, marks: Record<string, unknown>) =>
      db
        .insertInto('circadian_records')
        .values({ user_id: userId, date, water_cups: 3, created_at: now, updated_at: now, ...marks })
        .returning('id')
        .executeTakeFirstOrThrow();
    const full = await day('2026-01-01', {
      breakfast_logged: 1,
      breakfast_time: '07:30',
      lunch_logged: 1,
      lunch_time: '12:15',
      dinner_logged: 1,
      dinner_time: '19:45',
    });
    const one = await day('2026-01-02', { lunch_logged: 1, lunch_time: '12:30' });
    const none = await day('2026-01-03', { dinner_logged: 0, dinner_time: null });

    const { error } = await migrator.migrateTo('0010-eating-events');
    if (error) throw error;
    expect(await figures(full.id)).toEqual({ events_count: 0, eating_window_minutes: 735, last_eating_time: '19:45' });
    expect(await figures(one.id)).toEqual({ events_count: 0, eating_window_minutes: null, last_eating_time: '12:30' });
    expect(await figures(none.id)).toEqual({ events_count: 0, eating_window_minutes: null, last_eating_time: null });

    const event = (date: string, time: string) =>
      db
        .insertInto('eating_events')
        .values({ user_id: userId, date, time, kind: 'snack', note: null, photo_file: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    const late = await event('2026-01-02', '23:00');
    expect(await figures(one.id)).toEqual({ events_count: 1, eating_window_minutes: 630, last_eating_time: '23:00' });
    await event('2026-01-02', '06:00');
    expect(await figures(one.id)).toEqual({ events_count: 2, eating_window_minutes: 1020, last_eating_time: '23:00' });
    // A mark changed later counts too; the meal columns' own trigger keeps the figures.
    await db.updateTable('circadian_records').set({ dinner_logged: 1, dinner_time: '19:00' }).where('id', '=', one.id).execute();
    expect(await figures(one.id)).toEqual({ events_count: 2, eating_window_minutes: 1020, last_eating_time: '23:00' });
    await db.deleteFrom('eating_events').where('id', '=', late.id).execute();
    expect(await figures(one.id)).toEqual({ events_count: 1, eating_window_minutes: 780, last_eating_time: '19:00' });
    // The constraints behind the contracts' schemas.
    for (const bad of [{ kind: 'brunch' }, { time: '24:10' }, { time: '7pm' }, { note: 'x'.repeat(201) }]) {
      const values = { user_id: userId, date: '2026-01-03', time: '10:00', kind: 'meal', created_at: now, ...bad };
      await expect(db.insertInto('eating_events').values(values).execute(), JSON.stringify(bad).slice(0, 40)).rejects.toThrow();
    }
    await db
      .insertInto('eating_events')
      .values({ user_id: userId, date: '2026-01-03', time: '23:59', kind: 'drink', note: 'y'.repeat(200), created_at: now })
      .execute();
  });

  it('goes down to the schema of 0009 and up again', async () => {
    expect((await migrator.migrateTo('0009-booking-policies')).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'circadian_records')!.columns.map((c) => c.name);
    expect(columns).not.toContain('eating_window_minutes');
    expect((await db.introspection.getTables()).some((t) => t.name === 'eating_events')).toBe(false);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});

// Migration 0009 on a database holding data of the earlier schema (SQLite and PostgreSQL): every
// slot and booking is kept exactly as it was, the one-active-booking-per-slot index still holds,
// and the new tables start with the default policy.
import { sql, type Kysely, type Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationTestDatabase } from '../../../test/migration-database.js';

describe('migration 0009-booking-policies', () => {
  let db: Kysely<any>;
  let migrator: Migrator;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ db, migrator, close } = await openMigrationTestDatabase('0007-notifications'));
  });
  afterAll(async () => {
    await close?.();
  });

  it('keeps every slot and booking as it was and adds the policy and waitlist tables', async () => {
    const now = '2026-01-02T03:04:05.678Z';
    const { id: userId } = await db
      .insertInto('users')
      .values({
        name: 'Before',
        mobile: '9111111111',
        password_hash: 'x',
        role: 'USER',
        city: 'Pune',
        state: 'MH',
        mobile_verified: 1,
        deleted: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const slots = [
      { date: '2026-03-01', time: '09:00', booked: 1, created_at: now },
      { date: '2026-03-01', time: '10:30', booked: 0, created_at: now },
      { date: '2026-03-02', time: '23:45', booked: 1, created_at: now },
    ];
    const slotIds: number[] = [];
    for (const slot of slots) slotIds.push((await db.insertInto('slots').values(slot).returning('id').executeTakeFirstOrThrow()).id);
    const bookings = [
      {
        user_id: userId,
        slot_id: slotIds[0],
        date: '2026-03-01',
        time: '09:00',
        status: 'confirmed',
        meeting_link: 'https://meet.example.com/a',
        trainer_name: 'Asha',
        created_at: now,
        updated_at: now,
      },
      {
        user_id: userId,
        slot_id: slotIds[1],
        date: '2026-03-01',
        time: '10:30',
        status: 'cancelled',
        meeting_link: null,
        trainer_name: null,
        created_at: now,
        updated_at: now,
      },
      {
        user_id: userId,
        slot_id: slotIds[2],
        date: '2026-03-02',
        time: '23:45',
        status: 'pending',
        meeting_link: null,
        trainer_name: null,
        created_at: now,
        updated_at: now,
      },
    ];
    for (const booking of bookings) await db.insertInto('bookings').values(booking).execute();
    const slotsBefore = await db.selectFrom('slots').selectAll().orderBy('id').execute();
    const bookingsBefore = await db.selectFrom('bookings').selectAll().orderBy('id').execute();

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    expect(await db.selectFrom('slots').selectAll().orderBy('id').execute()).toEqual(slotsBefore);
    const after = await db.selectFrom('bookings').selectAll().orderBy('id').execute();
    expect(after).toEqual(bookingsBefore.map((b) => ({ ...b, awaiting_coach: 0 })));
    // The index still allows one active booking per slot, and new ids continue after the old ones.
    await expect(
      db
        .insertInto('bookings')
        .values({ ...bookings[0], status: 'pending' })
        .execute(),
    ).rejects.toThrow();
    const { id: nextId } = await db
      .insertInto('bookings')
      .values({ ...bookings[1] })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(nextId).toBeGreaterThan(Math.max(...after.map((b) => Number(b.id))));
    await db.updateTable('bookings').set({ status: 'no_show' }).where('id', '=', after[0]!.id).execute();
    await expect(db.updateTable('bookings').set({ status: 'gone' }).where('id', '=', after[0]!.id).execute()).rejects.toThrow();

    const policy = await db.selectFrom('booking_policy').selectAll().executeTakeFirstOrThrow();
    expect(policy).toMatchObject({
      id: 1,
      cancel_cutoff_hours: 12,
      reschedule_cutoff_hours: 12,
      min_notice_hours: 2,
      max_active_bookings_per_member: 1,
      free_sessions_per_30_days: 2,
      buffer_minutes: 0,
      no_show_limit: 2,
      waitlist_hold_minutes: 30,
    });
    await expect(
      sql`insert into booking_policy (id, cancel_cutoff_hours, reschedule_cutoff_hours, min_notice_hours, max_active_bookings_per_member, free_sessions_per_30_days, buffer_minutes, no_show_limit, waitlist_hold_minutes, updated_at) values (2, 1, 1, 1, 1, 1, 1, 1, 5, 'x')`.execute(
        db,
      ),
    ).rejects.toThrow();
    expect(await db.selectFrom('waitlist_entries').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('waitlist_offers').selectAll().execute()).toEqual([]);
  });
});

// Factories for the coaching domain's tests: slots, bookings, sessions and live sessions written
// straight to the database so each test states only what it is about.
import { shiftIsoDate } from '@rhythmfit/contracts';
import { nowIso, type DB } from '../src/db/database.js';
import { bumpListVersion } from '../src/lib/list-versions.js';

/** A calendar date `days` from today (UTC), YYYY-MM-DD. */
export function dateFromToday(days: number): string {
  return shiftIsoDate(new Date().toISOString().slice(0, 10), days);
}

export async function createSlot(db: DB, overrides: { date?: string; time?: string; booked?: boolean } = {}) {
  const values = {
    date: overrides.date ?? dateFromToday(2),
    time: overrides.time ?? '10:00',
    booked: overrides.booked ? 1 : 0,
    created_at: nowIso(),
  };
  const { id } = await db.insertInto('slots').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, ...values };
}

export async function createBooking(
  db: DB,
  userId: number,
  slot: { id: number; date: string; time: string },
  status: 'pending' | 'confirmed' | 'cancelled' | 'no_show' = 'pending',
) {
  const now = nowIso();
  if (status !== 'cancelled') await db.updateTable('slots').set({ booked: 1 }).where('id', '=', slot.id).execute();
  const { id } = await db
    .insertInto('bookings')
    .values({
      user_id: userId,
      slot_id: slot.id,
      date: slot.date,
      time: slot.time,
      status,
      meeting_link: null,
      trainer_name: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function createCoachingSession(
  db: DB,
  userId: number,
  overrides: { date?: string; time?: string; status?: string; message?: string | null } = {},
) {
  const now = nowIso();
  const { id } = await db
    .insertInto('coaching_sessions')
    .values({
      user_id: userId,
      date: overrides.date ?? dateFromToday(1),
      time: overrides.time ?? '09:00',
      message: overrides.message ?? null,
      status: overrides.status ?? 'pending',
      zoom_link: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function createLiveSession(
  db: DB,
  overrides: { title?: string; trainer?: string; start: Date; end: Date; zoomLink?: string | null },
) {
  const now = nowIso();
  const { id } = await db
    .insertInto('live_sessions')
    .values({
      title: overrides.title ?? 'Morning HIIT',
      trainer: overrides.trainer ?? 'Asha',
      start_time: overrides.start.toISOString(),
      end_time: overrides.end.toISOString(),
      zoom_link: overrides.zoomLink === undefined ? 'https://zoom.example.com/j/1' : overrides.zoomLink,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Like every write to the list: its version moves (an instance that already knows the version
  // learns of it the way it learns of another instance's write, by the bus or its revalidation).
  await bumpListVersion(db, 'live-sessions');
  return id;
}

// What coaching holds of a member: their appointments (whose upcoming slots go back to the pool on
// erasure, so others can book them), their waitlist entries and offers (a slot held for them is
// freed too) and their dashboard coaching sessions.
import { anyLikeCi, type MemberDataOwner } from '../../lib/member-data.js';
import { eraseWaitlistOfMember } from './waitlist.service.js';

const when = (row: { date: string; time: string }) => `${row.date} ${row.time}`;

export const coachingMemberData: MemberDataOwner = {
  domain: 'coaching',
  covers: ['bookings.user_id', 'coaching_sessions.user_id', 'waitlist_entries.user_id', 'waitlist_offers.user_id'],
  async erase(trx, userId, today) {
    await eraseWaitlistOfMember(trx, userId);
    const upcoming = trx
      .selectFrom('bookings')
      .select('slot_id')
      .where('user_id', '=', userId)
      .where('date', '>=', today)
      .where('status', '<>', 'cancelled');
    await trx.updateTable('slots').set({ booked: 0 }).where('id', 'in', upcoming).execute();
    await trx.deleteFrom('bookings').where('user_id', '=', userId).execute();
    await trx.deleteFrom('coaching_sessions').where('user_id', '=', userId).execute();
    return [];
  },
  async exportMember(db, userId) {
    const appointments = await db
      .selectFrom('bookings')
      .select(['date', 'time', 'status', 'meeting_link', 'trainer_name', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('time')
      .execute();
    const sessions = await db
      .selectFrom('coaching_sessions')
      .select(['date', 'time', 'message', 'status', 'zoom_link', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .execute();
    const waitlist = await db
      .selectFrom('waitlist_entries')
      .select(['date', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .execute();
    return { appointments, sessions, waitlist };
  },
  async search(db, userId, pattern, limit) {
    const sessions = await db
      .selectFrom('coaching_sessions')
      .select(['id', 'date', 'time', 'message', 'status'])
      .where('user_id', '=', userId)
      .where(anyLikeCi(['date', 'time', 'message', 'status'], pattern))
      .limit(limit)
      .execute();
    const bookings = await db
      .selectFrom('bookings')
      .select(['id', 'date', 'time', 'status', 'trainer_name'])
      .where('user_id', '=', userId)
      .where(anyLikeCi(['date', 'time', 'status', 'trainer_name'], pattern))
      .limit(limit)
      .execute();
    return {
      sessions: sessions.map((row) => ({
        id: String(row.id),
        title: `Session ${when(row)}`,
        subtitle: [row.status, row.message].filter(Boolean).join(' · ') || null,
        path: '/dashboard',
        kind: 'session' as const,
        date: row.date,
        time: row.time,
        status: row.status || null,
        note: row.message || null,
      })),
      bookings: bookings.map((row) => ({
        id: String(row.id),
        title: `Appointment ${when(row)}`,
        subtitle: [row.trainer_name, row.status].filter(Boolean).join(' · ') || null,
        path: '/my-bookings',
        kind: 'booking' as const,
        date: row.date,
        time: row.time,
        status: row.status || null,
        trainer: row.trainer_name || null,
      })),
    };
  },
};

// What the coach's day holds of a member: their conversation with the coaching team (the coach's
// replies too), the reasons a coach dismissed about them, their latest-activity mark and the
// attention summaries of their days and weights (attention_circadian, attention_weight).
import type { MemberDataOwner } from '../../lib/member-data.js';
import { eraseMessagesOf } from './messages.repository.js';

export const coachDayMemberData: MemberDataOwner = {
  domain: 'coach-day',
  covers: [
    'messages.user_id',
    'messages.sender_id',
    'attention_dismissals.user_id',
    'attention_dismissals.dismissed_by',
    'member_activity.user_id',
    'attention_circadian.user_id',
    'attention_weight.user_id',
  ],
  async erase(trx, userId) {
    await eraseMessagesOf(trx, userId);
    // Sums of the member's days and entries, kept by triggers: gone with them.
    await trx.deleteFrom('attention_circadian').where('user_id', '=', userId).execute();
    await trx.deleteFrom('attention_weight').where('user_id', '=', userId).execute();
    // Only coaches write elsewhere or dismiss, and coach accounts are not erased; kept for safety.
    await trx.updateTable('messages').set({ sender_id: null }).where('sender_id', '=', userId).execute();
    await trx.updateTable('attention_dismissals').set({ dismissed_by: null }).where('dismissed_by', '=', userId).execute();
    return [];
  },
  async exportMember(db, userId) {
    const rows = await db
      .selectFrom('messages')
      .select(['from_coach', 'body', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return {
      messages: rows.map((m) => ({ from: m.from_coach ? 'coach' : 'member', body: m.body, createdAt: m.created_at, readAt: m.read_at })),
    };
  },
};

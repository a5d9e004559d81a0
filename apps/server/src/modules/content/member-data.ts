// What the coach's area holds of a member: the targets (workouts) set for them. The deletion
// request itself is kept (without the mobile and reason) as the record that the erasure happened.
import type { MemberDataOwner } from '../../lib/member-data.js';

export const contentMemberData: MemberDataOwner = {
  domain: 'content',
  covers: ['workouts.user_id', 'workouts.created_by', 'account_deletion_requests.user_id'],
  async erase(trx, userId) {
    await trx.deleteFrom('workouts').where('user_id', '=', userId).execute();
    // Targets this account set for others stay; they just no longer name who set them.
    await trx.updateTable('workouts').set({ created_by: null }).where('created_by', '=', userId).execute();
    return [];
  },
  async exportMember(db, userId) {
    const targets = await db.selectFrom('workouts').selectAll().where('user_id', '=', userId).orderBy('date').execute();
    return { targets: targets.map(({ id: _id, user_id: _user, created_by: _by, ...rest }) => rest) };
  },
};

// What the coach's area holds of a member: nothing of its own now that the simple workouts are
// scheduled workouts (training's member data covers them). The deletion request itself is kept
// (without the mobile and reason) as the record that the erasure happened.
import type { MemberDataOwner } from '../../lib/member-data.js';

export const contentMemberData: MemberDataOwner = {
  domain: 'content',
  covers: ['account_deletion_requests.user_id'],
  async erase() {
    return [];
  },
  async exportMember() {
    return {};
  },
};

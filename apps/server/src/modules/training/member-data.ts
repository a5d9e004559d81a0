// What training holds of a person. The exercises a coach adds to the library are the business's
// content, not the coach's personal data: erasing the coach keeps them for everyone else and only
// forgets who wrote them (as the coach's targets in content do). Nothing of them goes in an export.
import type { MemberDataOwner } from '../../lib/member-data.js';

export const trainingMemberData: MemberDataOwner = {
  domain: 'training',
  covers: ['exercises.created_by'],
  async erase(trx, userId) {
    await trx.updateTable('exercises').set({ created_by: null }).where('created_by', '=', userId).execute();
    return [];
  },
  async exportMember() {
    return {};
  },
};

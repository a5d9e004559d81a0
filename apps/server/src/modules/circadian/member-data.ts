// What circadian tracking holds of a member: one record per logged day.
import type { MemberDataOwner } from '../../lib/member-data.js';

export const circadianMemberData: MemberDataOwner = {
  domain: 'circadian',
  covers: ['circadian_records.user_id'],
  async erase(trx, userId) {
    await trx.deleteFrom('circadian_records').where('user_id', '=', userId).execute();
    return [];
  },
  async exportMember(db, userId) {
    const days = await db
      .selectFrom('circadian_records')
      .select([
        'date',
        'breakfast_logged',
        'breakfast_time',
        'lunch_logged',
        'lunch_time',
        'dinner_logged',
        'dinner_time',
        'water_cups',
        'sleep_start',
        'sleep_end',
      ])
      .where('user_id', '=', userId)
      .orderBy('date')
      .execute();
    return {
      circadianDays: days.map((d) => ({
        ...d,
        breakfast_logged: Boolean(d.breakfast_logged),
        lunch_logged: Boolean(d.lunch_logged),
        dinner_logged: Boolean(d.dinner_logged),
      })),
    };
  },
};

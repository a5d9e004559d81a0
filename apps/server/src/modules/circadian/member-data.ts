// What circadian tracking holds of a member: one record per logged day, and the eating events of
// those days with their private food photos (issue 22).
import { eatingWindowHours } from '@rhythmfit/contracts';
import type { MemberDataOwner } from '../../lib/member-data.js';
import { eatingPhotoPath } from './circadian.presenter.js';
import { eatingPhotoRef } from './circadian.service.js';

export const circadianMemberData: MemberDataOwner = {
  domain: 'circadian',
  covers: ['circadian_records.user_id', 'eating_events.user_id'],
  async erase(trx, userId) {
    // The photos go once the erasure commits (answered as /private/... references).
    const photos = await trx.deleteFrom('eating_events').where('user_id', '=', userId).returning('photo_file').execute();
    await trx.deleteFrom('circadian_records').where('user_id', '=', userId).execute();
    return photos.flatMap((row) => (row.photo_file ? [eatingPhotoRef(row.photo_file)] : []));
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
    const events = await db
      .selectFrom('eating_events')
      .select(['id', 'date', 'time', 'kind', 'note', 'photo_file', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .orderBy('time')
      .orderBy('id')
      .execute();
    return {
      // The photos themselves are served to the member at photo_url while signed in.
      eatingEvents: events.map(({ photo_file, ...event }) => ({ ...event, photo_url: photo_file ? eatingPhotoPath(event.id) : null })),
      circadianDays: days.map((d) => ({
        ...d,
        breakfast_logged: Boolean(d.breakfast_logged),
        lunch_logged: Boolean(d.lunch_logged),
        dinner_logged: Boolean(d.dinner_logged),
        // The same rule as every view: first to last of the meal marks and the day's eating events.
        eating_window_hours: eatingWindowHours({
          breakfastLogged: Boolean(d.breakfast_logged),
          breakfastTime: d.breakfast_time,
          lunchLogged: Boolean(d.lunch_logged),
          lunchTime: d.lunch_time,
          dinnerLogged: Boolean(d.dinner_logged),
          dinnerTime: d.dinner_time,
          eating: events.filter((event) => event.date === d.date),
        }),
      })),
    };
  },
};

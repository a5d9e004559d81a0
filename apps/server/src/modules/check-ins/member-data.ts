// What check-ins hold of a person (issue 42): their check-ins with answers, measurements and
// private photos (files and rows go on erasure), their own check-in day, the reminders sent, and,
// for a coach, the reviews they wrote (the review stays with the member; only who wrote it is
// forgotten). The export lists everything, the photos by the URL the member reads them at.
import type { MemberDataOwner } from '../../lib/member-data.js';
import { checkInPhotoPath, parseValue } from './check-ins.presenter.js';
import { checkInPhotoRef } from './check-in-photos.js';

export const checkInsMemberData: MemberDataOwner = {
  domain: 'check-ins',
  covers: [
    'check_ins.user_id',
    'check_ins.reviewed_by',
    'check_in_days.user_id',
    'check_in_measurements.user_id',
    'check_in_photos.user_id',
    'check_in_reminders.user_id',
  ],
  async erase(trx, userId) {
    // The photo files go once the erasure commits (answered as /private/... references).
    const photos = await trx.deleteFrom('check_in_photos').where('user_id', '=', userId).returning(['file', 'thumb_file']).execute();
    const ids = (await trx.selectFrom('check_ins').select('id').where('user_id', '=', userId).execute()).map((row) => row.id);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await trx.deleteFrom('check_in_answers').where('check_in_id', 'in', chunk).execute();
      await trx.deleteFrom('check_in_measurements').where('check_in_id', 'in', chunk).execute();
    }
    await trx.deleteFrom('check_in_measurements').where('user_id', '=', userId).execute();
    await trx.deleteFrom('check_ins').where('user_id', '=', userId).execute();
    await trx.updateTable('check_ins').set({ reviewed_by: null }).where('reviewed_by', '=', userId).execute();
    await trx.deleteFrom('check_in_days').where('user_id', '=', userId).execute();
    await trx.deleteFrom('check_in_reminders').where('user_id', '=', userId).execute();
    return photos.flatMap((row) => [checkInPhotoRef(row.file), checkInPhotoRef(row.thumb_file)]);
  },
  async exportMember(db, userId) {
    const checkIns = await db
      .selectFrom('check_ins')
      .select(['id', 'week_of', 'status', 'note', 'submitted_at', 'updated_at', 'reviewed_at', 'review_comment'])
      .where('user_id', '=', userId)
      .orderBy('week_of')
      .execute();
    const ids = checkIns.map((c) => c.id);
    const [answers, measurements, photos, day] = await Promise.all([
      ids.length
        ? db
            .selectFrom('check_in_answers')
            .select(['check_in_id', 'question_id', 'kind', 'label', 'value'])
            .where('check_in_id', 'in', ids)
            .orderBy('position')
            .execute()
        : [],
      db.selectFrom('check_in_measurements').select(['check_in_id', 'measurement', 'value']).where('user_id', '=', userId).execute(),
      db.selectFrom('check_in_photos').select(['check_in_id', 'pose', 'created_at']).where('user_id', '=', userId).execute(),
      db.selectFrom('check_in_days').select('day_of_week').where('user_id', '=', userId).executeTakeFirst(),
    ]);
    return {
      checkInDay: day?.day_of_week ?? null,
      checkIns: checkIns.map((c) => ({
        ...c,
        answers: answers
          .filter((a) => a.check_in_id === c.id)
          .map(({ check_in_id: _id, value, ...a }) => ({ ...a, value: parseValue(value) })),
        measurements: Object.fromEntries(measurements.filter((m) => m.check_in_id === c.id).map((m) => [m.measurement, m.value])),
        // The photos themselves are served to the member at these URLs while signed in.
        photos: photos
          .filter((p) => p.check_in_id === c.id)
          .map((p) => ({ pose: p.pose, uploaded_at: p.created_at, photo_url: checkInPhotoPath(c.id, p.pose) })),
      })),
    };
  },
};

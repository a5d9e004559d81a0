// The demo's weekly check-ins (issue 42): the coach's form (the default questions, an optional
// note question, weight, waist and hips, the three photos), eight weeks of check-ins for twelve
// members with slowly falling weight and waist, generated progress photos for four of them, older
// weeks reviewed (the comment in the member's conversation, naming the week), the latest ones
// waiting in the coach's queue, and one member who missed the last week. Written with the check-in
// module's own repository and photo pipeline (sharp re-encodes, thumbnails, private folder) on the
// demo's clock.
import { addIsoDays, checkInDueDate, checkInWeekOf, DEFAULT_CHECK_IN_FORM, isoDateInZone, type CheckInPose } from '@rhythmfit/contracts';
import { inTransaction } from '../db/database.js';
import { privateMediaDir } from '../lib/media.js';
import { encodeCheckInPhoto, storePhotoFiles, writeAnswersAndMeasurements, writeForm } from '../modules/check-ins/index.js';
import { seededRandom, type SeedContext } from './seed-context.js';

export const DEMO_CHECK_IN_WEEKS = 8;
/** Members (by index) who check in every week; the next one missed the last week. */
export const DEMO_CHECK_IN_MEMBERS = 12;
/** Of them, the first few send photos. */
const PHOTO_MEMBERS = 4;
/** The latest check-ins of this many members are still waiting for the coach. */
const WAITING = 5;

export interface DemoCheckInsResult {
  checkIns: number;
  reviewed: number;
  waiting: number;
  photos: number;
  missedMemberId: number | null;
}

const COMMENTS = [
  'Good steady week. Keep dinner before 8 and the evening walk going.',
  'Nice progress on the waist. Try to add one more glass of water a day.',
  'Sleep was a bit short midweek; aim for lights out by 11.',
  'Great adherence. Next week, let us add a second strength session.',
  'Hunger was high: add some protein at breakfast and see if it settles.',
];
const NOTES = ['Felt strong this week.', 'Travelled for two days, ate out a lot.', 'Knee a little sore after the run.', null, null];

/** A plain generated "progress photo": a figure on a backdrop, a little slimmer each week. */
async function demoPhoto(pose: CheckInPose, week: number, tint: string): Promise<Buffer> {
  const width = 600;
  const height = 800;
  const body = 150 - week * 3 - (pose === 'side' ? 60 : 0);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e9e4dc"/>
    <circle cx="300" cy="170" r="60" fill="${tint}"/>
    <rect x="${300 - body / 2}" y="240" width="${body}" height="320" rx="50" fill="${tint}"/>
    <rect x="${300 - body / 2 + 10}" y="540" width="${body / 2 - 15}" height="220" rx="30" fill="${tint}"/>
    <rect x="${300 + 5}" y="540" width="${body / 2 - 15}" height="220" rx="30" fill="${tint}"/>
    ${pose === 'back' ? '<rect x="240" y="250" width="120" height="12" fill="#00000022"/>' : ''}
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export async function seedCheckIns(context: SeedContext): Promise<DemoCheckInsResult> {
  const { db, config, now, coach, members } = context;
  const rand = seededRandom(4242);
  const zone = config.businessTimeZone;
  const today = isoDateInZone(now, zone);
  const privateDir = privateMediaDir(config.dataDir);
  const day = DEFAULT_CHECK_IN_FORM.dayOfWeek;
  // The latest check-in day; if its window is still open the demo's waiting check-ins are this week's.
  const latest = checkInWeekOf(today, day);
  const weeks = Array.from({ length: DEMO_CHECK_IN_WEEKS }, (_, i) => addIsoDays(latest, -7 * (DEMO_CHECK_IN_WEEKS - 1 - i)));
  const startedOn = addIsoDays(weeks[0]!, -3);
  // The missed member sends nothing from the last week whose window has closed.
  const lastClosed = checkInDueDate(latest) < today ? latest : addIsoDays(latest, -7);
  const questions = [
    ...DEFAULT_CHECK_IN_FORM.questions,
    { id: 'note_for_coach', kind: 'text' as const, label: 'Anything your coach should know?', required: false },
    { id: 'trained', kind: 'yes_no' as const, label: 'Did you do all your planned workouts?', required: false },
  ];
  await writeForm(
    db,
    { dayOfWeek: day, questions, measurements: ['weight', 'waist', 'hips'], photos: ['front', 'side', 'back'] },
    startedOn,
    new Date(`${startedOn}T04:00:00.000Z`).toISOString(),
  );
  const result: DemoCheckInsResult = { checkIns: 0, reviewed: 0, waiting: 0, photos: 0, missedMemberId: null };
  const count = Math.min(DEMO_CHECK_IN_MEMBERS + 1, members.length);
  for (let m = 0; m < count; m += 1) {
    const member = members[m]!;
    const missedLast = m === DEMO_CHECK_IN_MEMBERS;
    if (missedLast) result.missedMemberId = member.id;
    let weight = 68 + Math.round(rand() * 250) / 10;
    let waist = 78 + Math.round(rand() * 180) / 10;
    const hips = 92 + Math.round(rand() * 120) / 10;
    const tint = ['#8a6f5a', '#b58463', '#6d4c3d', '#c99a78'][m % 4]!;
    for (let w = 0; w < weeks.length; w += 1) {
      const weekOf = weeks[w]!;
      const isLast = w === weeks.length - 1;
      if (missedLast && weekOf >= lastClosed) continue;
      // Sent on the day or the next, in the morning or the evening (never after the demo's now).
      const sentDay = addIsoDays(weekOf, Math.floor(rand() * 2));
      let submittedAt = new Date(`${sentDay}T${rand() < 0.5 ? '03' : '14'}:${String(Math.floor(rand() * 60)).padStart(2, '0')}:00.000Z`);
      if (submittedAt > now) submittedAt = new Date(now.getTime() - 60 * 60_000);
      if (isoDateInZone(submittedAt, zone) < weekOf) continue;
      weight = Math.round((weight - 0.1 - rand() * 0.5 + (rand() < 0.2 ? 0.6 : 0)) * 10) / 10;
      waist = Math.round((waist - rand() * 0.7) * 10) / 10;
      const waiting = isLast && m < WAITING;
      const reviewedAt = waiting ? null : new Date(Math.min(submittedAt.getTime() + (6 + rand() * 30) * 3_600_000, now.getTime() - 60_000));
      const comment = COMMENTS[Math.floor(rand() * COMMENTS.length)]!;
      const answers = questions.map((q) => {
        const value =
          q.kind === 'scale'
            ? 5 + Math.floor(rand() * 5)
            : q.kind === 'yes_no'
              ? rand() < 0.75
              : (NOTES[Math.floor(rand() * NOTES.length)] ?? null);
        return { question_id: q.id, kind: q.kind, label: q.label, value: value === null ? null : JSON.stringify(value) };
      });
      const id = await inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('check_ins')
          .values({
            user_id: member.id,
            week_of: weekOf,
            status: reviewedAt ? 'reviewed' : 'submitted',
            note: null,
            submitted_at: submittedAt.toISOString(),
            updated_at: (reviewedAt ?? submittedAt).toISOString(),
            reviewed_at: reviewedAt?.toISOString() ?? null,
            reviewed_by: reviewedAt ? coach.id : null,
            review_comment: reviewedAt ? comment : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAnswersAndMeasurements(trx, { id: row.id, user_id: member.id, week_of: weekOf }, answers, { weight, waist, hips });
        if (reviewedAt) {
          const weekName = new Date(`${weekOf}T00:00:00Z`).toLocaleDateString('en-GB', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          });
          await trx
            .insertInto('messages')
            .values({
              user_id: member.id,
              sender_id: coach.id,
              from_coach: 1,
              body: `Your check-in for the week of ${weekName}:\n\n${comment}`,
              created_at: reviewedAt.toISOString(),
              read_at: reviewedAt.getTime() < now.getTime() - 86_400_000 ? reviewedAt.toISOString() : null,
            })
            .execute();
        }
        return row.id;
      });
      result.checkIns += 1;
      if (reviewedAt) result.reviewed += 1;
      else result.waiting += 1;
      if (m < PHOTO_MEMBERS) {
        for (const pose of ['front', 'side', 'back'] as const) {
          const stored = await storePhotoFiles(privateDir, await encodeCheckInPhoto(await demoPhoto(pose, w, tint)));
          await db
            .insertInto('check_in_photos')
            .values({
              check_in_id: id,
              user_id: member.id,
              pose,
              file: stored.file,
              thumb_file: stored.thumb,
              content_type: 'image/jpeg',
              created_at: submittedAt.toISOString(),
            })
            .execute();
          result.photos += 1;
        }
      }
    }
  }
  return result;
}

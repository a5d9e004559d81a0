// Weekly check-ins through the API on a real database (SQLite, and PostgreSQL in the
// server-postgres project): the form, the due window in the member's time zone, missed weeks,
// answers' kinds and ranges, the second submission, corrections until review, review once under
// two coaches at once, the queue, the review page, photos' privacy and metadata removal, erasure.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { CheckIn, CheckInCurrent, CheckInForm, CheckInQueue, CheckInReviewPage } from '@rhythmfit/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { privateMediaDir, removePrivateMedia } from '../../lib/media.js';
import { createCircadianRecord } from '../../../test/circadian-factories.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { CHECK_IN_PHOTO_FOLDER } from './check-in-photos.js';
import { checkInsMemberData } from './member-data.js';

let ctx: TestContext;
let coach: UserRow;
let coach2: UserRow;

// Monday 30 November 2026, 11:30 in Kolkata (the business time zone).
const KEY = randomUUID();
const MONDAY = new Date('2026-11-30T06:00:00Z');
const at = (iso: string) => vi.setSystemTime(new Date(iso));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-11-01T06:00:00Z');
  ctx = await buildTestApp({}, { notificationJobs: false });
  coach = await ctx.createAdmin('ADMIN', { name: 'Coach Asha' });
  coach2 = await ctx.createAdmin('ADMIN', { name: 'Coach Ravi' });
  // Check-ins began on 1 November (the coach saved the default form that day).
  const form = (await ctx.request(coach, { method: 'GET', url: '/api/admin/check-in-form' })).json() as CheckInForm;
  expect((await ctx.request(coach, { method: 'PUT', url: '/api/admin/check-in-form', payload: form })).statusCode).toBe(200);
});
afterEach(() => at(MONDAY.toISOString()));
afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
});

const answers = (value: unknown = 7) => ['energy', 'hunger', 'sleep_quality', 'adherence'].map((questionId) => ({ questionId, value }));
const body = (extra: Record<string, unknown> = {}) => ({
  answers: answers(),
  measurements: { weight: 72.5, waist: 84 },
  note: 'Good week',
  ...extra,
});
const send = (user: UserRow, payload: unknown = body(), headers: Record<string, string> = {}) =>
  ctx.request(user, { method: 'POST', url: '/api/check-ins', payload: payload as object, headers });
const current = async (user: UserRow) =>
  (await ctx.request(user, { method: 'GET', url: '/api/check-ins/current' })).json() as CheckInCurrent;
const setZone = (user: UserRow, timeZone: string) =>
  ctx.db
    .insertInto('notification_preferences')
    .values({
      user_id: user.id,
      push: 0,
      sms: 0,
      whatsapp: 0,
      live_session_alerts: 1,
      quiet_start: null,
      quiet_end: null,
      time_zone: timeZone,
      updated_at: new Date().toISOString(),
    })
    .execute();

async function memberSince(iso = '2026-11-02T06:00:00Z', overrides: Partial<UserRow> = {}) {
  at(iso);
  const member = await ctx.createMember(overrides);
  at(MONDAY.toISOString());
  return member;
}

describe('the form', () => {
  it('gives the default until saved, keeps ids, names new questions, refuses members and bad forms', async () => {
    const form = (await ctx.request(coach, { method: 'GET', url: '/api/admin/check-in-form' })).json() as CheckInForm;
    expect(form.questions.map((q) => q.id)).toEqual(['energy', 'hunger', 'sleep_quality', 'adherence']);
    expect(form).toMatchObject({ dayOfWeek: 1, measurements: ['weight', 'waist'], photos: ['front', 'side', 'back'], saved: true });

    const member = await ctx.createMember();
    expect((await ctx.request(member, { method: 'GET', url: '/api/admin/check-in-form' })).statusCode).toBe(403);
    expect((await ctx.request(null, { method: 'GET', url: '/api/admin/check-in-form' })).statusCode).toBe(401);

    const tooMany = { ...form, questions: Array.from({ length: 13 }, () => ({ kind: 'scale', label: 'Q', required: false })) };
    expect((await ctx.request(coach, { method: 'PUT', url: '/api/admin/check-in-form', payload: tooMany })).statusCode).toBe(400);
    const badMeasure = { ...form, measurements: ['neck'] };
    expect((await ctx.request(coach, { method: 'PUT', url: '/api/admin/check-in-form', payload: badMeasure })).statusCode).toBe(400);
  });
});

describe('sending a check-in', () => {
  it('is due on the day, answers 201 with labels, refuses a second one', async () => {
    const member = await memberSince();
    const now = await current(member);
    expect(now).toMatchObject({ weekOf: '2026-11-30', dueDate: '2026-12-02', status: 'due', checkIn: null });

    const sent = await send(member, body(), { 'idempotency-key': KEY });
    expect(sent.statusCode).toBe(201);
    const checkIn = sent.json() as CheckIn;
    expect(checkIn).toMatchObject({
      weekOf: '2026-11-30',
      status: 'submitted',
      photos: [],
      measurements: { weight: 72.5, waist: 84 },
      note: 'Good week',
    });
    expect(checkIn.answers[0]).toEqual({ questionId: 'energy', kind: 'scale', label: 'How was your energy this week?', value: 7 });

    // A retry with the same key answers the same; another send is refused.
    const retry = await send(member, body(), { 'idempotency-key': KEY });
    expect(retry.json().id).toBe(checkIn.id);
    const again = await send(member);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('check_in_already_submitted');
    expect(await current(member)).toMatchObject({ status: 'submitted', checkIn: { id: checkIn.id } });
  });

  it('refuses a missing required answer, a wrong kind, out of range values and unasked measurements, naming them', async () => {
    const member = await memberSince();
    const missing = await send(member, body({ answers: answers().slice(1) }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('How was your energy this week?');
    const wrongKind = await send(member, body({ answers: answers('high') }));
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().code).toBe('check_in_invalid_answer');
    expect((await send(member, body({ answers: answers(11) }))).statusCode).toBe(400);
    const unasked = await send(member, body({ measurements: { hips: 90 } }));
    expect(unasked.statusCode).toBe(400);
    expect(unasked.json().message).toContain('hips');
    expect((await send(member, body({ measurements: { weight: 401 } }))).json().message).toContain('weight');
    expect((await send(member)).statusCode).toBe(201);
  });

  it('is not due outside the window (409 check_in_not_due) and for a newcomer is not missed', async () => {
    const member = await memberSince('2026-11-30T03:00:00Z');
    const dayOf = (user: UserRow | null, id = member.id) =>
      ctx.request(user, { method: 'GET', url: `/api/admin/members/${id}/check-in-day` });
    // The form's day until the member has one of their own.
    expect((await dayOf(coach)).json()).toEqual({ userId: member.id, dayOfWeek: 1, own: false });
    expect((await dayOf(member)).statusCode).toBe(403);
    expect((await dayOf(coach, coach.id)).statusCode).toBe(404);
    const moved = await ctx.request(coach, {
      method: 'PUT',
      url: `/api/admin/members/${member.id}/check-in-day`,
      payload: { dayOfWeek: 4 },
    });
    expect(moved.json()).toEqual({ userId: member.id, dayOfWeek: 4, own: true });
    expect((await dayOf(coach)).json()).toEqual({ userId: member.id, dayOfWeek: 4, own: true });
    expect(await current(member)).toMatchObject({ weekOf: '2026-12-03', status: 'not_due' });
    const refused = await send(member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('check_in_not_due');
    expect(
      (await ctx.request(member, { method: 'PUT', url: `/api/admin/members/${member.id}/check-in-day`, payload: { dayOfWeek: 2 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.request(coach, { method: 'PUT', url: `/api/admin/members/${member.id}/check-in-day`, payload: { dayOfWeek: 8 } }))
        .statusCode,
    ).toBe(400);
  });

  it('counts the window in the member\u2019s time zone: missed in Kolkata while still due in Honolulu', async () => {
    const kolkata = await memberSince();
    const honolulu = await memberSince();
    await setZone(kolkata, 'Asia/Kolkata');
    await setZone(honolulu, 'Pacific/Honolulu');
    // Thursday 3 December 10:30 in Kolkata; Wednesday 2 December 19:00 in Honolulu.
    at('2026-12-03T05:00:00Z');
    expect(await current(kolkata)).toMatchObject({ weekOf: '2026-11-30', status: 'missed' });
    expect(await current(honolulu)).toMatchObject({ weekOf: '2026-11-30', status: 'due' });
    expect((await send(kolkata)).json().code).toBe('check_in_not_due');
    expect((await send(honolulu)).statusCode).toBe(201);

    const missed = (
      await ctx.request(coach, { method: 'GET', url: '/api/admin/check-ins?status=missed&from=2026-11-30&to=2026-11-30&pageSize=200' })
    ).json() as CheckInQueue;
    const ids = missed.items.map((item) => item.userId);
    expect(ids).toContain(kolkata.id);
    expect(ids).not.toContain(honolulu.id);
    expect(missed.items.find((item) => item.userId === kolkata.id)).toMatchObject({ id: null, status: 'missed', weekOf: '2026-11-30' });
  });
});

describe('the missed list', () => {
  it('lists each member\u2019s closed weeks without a check-in: gaps between sent weeks, an own check-in day, a newcomer; not the deleted or coaches', async () => {
    const gappy = await memberSince('2026-11-02T06:00:00Z', { name: 'Gap Member' });
    const thursday = await memberSince('2026-11-02T06:00:00Z', { name: 'Thursday Member' });
    const newcomer = await memberSince('2026-11-25T06:00:00Z', { name: 'New Member' });
    const gone = await memberSince('2026-11-02T06:00:00Z', { name: 'Gone Member' });
    for (const week of ['2026-11-09', '2026-11-23', '2026-11-30']) {
      at(`${week}T06:00:00Z`);
      expect((await send(gappy)).statusCode).toBe(201);
    }
    at(MONDAY.toISOString());
    const moved = await ctx.request(coach, {
      method: 'PUT',
      url: `/api/admin/members/${thursday.id}/check-in-day`,
      payload: { dayOfWeek: 4 },
    });
    expect(moved.statusCode).toBe(200);
    await ctx.db.updateTable('users').set({ deleted: 1 }).where('id', '=', gone.id).execute();

    // Thursday 3 December 10:30 in Kolkata: the week of 30 November closed yesterday; Thursday's week of today is open.
    at('2026-12-03T05:00:00Z');
    const missed = (
      await ctx.request(coach, { method: 'GET', url: '/api/admin/check-ins?status=missed&from=2026-11-01&to=2026-12-03&pageSize=200' })
    ).json() as CheckInQueue;
    const weeksOf = (user: UserRow) => missed.items.filter((item) => item.userId === user.id).map((item) => item.weekOf);
    expect(weeksOf(gappy)).toEqual(['2026-11-16', '2026-11-02']);
    expect(weeksOf(thursday)).toEqual(['2026-11-26', '2026-11-19', '2026-11-12', '2026-11-05']);
    expect(weeksOf(newcomer)).toEqual(['2026-11-30']);
    expect(weeksOf(gone)).toEqual([]);
    expect(missed.items.some((item) => item.userId === coach.id)).toBe(false);
    // Newest week first, then by name.
    const order = missed.items.map((item) => item.weekOf);
    expect(order).toEqual([...order].sort().reverse());
  });
});

describe('corrections, the review and the queue', () => {
  it('corrects until reviewed; labels stay as sent after a form change; one of two coaches reviews', async () => {
    const member = await memberSince('2026-11-02T06:00:00Z', { name: 'Meera Shah' });
    // Last week's check-in, then this week's.
    at('2026-11-23T06:00:00Z');
    const first = (await send(member, body({ measurements: { weight: 74, waist: 86 } }))).json() as CheckIn;
    at(MONDAY.toISOString());
    const sent = (await send(member)).json() as CheckIn;

    const fixed = await ctx.request(member, {
      method: 'PUT',
      url: `/api/check-ins/${sent.id}`,
      payload: body({ note: 'Corrected', measurements: { weight: 72 } }),
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ note: 'Corrected', measurements: { weight: 72 } });
    const other = await ctx.createMember();
    expect((await ctx.request(other, { method: 'PUT', url: `/api/check-ins/${sent.id}`, payload: body() })).statusCode).toBe(404);

    // The coach renames a question: the sent check-in keeps its label.
    const form = (await ctx.request(coach, { method: 'GET', url: '/api/admin/check-in-form' })).json() as CheckInForm;
    const renamed = { ...form, questions: form.questions.map((q) => (q.id === 'energy' ? { ...q, label: 'Energy (1-10)' } : q)) };
    const saved = (await ctx.request(coach, { method: 'PUT', url: '/api/admin/check-in-form', payload: renamed })).json() as CheckInForm;
    expect(saved.questions.find((q) => q.id === 'energy')?.label).toBe('Energy (1-10)');
    const page = (await ctx.request(coach, { method: 'GET', url: `/api/admin/check-ins/${sent.id}` })).json() as CheckInReviewPage;
    expect(page.checkIn.answers[0]!.label).toBe('How was your energy this week?');
    expect(page.previous?.id).toBe(first.id);
    expect(page.week).toMatchObject({ start: '2026-11-23', end: '2026-11-29', trainingCompliancePercent: null, sleepHoursAverage: null });
    // The week's training (issue 41's scheduled workouts): two of three done is 67 %; a workout
    // outside the seven days counts for nothing.
    const workout = (date: string, status: 'planned' | 'done' | 'skipped') => ({
      user_id: member.id,
      date,
      name: 'Push A',
      notes: '',
      items: '[]',
      exercise_ids: '[]',
      exercise_count: 0,
      status,
      created_at: '2026-11-20T00:00:00.000Z',
      updated_at: '2026-11-20T00:00:00.000Z',
    });
    await ctx.db
      .insertInto('scheduled_workouts')
      .values([
        workout('2026-11-23', 'done'),
        workout('2026-11-25', 'planned'),
        workout('2026-11-27', 'done'),
        workout('2026-11-30', 'planned'),
      ])
      .execute();
    const withTraining = (await ctx.request(coach, { method: 'GET', url: `/api/admin/check-ins/${sent.id}` })).json() as CheckInReviewPage;
    expect(withTraining.week.trainingCompliancePercent).toBe(67);
    expect(page.week.measurementChanges).toEqual([{ measurement: 'weight', previous: 74, current: 72, change: -2 }]);
    const firstPage = (await ctx.request(coach, { method: 'GET', url: `/api/admin/check-ins/${first.id}` })).json() as CheckInReviewPage;
    expect(firstPage.previous).toBeNull();
    expect(firstPage.week.measurementChanges).toBeNull();
    expect((await ctx.request(member, { method: 'GET', url: `/api/admin/check-ins/${sent.id}` })).statusCode).toBe(403);

    // The queue: oldest submitted first.
    const queue = (await ctx.request(coach, { method: 'GET', url: '/api/admin/check-ins?pageSize=200' })).json() as CheckInQueue;
    const mine = queue.items.filter((item) => item.userId === member.id).map((item) => item.id);
    expect(mine).toEqual([first.id, sent.id]);
    expect(queue.waiting).toBeGreaterThanOrEqual(2);
    const fromTo = (
      await ctx.request(coach, { method: 'GET', url: '/api/admin/check-ins?from=2026-11-30&to=2026-11-30&pageSize=200' })
    ).json() as CheckInQueue;
    expect(fromTo.items.every((item) => item.weekOf === '2026-11-30')).toBe(true);

    // Two coaches at once: one review wins, the other is told it is reviewed.
    const [a, b] = await Promise.all([
      ctx.request(coach, {
        method: 'POST',
        url: `/api/admin/check-ins/${sent.id}/review`,
        payload: { comment: 'Great work, keep dinner early.' },
      }),
      ctx.request(coach2, { method: 'POST', url: `/api/admin/check-ins/${sent.id}/review`, payload: { comment: 'Nice.' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().code).toBe('check_in_reviewed');
    const replay = await ctx.request(coach, {
      method: 'POST',
      url: `/api/admin/check-ins/${sent.id}/review`,
      payload: { comment: 'Again' },
    });
    expect(replay.json().code).toBe('check_in_reviewed');

    // The member: the check-in is reviewed, the comment is in the conversation naming the week.
    expect(await current(member)).toMatchObject({ status: 'reviewed', checkIn: { review: { reviewerName: expect.any(String) } } });
    const messages = (await ctx.request(member, { method: 'GET', url: '/api/messages' })).json() as { body: string; from: string }[];
    expect(messages.filter((m) => m.from === 'coach')).toHaveLength(1);
    expect(messages[0]!.body).toContain('week of 30 November 2026');
    const notifications = await ctx.db.selectFrom('notifications').select(['kind', 'body']).where('user_id', '=', member.id).execute();
    expect(notifications.map((n) => n.kind)).toEqual(['check_in_reviewed']);
    expect(notifications[0]!.body).not.toContain('Great work');
    const coachNotices = await ctx.db
      .selectFrom('notifications')
      .select(['kind', 'body'])
      .where('user_id', '=', coach.id)
      .where('kind', '=', 'coach_check_in_submitted')
      .execute();
    expect(coachNotices.some((n) => n.body.includes('Meera Shah'))).toBe(true);
    expect(coachNotices.every((n) => !/72|74|Good week/.test(n.body))).toBe(true);

    // No correction once reviewed.
    const late = await ctx.request(member, { method: 'PUT', url: `/api/check-ins/${sent.id}`, payload: body() });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('check_in_reviewed');

    // History (own and the coach's view), newest first; measurement series oldest first.
    const history = (await ctx.request(member, { method: 'GET', url: '/api/check-ins' })).json() as CheckIn[];
    expect(history.map((c) => c.id)).toEqual([sent.id, first.id]);
    const coachView = (await ctx.request(coach, { method: 'GET', url: `/api/admin/members/${member.id}/check-ins` })).json() as CheckIn[];
    expect(coachView.map((c) => c.id)).toEqual([sent.id, first.id]);
    const series = (await ctx.request(member, { method: 'GET', url: '/api/check-ins/measurements' })).json();
    expect(series.weight).toEqual([
      { date: '2026-11-23', value: 74 },
      { date: '2026-11-30', value: 72 },
    ]);
    expect(series.waist).toEqual([{ date: '2026-11-23', value: 86 }]);
    expect(series.bodyFat).toEqual([]);
    const reviewed = (
      await ctx.request(coach, { method: 'GET', url: '/api/admin/check-ins?status=reviewed&pageSize=200' })
    ).json() as CheckInQueue;
    expect(reviewed.items.find((item) => item.id === sent.id)).toMatchObject({ status: 'reviewed', userName: 'Meera Shah' });
  });
});

describe('the review page\u2019s week', () => {
  it('takes the seven days before the check-in day from the circadian logs', async () => {
    const member = await memberSince();
    // 23-29 November: meals 08:00-19:00 (11 h) on five days, 08:00-21:00 (13 h) on two; sleep 23:00-06:30 (7.5 h).
    for (let i = 0; i < 7; i += 1) {
      const date = `2026-11-${23 + i}`;
      const next = `2026-11-${24 + i}`;
      await createCircadianRecord(ctx.db, member.id, date, {
        breakfast_logged: 1,
        breakfast_time: '08:00',
        dinner_logged: 1,
        dinner_time: i < 2 ? '21:00' : '19:00',
        sleep_start: `${date}T17:30:00.000Z`,
        sleep_end: `${next}T01:00:00.000Z`,
      });
    }
    const sent = (await send(member)).json() as CheckIn;
    const page = (await ctx.request(coach, { method: 'GET', url: `/api/admin/check-ins/${sent.id}` })).json() as CheckInReviewPage;
    expect(page.week).toMatchObject({ start: '2026-11-23', end: '2026-11-29', eatingWindowMedianHours: 11, sleepHoursAverage: 7.5 });
    expect(page.week.sleepRegularity).toBeGreaterThan(90);
  });
});

describe('photos', () => {
  const privateDir = () => privateMediaDir(ctx.config.dataDir);
  const upload = (user: UserRow | null, id: number, pose: string, file: Buffer, name = 'photo.jpg') => {
    const boundary = '----checkin';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx.request(user, {
      method: 'POST',
      url: `/api/check-ins/${id}/photos/${pose}`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const jpegWithGps = () =>
    sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#c08060' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Secret Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
      .toBuffer();

  it('stores a photo without its metadata, privately; serves it to the member and coaches only, never cached', async () => {
    const member = await memberSince();
    const checkIn = (await send(member)).json() as CheckIn;
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const stored = await upload(member, checkIn.id, 'front', original);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().photos).toEqual([
      expect.objectContaining({
        pose: 'front',
        url: `/api/check-ins/${checkIn.id}/photos/front`,
        thumbUrl: `/api/check-ins/${checkIn.id}/photos/front?size=thumb`,
      }),
    ]);

    const mine = await ctx.request(member, { method: 'GET', url: `/api/check-ins/${checkIn.id}/photos/front` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('no-store');
    const meta = await sharp(mine.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(mine.rawPayload.includes(Buffer.from('Secret Phone'))).toBe(false);
    const thumb = await ctx.request(coach, { method: 'GET', url: `/api/check-ins/${checkIn.id}/photos/front?size=thumb` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toBe('no-store');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBeLessThanOrEqual(320);

    const other = await ctx.createMember();
    expect((await ctx.request(other, { method: 'GET', url: `/api/check-ins/${checkIn.id}/photos/front` })).statusCode).toBe(404);
    expect((await ctx.request(null, { method: 'GET', url: `/api/check-ins/${checkIn.id}/photos/front` })).statusCode).toBe(401);
    expect((await ctx.request(member, { method: 'GET', url: `/api/check-ins/${checkIn.id}/photos/back` })).statusCode).toBe(404);
    expect((await upload(other, checkIn.id, 'front', original)).statusCode).toBe(404);
    expect((await upload(null, checkIn.id, 'front', original)).statusCode).toBe(401);

    // Not under /uploads: the file is in the private folder.
    expect(readdirSync(path.join(privateDir(), CHECK_IN_PHOTO_FOLDER))).toHaveLength(2);
    expect(existsSync(path.join(ctx.config.uploadsDir, CHECK_IN_PHOTO_FOLDER))).toBe(false);

    // A new one replaces the old (its files go).
    const png = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#336699' } })
      .png()
      .toBuffer();
    expect((await upload(member, checkIn.id, 'front', png, 'photo.png')).statusCode).toBe(200);
    expect(readdirSync(path.join(privateDir(), CHECK_IN_PHOTO_FOLDER))).toHaveLength(2);

    // Anything but JPEG, PNG or WebP by its bytes is refused; a bad pose too.
    const text = await upload(member, checkIn.id, 'side', Buffer.from('not an image at all, just text'));
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('unsupported_media');
    expect((await upload(member, checkIn.id, 'top', png)).statusCode).toBe(400);

    // Erasure removes rows and files; the export lists the photos.
    const exported = await checkInsMemberData.exportMember(ctx.db, member.id);
    expect(JSON.stringify(exported)).toContain(`/api/check-ins/${checkIn.id}/photos/front`);
    const refs = await ctx.db.transaction().execute((trx) => checkInsMemberData.erase(trx, member.id, '2026-11-30'));
    for (const ref of refs) await removePrivateMedia(privateDir(), ref);
    expect(readdirSync(path.join(privateDir(), CHECK_IN_PHOTO_FOLDER))).toHaveLength(0);
    expect(await ctx.db.selectFrom('check_ins').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('check_in_answers').select('check_in_id').where('check_in_id', '=', checkIn.id).execute()).toEqual([]);
  });

  it('answers 413 for a photo over the upload limit', async () => {
    const small = await buildTestApp({ UPLOAD_LIMIT_BYTES: '2000' }, { notificationJobs: false });
    try {
      const member = await small.createMember();
      const checkIn = (await small.request(member, { method: 'POST', url: '/api/check-ins', payload: body() })).json() as CheckIn;
      const boundary = '----big';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        Buffer.alloc(5000, 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const big = await small.request(member, {
        method: 'POST',
        url: `/api/check-ins/${checkIn.id}/photos/front`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(big.statusCode).toBe(413);
      expect(big.json().code).toBeTypeOf('string');
    } finally {
      await small.close();
    }
  });
});

describe('needs attention and reminders', () => {
  it('lists missed_check_in with the weeks missed in a row, and not for one who sent it', async () => {
    const idle = await memberSince('2026-11-02T06:00:00Z', { name: 'Idle Ira' });
    const keen = await memberSince('2026-11-02T06:00:00Z', { name: 'Keen Kabir' });
    expect((await send(keen)).statusCode).toBe(201);
    at('2026-12-03T05:00:00Z');
    const list = (await ctx.request(coach, { method: 'GET', url: '/api/admin/attention' })).json() as {
      user: { id: number };
      reasons: { code: string; value: number; since: string | null; text: string }[];
    }[];
    const reason = list.find((m) => m.user.id === idle.id)?.reasons.find((r) => r.code === 'missed_check_in');
    expect(reason).toMatchObject({ value: 5, since: '2026-11-30', text: 'Missed the last 5 weekly check-ins.' });
    expect(list.find((m) => m.user.id === keen.id)?.reasons.find((r) => r.code === 'missed_check_in')).toBeUndefined();
  });

  it('sends check_in_due once on the morning of the day, in the member\u2019s zone, unless turned off or already sent', async () => {
    const plain = await memberSince();
    const off = await memberSince();
    const away = await memberSince();
    await setZone(away, 'Pacific/Honolulu');
    at(MONDAY.toISOString());
    const prefs = (await ctx.request(off, { method: 'GET', url: '/api/notifications/preferences' })).json();
    expect(prefs.checkInReminders).toBe(true);
    const saved = await ctx.request(off, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { ...prefs, checkInReminders: false },
    });
    expect(saved.json().checkInReminders).toBe(false);

    const dueOf = async (user: UserRow) =>
      await ctx.db
        .selectFrom('notifications')
        .select(['kind', 'body'])
        .where('user_id', '=', user.id)
        .where('kind', '=', 'check_in_due')
        .execute();
    // Monday 7 December, 07:30 in Kolkata: not yet.
    await ctx.app.checkIns.runDue(new Date('2026-12-07T02:00:00Z'));
    expect(await dueOf(plain)).toHaveLength(0);
    // 08:30 in Kolkata (Sunday evening in Honolulu).
    await ctx.app.checkIns.runDue(new Date('2026-12-07T03:00:00Z'));
    await ctx.app.checkIns.runDue(new Date('2026-12-07T04:00:00Z'));
    expect(await dueOf(plain)).toHaveLength(1);
    expect((await dueOf(plain))[0]!.body).toBe('Your weekly check-in is open. It takes a few minutes.');
    expect(await dueOf(off)).toHaveLength(0);
    expect(await dueOf(away)).toHaveLength(0);
    // Monday 08:00 in Honolulu.
    await ctx.app.checkIns.runDue(new Date('2026-12-07T18:30:00Z'));
    expect(await dueOf(away)).toHaveLength(1);
    await ctx.app.notifications.settled();
  });
});

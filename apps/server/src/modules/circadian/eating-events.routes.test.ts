// Eating events (issue 22): anything eaten or drunk at any time of the day, through the API only.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EATING_EVENTS_PER_DAY, isoDateInZone, shiftIsoDate, type AttentionMember } from '@rhythmfit/contracts';
import type { UserRow } from '../../db/schema.js';
import { privateMediaDir } from '../../lib/media.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { multipart, pngBytes } from '../../../test/content-factories.js';
import { jpegWithExif } from '../../../test/tracking-factories.js';
import { utcDate } from '../../../test/circadian-factories.js';

const ZONE = 'Asia/Kolkata';
let ctx: TestContext;
let member: UserRow;
let other: UserRow;
let coach: UserRow;

beforeAll(async () => {
  ctx = await buildTestApp({ BUSINESS_TIME_ZONE: ZONE });
  member = await ctx.createMember();
  other = await ctx.createMember();
  coach = await ctx.createAdmin();
});
afterAll(() => ctx.close());

const eating = (date: string) => `/api/circadian/date/${date}/eating`;
const add = (who: UserRow | null, date: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.request(who, { method: 'POST', url: eating(date), payload: payload as Record<string, unknown>, headers });
const photoDir = () => path.join(privateMediaDir(ctx.config.dataDir), 'eating_photos');

async function eventsOf(userId: number, date: string) {
  return ctx.db.selectFrom('eating_events').selectAll().where('user_id', '=', userId).where('date', '=', date).execute();
}

/** The figures the database keeps for the attention query (migration 0010). */
async function dayFigures(userId: number, date: string) {
  return ctx.db
    .selectFrom('circadian_records')
    .select(['eating_window_minutes' as never, 'last_eating_time' as never])
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .executeTakeFirst() as Promise<{ eating_window_minutes: number | null; last_eating_time: string | null } | undefined>;
}

describe('POST /api/circadian/date/{date}/eating', () => {
  it('adds events at any time of day and answers the day record with them sorted by time', async () => {
    const date = '2025-03-01';
    const late = await add(member, date, { time: '22:30', kind: 'snack', note: '  biscuits and chai  ' });
    expect(late.statusCode).toBe(201);
    const early = await add(member, date, { time: '06:00', kind: 'drink' });
    expect(early.statusCode).toBe(201);
    const body = early.json();
    expect(body.date).toBe(date);
    expect(body.eating).toEqual([
      { id: expect.any(Number), time: '06:00', kind: 'drink', note: null, photoUrl: null },
      { id: expect.any(Number), time: '22:30', kind: 'snack', note: 'biscuits and chai', photoUrl: null },
    ]);
    // The meal marks are untouched.
    expect(body).toMatchObject({ breakfastLogged: false, dinnerLogged: false, waterCups: 0 });
    const read = await ctx.request(member, { method: 'GET', url: `/api/circadian/date/${date}` });
    expect(read.json().eating.map((e: { time: string }) => e.time)).toEqual(['06:00', '22:30']);
    // Another member's day does not show them.
    expect((await ctx.request(other, { method: 'GET', url: `/api/circadian/date/${date}` })).json().eating).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await add(null, '2025-03-02', { time: '10:00', kind: 'meal' })).statusCode).toBe(401);
  });

  it('refuses a malformed time, an unknown kind, a long note and a future date with a clear 400', async () => {
    const date = '2025-03-03';
    for (const time of ['24:10', '7pm', '7:00', '12:60', '']) {
      const res = await add(member, date, { time, kind: 'snack' });
      expect(res.statusCode, time).toBe(400);
      expect(res.json().message).toMatch(/time/i);
    }
    const kind = await add(member, date, { time: '10:00', kind: 'brunch' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain('kind must be meal, snack or drink');
    const note = await add(member, date, { time: '10:00', kind: 'meal', note: 'x'.repeat(201) });
    expect(note.statusCode).toBe(400);
    expect(note.json().message).toContain('note must be at most 200 characters');
    // 200 characters (after trimming) are fine.
    expect((await add(member, date, { time: '10:00', kind: 'meal', note: ` ${'y'.repeat(200)} ` })).statusCode).toBe(201);
    const future = await add(member, utcDate(3), { time: '10:00', kind: 'meal' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toContain('date cannot be in the future');
    expect(await eventsOf(member.id, date)).toHaveLength(1);
  });

  it(`refuses the ${MAX_EATING_EVENTS_PER_DAY + 1}st event of a day`, async () => {
    const date = '2025-03-04';
    for (let i = 0; i < MAX_EATING_EVENTS_PER_DAY; i += 1) {
      const res = await add(member, date, { time: `${String(i).padStart(2, '0')}:15`, kind: 'drink' });
      expect(res.statusCode).toBe(201);
    }
    const refused = await add(member, date, { time: '23:00', kind: 'snack' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: expect.stringContaining('at most 20 eating events'), code: 'too_many_eating_events' });
    expect(await eventsOf(member.id, date)).toHaveLength(MAX_EATING_EVENTS_PER_DAY);
    // Another day, and another member's same day, are not affected.
    expect((await add(member, '2025-03-05', { time: '23:00', kind: 'snack' })).statusCode).toBe(201);
    expect((await add(other, date, { time: '23:00', kind: 'snack' })).statusCode).toBe(201);
  });

  it('lets no concurrent write past 20 events a day', async () => {
    const date = '2025-03-06';
    for (let i = 0; i < MAX_EATING_EVENTS_PER_DAY - 2; i += 1)
      await add(member, date, { time: `${String(i).padStart(2, '0')}:00`, kind: 'meal' });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => add(member, date, { time: `23:0${i}`, kind: 'snack' })));
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 400, 400, 400, 400]);
    expect(await eventsOf(member.id, date)).toHaveLength(MAX_EATING_EVENTS_PER_DAY);
  });

  it('stores an event replayed by the offline queue (same Idempotency-Key) once', async () => {
    const date = '2025-03-07';
    const key = randomUUID();
    const first = await add(member, date, { time: '21:45', kind: 'meal', note: 'offline dinner' }, { 'idempotency-key': key });
    const again = await add(member, date, { time: '21:45', kind: 'meal', note: 'offline dinner' }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await eventsOf(member.id, date)).toHaveLength(1);
    // A new key is a new event.
    expect((await add(member, date, { time: '21:50', kind: 'drink' }, { 'idempotency-key': randomUUID() })).statusCode).toBe(201);
    expect(await eventsOf(member.id, date)).toHaveLength(2);
  });
});

describe('DELETE /api/circadian/date/{date}/eating/{id}', () => {
  it("removes the member's own event and answers the day record; 404 for anyone else's, another date or an unknown id", async () => {
    const date = '2025-03-10';
    const created = (await add(member, date, { time: '23:10', kind: 'snack' })).json();
    const id: number = created.eating[0].id;
    await add(member, date, { time: '08:00', kind: 'meal' });

    expect((await ctx.request(other, { method: 'DELETE', url: `${eating(date)}/${id}` })).statusCode).toBe(404);
    expect((await ctx.request(coach, { method: 'DELETE', url: `${eating(date)}/${id}` })).statusCode).toBe(404);
    expect((await ctx.request(member, { method: 'DELETE', url: `${eating('2025-03-11')}/${id}` })).statusCode).toBe(404);
    expect((await ctx.request(member, { method: 'DELETE', url: `${eating(date)}/99999999` })).statusCode).toBe(404);
    expect((await ctx.request(null, { method: 'DELETE', url: `${eating(date)}/${id}` })).statusCode).toBe(401);
    expect((await ctx.request(member, { method: 'DELETE', url: `${eating(date)}/abc` })).statusCode).toBe(400);
    expect(await dayFigures(member.id, date)).toEqual({ eating_window_minutes: 910, last_eating_time: '23:10' });

    const res = await ctx.request(member, { method: 'DELETE', url: `${eating(date)}/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().eating.map((e: { time: string }) => e.time)).toEqual(['08:00']);
    expect(await eventsOf(member.id, date)).toHaveLength(1);
    // The day's figures follow: one eating left, no window.
    expect(await dayFigures(member.id, date)).toEqual({ eating_window_minutes: null, last_eating_time: '08:00' });
  });
});

describe('the coach', () => {
  it("reads a member's events in the day entry and adds one during a call; members cannot write for others", async () => {
    const date = '2025-03-12';
    await add(member, date, { time: '07:30', kind: 'drink', note: 'tea' });
    const byCoach = await ctx.request(coach, {
      method: 'POST',
      url: `/api/circadian/user/${member.id}/date/${date}/eating`,
      payload: { time: '23:30', kind: 'snack', note: 'said on the call' },
    });
    expect(byCoach.statusCode).toBe(201);
    expect(byCoach.json().eating.map((e: { time: string; note: string }) => [e.time, e.note])).toEqual([
      ['07:30', 'tea'],
      ['23:30', 'said on the call'],
    ]);
    const read = await ctx.request(coach, { method: 'GET', url: `/api/circadian/user/${member.id}/date/${date}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ date, breakfast_logged: false, eating: [{ time: '07:30' }, { time: '23:30' }] });

    const refused = await ctx.request(other, {
      method: 'POST',
      url: `/api/circadian/user/${member.id}/date/${date}/eating`,
      payload: { time: '12:00', kind: 'meal' },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await ctx.request(coach, {
      method: 'POST',
      url: `/api/circadian/user/${member.id}/date/${date}/eating`,
      payload: { time: '25:00', kind: 'meal' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await eventsOf(member.id, date)).toHaveLength(2);

    // The tracker shows them too.
    const all = await ctx.request(coach, { method: 'GET', url: `/api/admin/circadian/all?date=${date}` });
    const entry = all.json().find((e: { userId: number }) => e.userId === member.id);
    expect(entry.eating.map((e: { time: string }) => e.time)).toEqual(['07:30', '23:30']);
  });
});

describe('the eating window with events', () => {
  it('runs from the first to the last of meal marks and events (water is not eating) in the insights and the days', async () => {
    const date = '2025-03-20';
    await ctx.request(member, { method: 'POST', url: `/api/circadian/date/${date}/meal`, payload: { meal: 'breakfast', time: '08:00' } });
    await ctx.request(member, { method: 'POST', url: `/api/circadian/date/${date}/water`, payload: { cups: 2 } });
    const marksOnly = await ctx.request(member, { method: 'GET', url: `/api/circadian/insights?days=1&end=${date}` });
    expect(marksOnly.json().series[0].eatingWindowHours).toBeNull();
    await add(member, date, { time: '06:00', kind: 'drink' });
    await add(member, date, { time: '22:30', kind: 'snack' });
    const insights = (await ctx.request(member, { method: 'GET', url: `/api/circadian/insights?days=1&end=${date}` })).json();
    expect(insights.series[0].eatingWindowHours).toBe(16.5);
    expect(insights.averageEatingWindowHours).toBe(16.5);
    expect(await dayFigures(member.id, date)).toEqual({ eating_window_minutes: 990, last_eating_time: '22:30' });
    const days = (await ctx.request(coach, { method: 'GET', url: `/api/circadian/user/${member.id}/days?days=1&end=${date}` })).json();
    expect(days[0].eating.map((e: { time: string }) => e.time)).toEqual(['06:00', '22:30']);
    expect(days[0].eating_window_hours).toBe(16.5);
    const entry = (await ctx.request(coach, { method: 'GET', url: `/api/circadian/user/${member.id}/date/${date}` })).json();
    expect(entry.eating_window_hours).toBe(16.5);
    const coachInsights = (
      await ctx.request(coach, { method: 'GET', url: `/api/admin/circadian/insights/${member.id}?days=1&end=${date}` })
    ).json();
    expect(coachInsights.series[0].eatingWindowHours).toBe(16.5);
  });
});

describe('food photos', () => {
  const photoUrl = (date: string, id: number) => `${eating(date)}/${id}/photo`;

  it('stores a re-encoded photo without metadata in a private folder, shown to the member and coaches only', async () => {
    const date = '2025-04-01';
    const id: number = (await add(member, date, { time: '21:30', kind: 'meal' })).json().eating[0].id;
    const original = await jpegWithExif();
    const form = await multipart({}, [{ field: 'photo', data: original, filename: 'dinner.jpg', type: 'image/jpeg' }]);
    const res = await ctx.request(member, { method: 'POST', url: photoUrl(date, id), ...form });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().eating[0].photoUrl;
    expect(url).toBe(`/api/circadian/eating/${id}/photo`);

    const mine = await ctx.request(member, { method: 'GET', url });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(mine.headers['cache-control']).toBe('no-store');
    const meta = await sharp(mine.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(mine.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
    expect((await ctx.request(coach, { method: 'GET', url })).statusCode).toBe(200);

    // Another member, a signed-out visitor and a guessed id all get the same 404, never cached.
    for (const [who, target] of [
      [other, url],
      [null, url],
      [member, `/api/circadian/eating/${id + 1000}/photo`],
      [other, `/api/circadian/eating/${id + 1000}/photo`],
    ] as const) {
      const denied = await ctx.request(who, { method: 'GET', url: target });
      expect(denied.statusCode).toBe(404);
      expect(denied.headers['cache-control']).toBe('no-store');
      expect(denied.rawPayload.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    }
    // Not a public file: nothing under /uploads, and the private folder is not served.
    const [file] = readdirSync(photoDir()).filter((name) => !name.startsWith('.'));
    expect(file).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(existsSync(path.join(ctx.config.uploadsDir, 'eating_photos'))).toBe(false);
    for (const guess of [`/uploads/eating_photos/${file}`, `/private/eating_photos/${file}`, `/uploads/../private/eating_photos/${file}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: guess });
      expect(res.rawPayload.includes(Buffer.from([0xff, 0xd8, 0xff])), guess).toBe(false);
    }
    // Another member cannot put a photo on it.
    const png = await multipart({}, [{ field: 'photo', data: await pngBytes(), filename: 'x.png', type: 'image/png' }]);
    expect((await ctx.request(other, { method: 'POST', url: photoUrl(date, id), ...png })).statusCode).toBe(404);

    // Replacing the photo removes the old file; deleting the event removes the new one.
    const replaced = await ctx.request(member, { method: 'POST', url: photoUrl(date, id), ...png });
    expect(replaced.statusCode).toBe(200);
    expect(existsSync(path.join(photoDir(), file!))).toBe(false);
    expect((await ctx.request(member, { method: 'GET', url })).headers['content-type']).toMatch(/^image\/png/);
    const files = readdirSync(photoDir());
    expect(files).toHaveLength(1);
    expect((await ctx.request(member, { method: 'DELETE', url: `${eating(date)}/${id}` })).statusCode).toBe(200);
    expect(existsSync(path.join(photoDir(), files[0]!))).toBe(false);
    expect((await ctx.request(member, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a GIF, a file that is not an image and a missing photo with a clear 400', async () => {
    const date = '2025-04-02';
    const id: number = (await add(member, date, { time: '13:00', kind: 'meal' })).json().eating[0].id;
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    for (const data of [gif, Buffer.from('%PDF-1.7 not a photo at all, really')]) {
      const form = await multipart({}, [{ field: 'photo', data, filename: 'food.jpg', type: 'image/jpeg' }]);
      const res = await ctx.request(member, { method: 'POST', url: photoUrl(date, id), ...form });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Please choose a photo (JPEG, PNG or WebP).', code: 'unsupported_media' });
    }
    const empty = await multipart({ note: 'no file' });
    const missing = await ctx.request(member, { method: 'POST', url: photoUrl(date, id), ...empty });
    expect(missing.statusCode).toBe(400);
    const json = await ctx.request(member, { method: 'POST', url: photoUrl(date, id), payload: { photo: 'x' } });
    expect(json.statusCode).toBe(400);
    expect((await eventsOf(member.id, date))[0]!.photo_file).toBeNull();
  });
});

describe('erasure and export', () => {
  it("exports the member's events, and erasing the member removes them and their photos", async () => {
    const leaving = await ctx.createMember();
    const date = '2025-05-01';
    const id: number = (await add(leaving, date, { time: '23:45', kind: 'snack', note: 'midnight toast' })).json().eating[0].id;
    const form = await multipart({}, [{ field: 'photo', data: await pngBytes(), filename: 'x.png', type: 'image/png' }]);
    await ctx.request(leaving, { method: 'POST', url: `${eating(date)}/${id}/photo`, ...form });
    const stored = (await eventsOf(leaving.id, date))[0]!.photo_file!;
    expect(existsSync(path.join(photoDir(), stored))).toBe(true);

    const exported = (await ctx.request(leaving, { method: 'GET', url: '/api/account/export' })).json();
    expect(exported.eatingEvents).toEqual([
      expect.objectContaining({
        id,
        date,
        time: '23:45',
        kind: 'snack',
        note: 'midnight toast',
        photo_url: `/api/circadian/eating/${id}/photo`,
      }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(stored);
    expect(exported.circadianDays).toEqual([expect.objectContaining({ date, eating_window_hours: null })]);
    await add(leaving, date, { time: '07:15', kind: 'drink' });
    const again = (await ctx.request(leaving, { method: 'GET', url: '/api/account/export' })).json();
    expect(again.circadianDays).toEqual([expect.objectContaining({ date, eating_window_hours: 16.5 })]);

    const marked = await ctx.request(leaving, { method: 'POST', url: '/api/delete-account-request', payload: { mobile: leaving.mobile } });
    expect(marked.statusCode).toBe(201);
    const request = await ctx.db
      .selectFrom('account_deletion_requests')
      .select('id')
      .where('user_id', '=', leaving.id)
      .executeTakeFirstOrThrow();
    expect((await ctx.request(coach, { method: 'POST', url: `/api/admin/delete-account-requests/${request.id}/erase` })).statusCode).toBe(
      200,
    );
    expect(await eventsOf(leaving.id, date)).toHaveLength(0);
    expect(existsSync(path.join(photoDir(), stored))).toBe(false);
    expect((await ctx.request(coach, { method: 'GET', url: `/api/circadian/eating/${id}/photo` })).statusCode).toBe(404);
  });
});

describe('Needs attention from what a member logged', () => {
  it('lists a member who logs tea at 06:00 and a snack at 22:30 every day for a week with long_eating_window and late_dinner', async () => {
    const nightOwl = await ctx.createMember({ name: 'Night Owl' });
    const today = isoDateInZone(new Date(), ZONE);
    for (let d = 0; d < 7; d += 1) {
      const date = shiftIsoDate(today, -d);
      expect((await add(nightOwl, date, { time: '06:00', kind: 'drink', note: 'tea' })).statusCode).toBe(201);
      expect((await add(nightOwl, date, { time: '22:30', kind: 'snack' })).statusCode).toBe(201);
    }
    const res = await ctx.request(coach, { method: 'GET', url: '/api/admin/attention' });
    expect(res.statusCode).toBe(200);
    const entry = (res.json() as AttentionMember[]).find((m) => m.user.id === nightOwl.id);
    expect(entry).toBeDefined();
    const codes = entry!.reasons.map((r) => r.code);
    expect(codes).toContain('long_eating_window');
    expect(codes).toContain('late_dinner');
    expect(entry!.reasons.find((r) => r.code === 'long_eating_window')).toMatchObject({ value: 16.5, threshold: 14 });
    expect(entry!.reasons.find((r) => r.code === 'late_dinner')).toMatchObject({ value: 7, threshold: 4 });
  });
});

describe('food photo size', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await buildTestApp({ UPLOAD_LIMIT_BYTES: '4096' });
  });
  afterAll(() => small.close());

  it('refuses a photo over UPLOAD_LIMIT_BYTES with 413 and stores nothing', async () => {
    const who = await small.createMember();
    const date = '2025-04-03';
    const created = await small.request(who, { method: 'POST', url: eating(date), payload: { time: '20:30', kind: 'meal' } });
    const id: number = created.json().eating[0].id;
    const noise = randomBytes(64 * 64 * 3);
    const big = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(4096);
    const form = await multipart({}, [{ field: 'photo', data: big, filename: 'big.png', type: 'image/png' }]);
    const res = await small.request(who, { method: 'POST', url: `${eating(date)}/${id}/photo`, ...form });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
    const row = await small.db.selectFrom('eating_events').select('photo_file').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.photo_file).toBeNull();
    const dir = path.join(privateMediaDir(small.config.dataDir), 'eating_photos');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});

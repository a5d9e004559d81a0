// The exercise library routes on a real database: filters and paging, the coach's own exercises
// (JSON and multipart with a video checked by its bytes and served with Range), names unique
// case-insensitively, built-in ones untouchable, delete vs archive, and members refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { mp4Bytes, multipart, pngBytes } from '../../../test/content-factories.js';
import type { UserRow } from '../../db/schema.js';

describe('exercise library', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let member: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
    admin = await ctx.createAdmin();
    member = await ctx.createMember();
  });
  afterAll(() => ctx.close());

  const own = (name: string) => ({
    name,
    category: 'strength',
    primaryMuscles: ['glutes'],
    secondaryMuscles: ['hamstrings'],
    equipment: 'band',
    tracking: 'reps',
    instructions: 'Walk sideways against the band.',
  });

  it('lists the built-in library for any signed-in user, filtered and paged', async () => {
    const all = await ctx.request(member, { method: 'GET', url: '/api/exercises' });
    expect(all.statusCode).toBe(200);
    const list = all.json() as Array<{ id: number; builtIn: boolean; archived: boolean; name: string }>;
    expect(list.length).toBeGreaterThanOrEqual(150);
    expect(list.every((e) => e.builtIn && !e.archived)).toBe(true);

    const squat = await ctx.request(member, { method: 'GET', url: '/api/exercises?q=back%20squat' });
    expect((squat.json() as Array<{ name: string }>).map((e) => e.name)).toContain('Barbell Back Squat');

    const calves = (await ctx.request(member, { method: 'GET', url: '/api/exercises?muscle=calves' })).json() as Array<{
      primaryMuscles: string[];
      secondaryMuscles: string[];
    }>;
    expect(calves.length).toBeGreaterThan(0);
    expect(calves.every((e) => [...e.primaryMuscles, ...e.secondaryMuscles].includes('calves'))).toBe(true);

    const barbell = (
      await ctx.request(member, { method: 'GET', url: '/api/exercises?equipment=barbell&category=strength' })
    ).json() as Array<{
      equipment: string;
      category: string;
    }>;
    expect(barbell.every((e) => e.equipment === 'barbell' && e.category === 'strength')).toBe(true);

    const page = await ctx.request(member, { method: 'GET', url: '/api/exercises?page=2&pageSize=10' });
    expect(page.json()).toHaveLength(10);
    expect(Number(page.headers['x-total-count'])).toBe(list.length);

    const one = await ctx.request(member, { method: 'GET', url: `/api/exercises/${list[0]!.id}` });
    expect(one.json()).toMatchObject({ id: list[0]!.id, builtIn: true, videoUrl: null, videoLink: null });
    expect((await ctx.request(member, { method: 'GET', url: '/api/exercises/999999' })).statusCode).toBe(404);
    expect((await ctx.request(null, { method: 'GET', url: '/api/exercises' })).statusCode).toBe(401);
    expect((await ctx.request(member, { method: 'GET', url: '/api/exercises?muscle=elbows' })).statusCode).toBe(400);
  });

  it('a coach adds their own (JSON); the name is unique case-insensitively; invalid fields are 400 naming the field', async () => {
    const res = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/exercises',
      payload: { ...own('Banded Side Walk'), videoLink: 'https://videos.example.com/side-walk' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Banded Side Walk',
      builtIn: false,
      archived: false,
      videoLink: 'https://videos.example.com/side-walk',
    });

    const taken = await ctx.request(admin, { method: 'POST', url: '/api/admin/exercises', payload: own('  banded   SIDE walk ') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('exercise_name_taken');
    const builtInName = await ctx.request(admin, { method: 'POST', url: '/api/admin/exercises', payload: own('barbell back squat') });
    expect(builtInName.json().code).toBe('exercise_name_taken');

    const http = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/exercises',
      payload: { ...own('Http Walk'), videoLink: 'http://videos.example.com/x' },
    });
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toContain('videoLink');
    const badMuscle = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/exercises',
      payload: { ...own('Odd'), primaryMuscles: ['wings'] },
    });
    expect(badMuscle.statusCode).toBe(400);
    expect(badMuscle.json().message).toContain('primaryMuscles');
    const noTracking = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/exercises',
      payload: { ...own('Odd'), tracking: 'laps' },
    });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().message).toContain('tracking');
  });

  it('takes a multipart form with an MP4 video (checked by its bytes) and serves it with Range', async () => {
    const form = await multipart(
      { ...own('Clam Shell'), primaryMuscles: JSON.stringify(['glutes', 'abductors']), secondaryMuscles: '[]' },
      [{ field: 'video', data: mp4Bytes(), filename: 'clam.mp4' }],
    );
    const res = await ctx.request(admin, { method: 'POST', url: '/api/admin/exercises', ...form });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { videoUrl: string; primaryMuscles: string[] };
    expect(body.primaryMuscles).toEqual(['glutes', 'abductors']);
    expect(body.videoUrl).toMatch(/^\/uploads\/exercises\/.+\.mp4$/);
    const ranged = await ctx.app.inject({ method: 'GET', url: body.videoUrl, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);

    const image = await multipart({ ...own('Not A Video'), primaryMuscles: '["glutes"]', secondaryMuscles: '[]' }, [
      { field: 'video', data: await pngBytes(), filename: 'fake.mp4' },
    ]);
    const refused = await ctx.request(admin, { method: 'POST', url: '/api/admin/exercises', ...image });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('unsupported_media');
  });

  it('edits the coach’s own, refuses built-in ones (403 built_in_exercise), and members everywhere', async () => {
    const created = (await ctx.request(admin, { method: 'POST', url: '/api/admin/exercises', payload: own('Hip Airplane') })).json() as {
      id: number;
    };
    const edited = await ctx.request(admin, {
      method: 'PUT',
      url: `/api/admin/exercises/${created.id}`,
      payload: { instructions: 'Balance on one leg and rotate the hips.', secondaryMuscles: [] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Hip Airplane',
      instructions: 'Balance on one leg and rotate the hips.',
      secondaryMuscles: [],
    });

    const builtIn = (await ctx.request(admin, { method: 'GET', url: '/api/exercises?q=Barbell%20Back%20Squat' })).json()[0] as {
      id: number;
    };
    const refused = await ctx.request(admin, { method: 'PUT', url: `/api/admin/exercises/${builtIn.id}`, payload: { name: 'Squat!' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('built_in_exercise');
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/admin/exercises/${builtIn.id}` })).json().code).toBe(
      'built_in_exercise',
    );

    expect((await ctx.request(member, { method: 'POST', url: '/api/admin/exercises', payload: own('Member Move') })).statusCode).toBe(403);
    expect(
      (await ctx.request(member, { method: 'PUT', url: `/api/admin/exercises/${created.id}`, payload: { name: 'x' } })).statusCode,
    ).toBe(403);
    expect((await ctx.request(member, { method: 'DELETE', url: `/api/admin/exercises/${created.id}` })).statusCode).toBe(403);
  });

  it('deletes one never used, archives one a workout uses (and its name is free again)', async () => {
    const unused = (await ctx.request(admin, { method: 'POST', url: '/api/admin/exercises', payload: own('Unused Move') })).json() as {
      id: number;
    };
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/admin/exercises/${unused.id}` })).json()).toEqual({ deleted: true });
    expect((await ctx.request(admin, { method: 'GET', url: `/api/exercises/${unused.id}` })).statusCode).toBe(404);

    const used = (await ctx.request(admin, { method: 'POST', url: '/api/admin/exercises', payload: own('Used Move') })).json() as {
      id: number;
    };
    const workout = await ctx.request(admin, {
      method: 'POST',
      url: '/api/admin/training/workouts',
      payload: { name: 'Glutes', items: [{ exerciseId: used.id, sets: [{ reps: 12 }] }] },
    });
    expect(workout.statusCode).toBe(201);
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/admin/exercises/${used.id}` })).json()).toEqual({ archived: true });
    const read = await ctx.request(member, { method: 'GET', url: `/api/exercises/${used.id}` });
    expect(read.json()).toMatchObject({ archived: true });
    const list = (await ctx.request(member, { method: 'GET', url: '/api/exercises?q=Used%20Move' })).json() as unknown[];
    expect(list).toHaveLength(0);
    expect((await ctx.request(admin, { method: 'POST', url: '/api/admin/exercises', payload: own('Used Move') })).statusCode).toBe(201);
  });
});

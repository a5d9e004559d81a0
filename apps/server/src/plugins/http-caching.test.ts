// HTTP caching: the shared lists are conditional reads (Django's condition / Rails' fresh_when):
// their ETag is the list's version, a matching If-None-Match is answered 304 before the handler
// (no database read), every write moves the version (on this instance, on another one through the
// bus, and in the database for an instance that starts later); everything else is no-store.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { buildOtherInstance, buildTestApp, TEST_PASSWORD, type TestContext } from '../../test/helpers.js';
import { hasRedis, TEST_REDIS_URL, uniquePrefix, waitForSubscribers } from '../../test/redis.js';
import { etagMatches } from './http-caching.js';

const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();
const liveSession = (title: string, startHours = 2) => ({ title, trainer: 'Asha', startTime: at(startHours), endTime: at(startHours + 1) });

const PUBLIC_LISTS = [
  { url: '/api/banners', tag: 'banners', cacheControl: 'public, max-age=60, stale-while-revalidate=300' },
  { url: '/api/testimonials', tag: 'testimonials', cacheControl: 'public, max-age=60, stale-while-revalidate=300' },
  { url: '/api/live-sessions', tag: 'live-sessions', cacheControl: 'public, max-age=30, stale-while-revalidate=120' },
  { url: '/api/live-sessions/upcoming', tag: 'live-sessions-upcoming', cacheControl: 'public, max-age=5, stale-while-revalidate=30' },
];
const MEMBER_LISTS = [
  { url: '/api/subscriptions', tag: 'subscriptions' },
  { url: '/api/trainers', tag: 'trainers' },
];

/** Counts the queries the app sends to its database (every Kysely query goes through this executor). */
function countQueries(app: FastifyInstance) {
  const executor = app.db.getExecutor();
  return vi.spyOn(executor, 'executeQuery');
}

/** A banner or testimonial form: multipart with its fields and a tiny PNG. */
function mediaForm(fields: Record<string, string>) {
  const boundary = '----rhythmfit-test';
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('HTTP caching: conditional reads of the shared lists', () => {
  let ctx: TestContext;
  let admin: UserRow;
  let member: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
    member = await ctx.createMember();
  });
  afterAll(() => ctx.close());
  // The clock stands still unless a test moves it: the upcoming list's ETag carries the minute.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const get = (url: string, etag?: string, user: UserRow | null = null, app = ctx.app) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...(etag ? { 'if-none-match': etag } : {}), ...(user ? ctx.authHeader(user) : {}) },
    });

  it.each(PUBLIC_LISTS)('$url: an ETag from the list version, a public Cache-Control, 304 to a matching If-None-Match', async (list) => {
    const first = await get(list.url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(new RegExp(`^"${list.tag}-\\d+(-\\d+)?"$`));
    expect(first.headers['cache-control']).toBe(list.cacheControl);
    const again = await get(list.url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(list.cacheControl);
    expect((await get(list.url, `W/${etag}`)).statusCode).toBe(304);
    expect((await get(list.url, `"other", ${etag}`)).statusCode).toBe(304);
    expect((await get(list.url, '"something-else"')).statusCode).toBe(200);
  });

  it.each(PUBLIC_LISTS)('$url: the 304 is answered before the handler, without a database query', async (list) => {
    const etag = String((await get(list.url)).headers.etag);
    const queries = countQueries(ctx.app);
    const notModified = await get(list.url, etag);
    expect(notModified.statusCode).toBe(304);
    expect(queries).not.toHaveBeenCalled();
    // A full read of the unchanged list is the kept body: no query either, the same bytes.
    const full = await get(list.url);
    expect(full.statusCode).toBe(200);
    expect(queries).not.toHaveBeenCalled();
    expect(full.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it.each(MEMBER_LISTS)('$url: for signed-in members only, private, 304 to a matching If-None-Match', async (list) => {
    const first = await get(list.url, undefined, member);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(new RegExp(`^"${list.tag}-\\d+"$`));
    expect(first.headers['cache-control']).toBe('private');
    const again = await get(list.url, etag, member);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('private');
    // The ETag is no key: without a token the answer is 401, not 304.
    const anonymous = await get(list.url, etag);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('banners: create, update and delete each move the ETag, and the next read shows the change', async () => {
    const etag0 = String((await get('/api/banners')).headers.etag);
    const created = await ctx.request(admin, {
      method: 'POST',
      url: '/api/banners',
      ...mediaForm({ title: 'Eat with the sun', subtitle: 'Dinner before 20:00' }),
    });
    expect(created.statusCode).toBe(201);
    const afterCreate = await get('/api/banners', etag0);
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.json()).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Eat with the sun' })]));
    const etag1 = String(afterCreate.headers.etag);
    expect(etag1).not.toBe(etag0);

    const { id } = created.json();
    const updated = await ctx.request(admin, { method: 'PUT', url: `/api/banners/${id}`, ...mediaForm({ title: 'Sleep is training' }) });
    expect(updated.statusCode).toBe(200);
    const afterUpdate = await get('/api/banners', etag1);
    expect(afterUpdate.statusCode).toBe(200);
    expect(afterUpdate.json().find((b: { id: number }) => b.id === id).title).toBe('Sleep is training');
    const etag2 = String(afterUpdate.headers.etag);

    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/banners/${id}` })).statusCode).toBe(200);
    const afterDelete = await get('/api/banners', etag2);
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json().map((b: { id: number }) => b.id)).not.toContain(id);
    const etag3 = String(afterDelete.headers.etag);
    // A refused write changes nothing, so the version stays.
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/banners/${id}` })).statusCode).toBe(404);
    expect((await get('/api/banners', etag3)).statusCode).toBe(304);
  });

  it('testimonials: create, update and delete each move the ETag', async () => {
    const etag0 = String((await get('/api/testimonials')).headers.etag);
    const created = await ctx.request(admin, {
      method: 'POST',
      url: '/api/testimonials',
      ...mediaForm({ name: 'Ravi', message: 'Lost 6 kg' }),
    });
    expect(created.statusCode).toBe(201);
    const afterCreate = await get('/api/testimonials', etag0);
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.json()).toEqual([expect.objectContaining({ name: 'Ravi' })]);
    const etag1 = String(afterCreate.headers.etag);
    const { id } = created.json();
    expect(
      (await ctx.request(admin, { method: 'PUT', url: `/api/testimonials/${id}`, ...mediaForm({ name: 'Ravi K.' }) })).statusCode,
    ).toBe(200);
    const afterUpdate = await get('/api/testimonials', etag1);
    expect(afterUpdate.statusCode).toBe(200);
    expect(afterUpdate.json()[0].name).toBe('Ravi K.');
    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/testimonials/${id}` })).statusCode).toBe(200);
    const afterDelete = await get('/api/testimonials', String(afterUpdate.headers.etag));
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json()).toEqual([]);
  });

  it('live sessions: create, update and delete move the ETag of both lists', async () => {
    const etags = async () => [
      String((await get('/api/live-sessions')).headers.etag),
      String((await get('/api/live-sessions/upcoming')).headers.etag),
    ];
    const before = await etags();
    const created = await ctx.request(admin, { method: 'POST', url: '/api/live-sessions', payload: liveSession('Morning HIIT') });
    expect(created.statusCode).toBe(201);
    const afterCreate = await etags();
    expect(afterCreate[0]).not.toBe(before[0]);
    expect(afterCreate[1]).not.toBe(before[1]);
    const { id } = created.json();
    const upcoming = await get('/api/live-sessions/upcoming', before[1]);
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json().map((s: { id: number }) => s.id)).toContain(id);

    expect(
      (await ctx.request(admin, { method: 'PUT', url: `/api/live-sessions/${id}`, payload: liveSession('Evening HIIT') })).statusCode,
    ).toBe(200);
    const afterUpdate = await etags();
    expect(afterUpdate[0]).not.toBe(afterCreate[0]);
    expect((await get('/api/live-sessions', afterCreate[0])).json().find((s: { id: number }) => s.id === id).title).toBe('Evening HIIT');

    expect((await ctx.request(admin, { method: 'DELETE', url: `/api/live-sessions/${id}` })).statusCode).toBe(200);
    const afterDelete = await etags();
    expect(afterDelete[0]).not.toBe(afterUpdate[0]);
    expect((await get('/api/live-sessions', afterUpdate[0])).json().map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it('plans and trainers: the coach’s create, edit and delete under /api/admin move what members read', async () => {
    for (const { url, admin: adminUrl, body, edit } of [
      {
        url: '/api/subscriptions',
        admin: '/api/admin/subscriptions',
        body: { name: 'Gold', description: 'Weekly calls', price: 30 },
        edit: { name: 'Gold', description: 'Weekly calls', price: 35 },
      },
      {
        url: '/api/trainers',
        admin: '/api/admin/trainers',
        body: { name: 'Neha', specialization: 'Pilates', experience: 4 },
        edit: { name: 'Neha', specialization: 'Pilates', experience: 5 },
      },
    ]) {
      const etag0 = String((await get(url, undefined, member)).headers.etag);
      const created = await ctx.request(admin, { method: 'POST', url: adminUrl, payload: body });
      expect(created.statusCode).toBe(201);
      const afterCreate = await get(url, etag0, member);
      expect(afterCreate.statusCode).toBe(200);
      expect(afterCreate.json()).toEqual(expect.arrayContaining([expect.objectContaining(body)]));
      const { id } = created.json();
      expect((await ctx.request(admin, { method: 'PUT', url: `${adminUrl}/${id}`, payload: edit })).statusCode).toBe(200);
      const afterEdit = await get(url, String(afterCreate.headers.etag), member);
      expect(afterEdit.statusCode).toBe(200);
      expect(afterEdit.json()).toEqual(expect.arrayContaining([expect.objectContaining(edit)]));
      expect((await ctx.request(admin, { method: 'DELETE', url: `${adminUrl}/${id}` })).statusCode).toBe(200);
      const afterDelete = await get(url, String(afterEdit.headers.etag), member);
      expect(afterDelete.statusCode).toBe(200);
      expect(afterDelete.json().map((row: { id: number }) => row.id)).not.toContain(id);
    }
  });

  it('the version is in the database: an instance started later answers the same ETag, and a matching one with 304', async () => {
    await ctx.request(admin, { method: 'POST', url: '/api/live-sessions', payload: liveSession('Restart Yoga') });
    const here = await get('/api/live-sessions');
    const stored = await ctx.db.selectFrom('list_versions').select('version').where('name', '=', 'live-sessions').executeTakeFirstOrThrow();
    expect(here.headers.etag).toBe(`"live-sessions-${stored.version}"`);
    const restarted = await buildOtherInstance(ctx);
    try {
      expect((await get('/api/live-sessions', undefined, null, restarted)).headers.etag).toBe(here.headers.etag);
      expect((await get('/api/live-sessions', String(here.headers.etag), null, restarted)).statusCode).toBe(304);
    } finally {
      await restarted.close();
    }
  });

  it('the upcoming list moves with the minute: its ETag and what it holds', async () => {
    const ended = await ctx.request(admin, {
      method: 'POST',
      url: '/api/live-sessions',
      payload: { title: 'Ended a day ago', trainer: 'Asha', startTime: at(-24.5), endTime: at(-23.99) },
    });
    const id = ended.json().id;
    const now = await get('/api/live-sessions/upcoming');
    expect(now.json().map((s: { id: number }) => s.id)).toContain(id);
    const etag = String(now.headers.etag);
    expect((await get('/api/live-sessions/upcoming', etag)).statusCode).toBe(304);
    vi.setSystemTime(Date.now() + 60_000);
    const later = await get('/api/live-sessions/upcoming', etag);
    expect(later.statusCode).toBe(200);
    expect(later.headers.etag).not.toBe(etag);
    expect(later.json().map((s: { id: number }) => s.id)).not.toContain(id);
    // The whole list does not depend on the clock.
    const all = String((await get('/api/live-sessions')).headers.etag);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await get('/api/live-sessions', all)).statusCode).toBe(304);
  });

  it('the OpenAPI document declares If-None-Match, the ETag and the 304 of every conditional read', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const { url } of [...PUBLIC_LISTS, ...MEMBER_LISTS]) {
      const operation = document.paths[url].get;
      expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'If-None-Match' })]));
      expect(operation.responses['304']).toMatchObject({ headers: { ETag: expect.any(Object) } });
      expect(operation.responses['304'].content).toBeUndefined();
      expect(operation.responses['200'].headers).toHaveProperty('ETag');
    }
  });

  it('marks personal answers no-store: signed-in reads, sign-in answers and errors', async () => {
    const me = await ctx.request(member, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });

  it('serves uploaded media with nosniff and no framing by other sites', async () => {
    writeFileSync(path.join(ctx.config.uploadsDir, 'probe.txt'), 'hello');
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/probe.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('compares entity tags as RFC 9110 says (weak comparison for If-None-Match)', () => {
    expect(etagMatches('"other", "banners-7"', '"banners-7"')).toBe(true);
    expect(etagMatches('W/"banners-7"', '"banners-7"')).toBe(true);
    expect(etagMatches('*', '"banners-7"')).toBe(true);
    expect(etagMatches(undefined, '"banners-7"')).toBe(false);
    expect(etagMatches('"banners-70"', '"banners-7"')).toBe(false);
  });
});

describe('HTTP caching and the rate limit', () => {
  it('answers from memory (304 and the kept body) come before the per-address limit; reads that load are counted', async () => {
    const ctx = await buildTestApp({ RATE_LIMIT_GLOBAL_PER_IP: '3' });
    try {
      // The first read loads the list (counted: 1) and keeps its body.
      const first = await ctx.app.inject({ method: 'GET', url: '/api/banners' });
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      // Revalidations and full reads of the unchanged list are answered by the route's onRequest
      // check before the rate limit runs: not counted, and never refused.
      for (let i = 0; i < 5; i += 1) {
        const again = await ctx.app.inject({ method: 'GET', url: '/api/banners', headers: { 'if-none-match': etag } });
        expect(again.statusCode).toBe(304);
        expect(again.headers['x-ratelimit-remaining']).toBeUndefined();
        expect((await ctx.app.inject({ method: 'GET', url: '/api/banners' })).statusCode).toBe(200);
      }
      // Requests that do work are counted as before: two more loads, then the fourth is refused.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/testimonials' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/live-sessions' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});

describe.skipIf(!hasRedis)('HTTP caching across two instances sharing Redis', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  const prefix = uniquePrefix();
  beforeAll(async () => {
    ctx = await buildTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    other = await buildOtherInstance(ctx);
    // A busy machine may take a few reconnects before both subscriber connections are in. In CI
    // this hook once ran out of its 30 s (a database built beside the production build, then the
    // wait): the budget is the wait's and the build's together.
    await waitForSubscribers(`${prefix}bus:list-versions:changed`, 2, 45_000);
  }, 90_000);
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('a write through one instance moves the ETag and the list on the other', { timeout: 60_000 }, async () => {
    const admin = await ctx.createAdmin();
    const member = await ctx.createMember();
    const read = (app: FastifyInstance, url: string, etag?: string) =>
      app.inject({ method: 'GET', url, headers: { ...ctx.authHeader(member), ...(etag ? { 'if-none-match': etag } : {}) } });
    for (const { url, write, shows } of [
      {
        url: '/api/live-sessions/upcoming',
        write: () => ctx.request(admin, { method: 'POST', url: '/api/live-sessions', payload: liveSession('Fleet Yoga') }),
        shows: (rows: { title: string }[]) => rows.some((row) => row.title === 'Fleet Yoga'),
      },
      {
        url: '/api/subscriptions',
        write: () =>
          ctx.request(admin, {
            method: 'POST',
            url: '/api/admin/subscriptions',
            payload: { name: 'Fleet', description: 'Both', price: 9 },
          }),
        shows: (rows: { name: string }[]) => rows.some((row) => row.name === 'Fleet'),
      },
    ]) {
      const before = await read(other, url);
      const etag = String(before.headers.etag);
      expect((await read(other, url, etag)).statusCode).toBe(304);
      expect((await write()).statusCode).toBe(201);
      // The bus delivers asynchronously: the other instance answers 200 with the change shortly
      // (allowing for a busy machine).
      const end = Date.now() + 15_000;
      let after = await read(other, url, etag);
      while (after.statusCode === 304 && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        after = await read(other, url, etag);
      }
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(shows(after.json())).toBe(true);
      expect(after.headers.etag).toBe((await read(ctx.app, url)).headers.etag);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

describe('Idempotency-Key on POST/PUT', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const water = (date: string) => `/api/circadian/date/${date}/water`;

  it('runs a repeated write once and replays the stored answer', async () => {
    const member = await ctx.createMember();
    const key = randomUUID();
    const first = await ctx.request(member, {
      method: 'POST',
      url: water('2025-02-01'),
      headers: { 'idempotency-key': key },
      payload: { cups: 1 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ waterCups: 1 });
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await ctx.request(member, {
      method: 'POST',
      url: water('2025-02-01'),
      headers: { 'idempotency-key': key },
      payload: { cups: 1 },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');

    const day = await ctx.request(member, { method: 'GET', url: '/api/circadian/date/2025-02-01' });
    expect(day.json()).toMatchObject({ waterCups: 1 });
  });

  it('runs writes with different keys (or none) each time', async () => {
    const member = await ctx.createMember();
    for (const headers of [{ 'idempotency-key': randomUUID() }, { 'idempotency-key': randomUUID() }, {}]) {
      expect((await ctx.request(member, { method: 'POST', url: water('2025-02-02'), headers, payload: { cups: 1 } })).statusCode).toBe(200);
    }
    expect((await ctx.request(member, { method: 'GET', url: '/api/circadian/date/2025-02-02' })).json()).toMatchObject({ waterCups: 3 });
  });

  it('keeps keys per user: the same key from another member is a separate write', async () => {
    const a = await ctx.createMember();
    const b = await ctx.createMember();
    const key = randomUUID();
    await ctx.request(a, { method: 'POST', url: water('2025-02-03'), headers: { 'idempotency-key': key }, payload: { cups: 2 } });
    const other = await ctx.request(b, {
      method: 'POST',
      url: water('2025-02-03'),
      headers: { 'idempotency-key': key },
      payload: { cups: 1 },
    });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json()).toMatchObject({ waterCups: 1 });
  });

  it('replays a conflict as the same conflict, so the device can show it', async () => {
    const member = await ctx.createMember();
    expect(
      (await ctx.request(member, { method: 'POST', url: '/api/progress', payload: { weight: 80, date: '2025-05-01' } })).statusCode,
    ).toBe(201);
    const key = randomUUID();
    const first = await ctx.request(member, {
      method: 'POST',
      url: '/api/progress',
      headers: { 'idempotency-key': key },
      payload: { weight: 79, date: '2025-05-20' },
    });
    expect(first.statusCode).toBe(409);
    const again = await ctx.request(member, {
      method: 'POST',
      url: '/api/progress',
      headers: { 'idempotency-key': key },
      payload: { weight: 79, date: '2025-05-20' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('replays a created resource with its 201 and creates one row', async () => {
    const member = await ctx.createMember();
    const key = randomUUID();
    const send = () =>
      ctx.request(member, {
        method: 'POST',
        url: '/api/progress',
        headers: { 'idempotency-key': key },
        payload: { weight: 70, date: '2025-06-01' },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const list = await ctx.request(member, { method: 'GET', url: '/api/progress' });
    expect(list.json()).toHaveLength(1);
  });

  it('lets exactly one of many concurrent repeats run', async () => {
    const member = await ctx.createMember();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.request(member, { method: 'POST', url: water('2025-02-04'), headers: { 'idempotency-key': key }, payload: { cups: 1 } }),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const conflicts = answers.filter((a) => a.statusCode === 409);
    for (const c of conflicts) expect(c.json()).toMatchObject({ code: 'idempotency_in_progress' });
    expect((await ctx.request(member, { method: 'GET', url: '/api/circadian/date/2025-02-04' })).json()).toMatchObject({ waterCups: 1 });
  });

  it('refuses a key reused for a different request', async () => {
    const member = await ctx.createMember();
    const key = randomUUID();
    await ctx.request(member, { method: 'POST', url: water('2025-02-05'), headers: { 'idempotency-key': key }, payload: { cups: 1 } });
    const res = await ctx.request(member, {
      method: 'POST',
      url: water('2025-02-06'),
      headers: { 'idempotency-key': key },
      payload: { cups: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('answers 400 for a malformed key and 401 without a token, storing nothing', async () => {
    const member = await ctx.createMember();
    const bad = await ctx.request(member, {
      method: 'POST',
      url: water('2025-02-07'),
      headers: { 'idempotency-key': 'short' },
      payload: { cups: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await ctx.request(null, {
      method: 'POST',
      url: water('2025-02-07'),
      headers: { 'idempotency-key': randomUUID() },
      payload: { cups: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const rows = await ctx.db.selectFrom('idempotency_keys').select('id').where('user_id', '=', member.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('does not store validation failures (the key stays free for a corrected request)', async () => {
    const member = await ctx.createMember();
    const key = randomUUID();
    const invalid = await ctx.request(member, {
      method: 'POST',
      url: water('2025-02-08'),
      headers: { 'idempotency-key': key },
      payload: { cups: 0 },
    });
    expect(invalid.statusCode).toBe(400);
    const ok = await ctx.request(member, {
      method: 'POST',
      url: water('2025-02-08'),
      headers: { 'idempotency-key': key },
      payload: { cups: 1 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
  });

  it('ignores the header on GET', async () => {
    const member = await ctx.createMember();
    const res = await ctx.request(member, {
      method: 'GET',
      url: '/api/circadian/date/2025-02-09',
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.selectFrom('idempotency_keys').select('id').where('user_id', '=', member.id).execute()).toHaveLength(0);
  });

  it('forgets the stored answers when the account is deleted (cascade)', async () => {
    const member = await ctx.createMember();
    await ctx.request(member, {
      method: 'POST',
      url: water('2025-02-10'),
      headers: { 'idempotency-key': randomUUID() },
      payload: { cups: 1 },
    });
    expect(await ctx.db.selectFrom('idempotency_keys').select('id').where('user_id', '=', member.id).execute()).toHaveLength(1);
    await ctx.db.deleteFrom('users').where('id', '=', member.id).execute();
    expect(await ctx.db.selectFrom('idempotency_keys').select('id').where('user_id', '=', member.id).execute()).toHaveLength(0);
  });

  it('applies only to routes that opt in: another write ignores the header and runs every time', async () => {
    const coach = await ctx.createAdmin();
    const key = 'not-opted-in-key-0001';
    const date = '2031-03-03';
    const first = await ctx.request(coach, {
      method: 'POST',
      url: '/api/slots/admin',
      headers: { 'idempotency-key': key },
      payload: { date, time: '09:00' },
    });
    expect(first.statusCode).toBe(201);
    const second = await ctx.request(coach, {
      method: 'POST',
      url: '/api/slots/admin',
      headers: { 'idempotency-key': key },
      payload: { date, time: '09:00' },
    });
    // Not replayed: the second write ran and met the duplicate slot.
    expect(second.statusCode).toBe(409);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await ctx.db.selectFrom('idempotency_keys').select('id').where('key', '=', key).execute()).toEqual([]);
  });
});

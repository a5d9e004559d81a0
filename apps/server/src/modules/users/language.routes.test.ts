// The account's language (issue 43): read with the profile, changed through the profile update,
// chosen at sign-up, English for an account that never chose one; the database refuses others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, uniqueMobile, type TestContext } from '../../../test/helpers.js';

describe("the account's language", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const me = async (member: Awaited<ReturnType<TestContext['createMember']>>) =>
    (await ctx.request(member, { method: 'GET', url: '/api/users/me' })).json();

  it('is English for an account that never chose one', async () => {
    const member = await ctx.createMember();
    const row = await ctx.db.selectFrom('users').select('language').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.language).toBeNull();
    expect((await me(member)).language).toBe('en');
  });

  it('changes through the profile update and is read back', async () => {
    const member = await ctx.createMember();
    const res = await ctx.request(member, { method: 'PUT', url: '/api/users/update', payload: { language: 'hi' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('hi');
    expect((await me(member)).language).toBe('hi');
    // Other changes leave it alone.
    await ctx.request(member, { method: 'PUT', url: '/api/users/update', payload: { city: 'Lucknow' } });
    expect((await me(member)).language).toBe('hi');
    const back = await ctx.request(member, { method: 'PUT', url: '/api/users/update', payload: { language: 'en' } });
    expect(back.json().language).toBe('en');
  });

  it('refuses a language the app does not speak with 400 and changes nothing', async () => {
    const member = await ctx.createMember();
    const res = await ctx.request(member, { method: 'PUT', url: '/api/users/update', payload: { language: 'fr' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'language must be en or hi', code: 'validation_failed' });
    expect((await me(member)).language).toBe('en');
  });

  it('is the one chosen on the sign-up screen, by password or by code', async () => {
    const mobile = uniqueMobile();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Meera Joshi', mobile, password: 'plum-orchard-41', city: 'Indore', state: 'Madhya Pradesh', language: 'hi' },
    });
    expect(res.statusCode).toBe(201);
    const token = res.json().token as string;
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(profile.json().language).toBe('hi');

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Meera Joshi', mobile: uniqueMobile(), password: 'plum-orchard-41', city: 'Indore', state: 'MP', language: 'xx' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('is kept by the database only as en or hi', async () => {
    const member = await ctx.createMember();
    await expect(ctx.db.updateTable('users').set({ language: 'de' }).where('id', '=', member.id).execute()).rejects.toThrow();
  });
});

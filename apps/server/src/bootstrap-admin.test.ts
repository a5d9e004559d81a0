import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, buildTestApp, uniqueMobile, type TestContext } from '../test/helpers.js';
import { ensureAdmin } from './bootstrap-admin.js';

const log = { info: () => {}, warn: () => {} };

describe('ensureAdmin', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('creates the SUPERADMIN when missing, and it can sign in', async () => {
    const mobile = uniqueMobile();
    expect(await ensureAdmin(ctx.db, { mobile, password: 'first-admin-pass', name: 'Head Coach' }, log)).toBe('created');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { mobile, password: 'first-admin-pass' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toEqual({ name: 'SUPERADMIN' });
  });

  it('never changes an existing password at the next start', async () => {
    const mobile = uniqueMobile();
    await ensureAdmin(ctx.db, { mobile, password: 'first-admin-pass', name: 'Head Coach' }, log);
    expect(await ensureAdmin(ctx.db, { mobile, password: 'another-password', name: 'Head Coach' }, log)).toBe('exists');
    const old = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { mobile, password: 'first-admin-pass' } });
    expect(old.statusCode).toBe(200);
    const changed = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { mobile, password: 'another-password' } });
    expect(changed.statusCode).toBe(401);
  });

  it('promotes a member with that number, keeping the password', async () => {
    const member = await ctx.createMember();
    expect(await ensureAdmin(ctx.db, { mobile: member.mobile, password: 'ignored-password', name: 'X' }, log)).toBe('promoted');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: TEST_PASSWORD },
    });
    expect(res.json().user.role).toEqual({ name: 'SUPERADMIN' });
  });
});

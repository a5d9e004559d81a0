// The route-level role guard and the ownership helper, on a small app with routes of each kind.
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';
import { createTokenService } from '../lib/tokens.js';
import authPlugin, { assertSelfOrAdmin } from './auth.js';
import databasePlugin from './database.js';
import { registerErrorHandler } from './error-handler.js';

describe('role guard and ownership', () => {
  let ctx: TestContext;
  let guarded: ReturnType<typeof Fastify>;
  const tokens = createTokenService('guard-test-secret-guard-test-secret-0000', 1);

  beforeAll(async () => {
    ctx = await buildTestApp();
    guarded = Fastify();
    registerErrorHandler(guarded);
    await guarded.register(databasePlugin, { db: ctx.db, kind: ctx.kind });
    await guarded.register(authPlugin, { tokens });
    guarded.get('/admin-only', { preHandler: guarded.requireAdmin }, async () => ({ ok: true }));
    guarded.get('/superadmin-only', { preHandler: guarded.requireRole('SUPERADMIN') }, async () => ({ ok: true }));
    guarded.get('/records/:ownerId', { preHandler: guarded.authenticate }, async (request: FastifyRequest) => {
      assertSelfOrAdmin(request, Number((request.params as { ownerId: string }).ownerId));
      return { ok: true };
    });
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await ctx.close();
  });

  const call = (url: string, user?: { id: number; role: string }) =>
    guarded.inject({ method: 'GET', url, headers: user ? { authorization: `Bearer ${tokens.issue(user.id, user.role)}` } : {} });

  it('admin routes: 401 without a token, 403 for a member, 200 for ADMIN and SUPERADMIN', async () => {
    const member = await ctx.createMember();
    expect((await call('/admin-only')).statusCode).toBe(401);
    const forbidden = await call('/admin-only', member);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'You do not have permission to do that', code: 'forbidden' });
    expect((await call('/admin-only', await ctx.createAdmin('ADMIN'))).statusCode).toBe(200);
    expect((await call('/admin-only', await ctx.createAdmin('SUPERADMIN'))).statusCode).toBe(200);
  });

  it('SUPERADMIN routes refuse an ADMIN', async () => {
    expect((await call('/superadmin-only', await ctx.createAdmin('ADMIN'))).statusCode).toBe(403);
    expect((await call('/superadmin-only', await ctx.createAdmin('SUPERADMIN'))).statusCode).toBe(200);
  });

  it('the role comes from the account, not from the token: a demoted coach loses access at once', async () => {
    const admin = await ctx.createAdmin('ADMIN');
    const token = tokens.issue(admin.id, 'ADMIN');
    await ctx.db.updateTable('users').set({ role: 'USER' }).where('id', '=', admin.id).execute();
    const res = await guarded.inject({ method: 'GET', url: '/admin-only', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
  });

  it('ownership: your own record or a coach', async () => {
    const member = await ctx.createMember();
    const other = await ctx.createMember();
    expect((await call(`/records/${member.id}`, member)).statusCode).toBe(200);
    expect((await call(`/records/${other.id}`, member)).statusCode).toBe(403);
    expect((await call(`/records/${other.id}`, await ctx.createAdmin())).statusCode).toBe(200);
  });

  it('a token of a deleted account is refused', async () => {
    const member = await ctx.createMember();
    await ctx.db.updateTable('users').set({ deleted: 1 }).where('id', '=', member.id).execute();
    expect((await call(`/records/${member.id}`, member)).statusCode).toBe(401);
  });
});

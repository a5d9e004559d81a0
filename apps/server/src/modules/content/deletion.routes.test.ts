import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, buildTestApp, type TestContext } from '../../../test/helpers.js';
import { createMarkedMember } from '../../../test/content-factories.js';
import type { UserRow } from '../../db/schema.js';
import type { MemberDataOwner } from '../../lib/member-data.js';
import { eraseDueAccounts } from './deletion.service.js';

/** A domain's entry for the stand-in table: it erases its rows and hands back the photos to remove. */
const notesOwner: MemberDataOwner = {
  domain: 'notes',
  covers: ['zz_member_notes.user_id'],
  async erase(trx, userId) {
    const rows = await sql<{ photo_url: string | null }>`select photo_url from zz_member_notes where user_id = ${userId}`.execute(trx);
    await sql`delete from zz_member_notes where user_id = ${userId}`.execute(trx);
    return rows.rows.flatMap((r) => (r.photo_url ? [r.photo_url] : []));
  },
  async exportMember() {
    return {};
  },
};

describe('account deletion', () => {
  let ctx: TestContext;
  let admin: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await ctx.createAdmin();
    // A stand-in for another domain's table: erased by the owner it declares in the registry.
    const id = ctx.kind === 'postgres' ? sql`serial primary key` : sql`integer primary key autoincrement`;
    await sql`create table zz_member_notes (id ${id}, user_id integer not null references users(id) on delete cascade, note text, photo_url text)`.execute(
      ctx.db,
    );
  });
  afterAll(() => ctx.close());

  const deps = () => ({ db: ctx.db, uploadsDir: ctx.config.uploadsDir, memberData: [...ctx.app.memberData, notesOwner] });

  it('needs a signed-in member (401 otherwise) and a 10-digit mobile', async () => {
    const anon = await ctx.request(null, { method: 'POST', url: '/api/delete-account-request', payload: { mobile: '9876543210' } });
    expect(anon.statusCode).toBe(401);
    const member = await ctx.createMember();
    const bad = await ctx.request(member, { method: 'POST', url: '/api/delete-account-request', payload: { mobile: '12ab' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid 10-digit mobile number.');
  });

  it("refuses another person's number and leaves both accounts alone", async () => {
    const member = await ctx.createMember();
    const victim = await ctx.createMember();
    const res = await ctx.request(member, { method: 'POST', url: '/api/delete-account-request', payload: { mobile: victim.mobile } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('mobile_mismatch');
    const rows = await ctx.db.selectFrom('users').select(['id', 'deleted']).where('id', 'in', [member.id, victim.id]).execute();
    expect(rows.every((r) => r.deleted === 0)).toBe(true);
  });

  it('marks the account: the spec message, 7 days, no more sign-in, the token stops working', async () => {
    const member = await ctx.createMember();
    const token = ctx.tokenFor(member);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/delete-account-request',
      headers: { authorization: `Bearer ${token}` },
      payload: { mobile: member.mobile, reason: 'Too busy' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      "Your deletion request has been received. We'll verify your number and remove your data within 7 days.",
    );
    const days = (Date.parse(res.json().eraseAfter) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ deleted: 1, delete_reason: 'Too busy' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      401,
    );
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses coach accounts', async () => {
    const res = await ctx.request(admin, { method: 'POST', url: '/api/delete-account-request', payload: { mobile: admin.mobile } });
    expect(res.statusCode).toBe(403);
  });

  it('lists requests for coaches as Marked for Deletion, paged and filtered', async () => {
    const { member, request } = await createMarkedMember(ctx, { name: 'Leaving Lata' });
    const res = await ctx.request(admin, { method: 'GET', url: '/api/admin/delete-account-requests' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        id: request.id,
        userId: member.id,
        name: 'Leaving Lata',
        mobile: member.mobile,
        reason: 'Moving on',
        deleted: true,
        status: 'Marked for Deletion',
      }),
    );
    const filtered = await ctx.request(admin, { method: 'GET', url: '/api/admin/delete-account-requests?q=lata&page=1&pageSize=5' });
    expect(filtered.json()).toHaveLength(1);
    expect(filtered.headers['x-total-count']).toBe('1');
    const memberView = await ctx.request(await ctx.createMember(), { method: 'GET', url: '/api/admin/delete-account-requests' });
    expect(memberView.statusCode).toBe(403);
  });

  it('a coach can restore a pending request: the account is Active again', async () => {
    const { member, request } = await createMarkedMember(ctx);
    const res = await ctx.request(admin, { method: 'POST', url: `/api/admin/delete-account-requests/${request.id}/restore` });
    expect(res.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const list = (await ctx.request(admin, { method: 'GET', url: '/api/admin/delete-account-requests' })).json() as {
      id: number;
      status: string;
    }[];
    expect(list.find((r) => r.id === request.id)?.status).toBe('Active');
    // Nothing pending any more: the job leaves it alone even after 7 days.
    await eraseDueAccounts(deps(), new Date(Date.now() + 8 * 86_400_000));
    const after = await ctx.db
      .selectFrom('users')
      .select(['name', 'mobile', 'deleted'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ name: member.name, mobile: member.mobile, deleted: 0 });
    expect((await ctx.request(admin, { method: 'POST', url: `/api/admin/delete-account-requests/${request.id}/restore` })).statusCode).toBe(
      409,
    );
  });

  it('the job erases only accounts past 7 days, and leaves nothing of theirs behind', async () => {
    const picture = `/uploads/profile_pictures/erase-me-${Date.now()}.jpg`;
    const notePhoto = `/uploads/profile_pictures/note-${Date.now()}.jpg`;
    mkdirSync(path.join(ctx.config.uploadsDir, 'profile_pictures'), { recursive: true });
    for (const url of [picture, notePhoto]) writeFileSync(path.join(ctx.config.uploadsDir, url.slice('/uploads/'.length)), 'x');
    const { member } = await createMarkedMember(ctx, {
      name: 'Erase Me',
      email: 'me@example.com',
      dob: '1990-01-01',
      bp: '120/80',
      address: '1 Main St',
      profile_picture: picture,
      latitude: 18.5,
      longitude: 73.8,
      last_seen: new Date().toISOString(),
    });
    const keeper = await ctx.createMember();
    await sql`insert into zz_member_notes (user_id, note, photo_url) values (${member.id}, 'secret', ${notePhoto}), (${keeper.id}, 'keep', null)`.execute(
      ctx.db,
    );

    // Six days on: not yet.
    expect(await eraseDueAccounts(deps(), new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect((await ctx.db.selectFrom('users').select('name').where('id', '=', member.id).executeTakeFirstOrThrow()).name).toBe('Erase Me');

    // Past seven days: erased, once.
    const later = new Date(Date.now() + 7 * 86_400_000 + 60_000);
    expect(await eraseDueAccounts(deps(), later)).toBeGreaterThanOrEqual(1);
    expect(await eraseDueAccounts(deps(), later)).toBe(0);

    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Deleted user',
      password_hash: null,
      email: null,
      dob: null,
      bp: null,
      address: null,
      city: null,
      state: null,
      profile_picture: null,
      latitude: null,
      longitude: null,
      last_seen: null,
      delete_reason: null,
      deleted: 1,
    });
    expect(row.mobile).not.toBe(member.mobile);
    expect(JSON.stringify(row)).not.toContain(member.mobile);
    const notes = await sql<{ user_id: number }>`select user_id from zz_member_notes`.execute(ctx.db);
    expect(notes.rows.map((n) => n.user_id)).toEqual([keeper.id]);
    for (const url of [picture, notePhoto]) expect(existsSync(path.join(ctx.config.uploadsDir, url.slice('/uploads/'.length)))).toBe(false);
    const request = await ctx.db
      .selectFrom('account_deletion_requests')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ mobile: null, reason: null });
    expect(request.erased_at).not.toBeNull();

    // Not listed among users; shown as Erased without personal data.
    const users = (await ctx.request(admin, { method: 'GET', url: '/api/admin/users' })).json() as { id: number }[];
    expect(users.map((u) => u.id)).not.toContain(member.id);
    const requests = (await ctx.request(admin, { method: 'GET', url: '/api/admin/delete-account-requests' })).json() as {
      userId: number;
      status: string;
      mobile: string | null;
    }[];
    expect(requests.find((r) => r.userId === member.id)).toMatchObject({ status: 'Erased', mobile: null });
  });

  it('after erasure the number can register again and the old password no longer signs in', async () => {
    const { member, request } = await createMarkedMember(ctx);
    const erase = await ctx.request(admin, { method: 'POST', url: `/api/admin/delete-account-requests/${request.id}/erase` });
    expect(erase.statusCode).toBe(200);
    expect((await ctx.request(admin, { method: 'POST', url: `/api/admin/delete-account-requests/${request.id}/erase` })).statusCode).toBe(
      409,
    );
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Owner', mobile: member.mobile, password: 'another-pass-1', city: 'Pune', state: 'MH' },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(member.id);
  });

  it('erase now is for coaches only and 404s unknown requests', async () => {
    const { member, request } = await createMarkedMember(ctx);
    expect(
      (await ctx.request(await ctx.createMember(), { method: 'POST', url: `/api/admin/delete-account-requests/${request.id}/erase` }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.request(admin, { method: 'POST', url: '/api/admin/delete-account-requests/999999/erase' })).statusCode).toBe(404);
    expect((await ctx.db.selectFrom('users').select('name').where('id', '=', member.id).executeTakeFirstOrThrow()).name).not.toBe(
      'Deleted user',
    );
  });
});

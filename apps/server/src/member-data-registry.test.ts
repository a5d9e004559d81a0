// Every column that refers to a user (a foreign key to users, or a column named like user_id) must be
// covered by a domain's entry in the member-data registry, or erasure would leave that data behind.
// The database is asked what exists, on both engines, so a new migration cannot slip past.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helpers.js';
import { createMarkedMember } from '../test/content-factories.js';
import type { MemberDataRegistry } from './lib/member-data.js';
import { MEMBER_DATA } from './member-data-registry.js';
import { eraseAccount } from './modules/content/index.js';

/** The user row itself is the tombstone; it is not "data that refers to a user". */
const NOT_MEMBER_DATA = new Set(['users.id']);

async function userReferences(db: Kysely<unknown>, kind: 'sqlite' | 'postgres'): Promise<string[]> {
  const rows =
    kind === 'postgres'
      ? await sql<{ t: string; c: string }>`
          select kcu.table_name as t, kcu.column_name as c
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and tc.table_schema = current_schema()
          union
          select table_name as t, column_name as c from information_schema.columns
          where table_schema = current_schema() and (column_name = 'user_id' or column_name like '%\\_user\\_id' escape '\\')`.execute(db)
      : await sql<{ t: string; c: string }>`
          select m.name as t, f."from" as c from sqlite_master m join pragma_foreign_key_list(m.name) f
          where m.type = 'table' and f."table" = 'users'
          union
          select m.name as t, p.name as c from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and (p.name = 'user_id' or p.name like '%\\_user\\_id' escape '\\')`.execute(db);
  return [...new Set(rows.rows.map((r) => `${r.t}.${r.c}`))].filter((column) => !NOT_MEMBER_DATA.has(column)).sort();
}

function uncovered(columns: string[], registry: MemberDataRegistry): string[] {
  const covered = new Set<string>(registry.flatMap((owner) => owner.covers));
  return columns.filter((column) => !covered.has(column));
}

describe('member-data registry', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('covers every column of every table that refers to a user', async () => {
    const columns = await userReferences(ctx.db as Kysely<unknown>, ctx.kind);
    expect(columns).toContain('bookings.user_id');
    expect(uncovered(columns, MEMBER_DATA)).toEqual([]);
  });

  it('notices a new table that refers to users and no domain erases', async () => {
    await sql`create table rogue_notes (id integer primary key, author_user_id integer references users(id), body text)`.execute(ctx.db);
    try {
      const columns = await userReferences(ctx.db as Kysely<unknown>, ctx.kind);
      expect(uncovered(columns, MEMBER_DATA)).toEqual(['rogue_notes.author_user_id']);
    } finally {
      await sql`drop table rogue_notes`.execute(ctx.db);
    }
  });

  it('leaves no row that refers to an erased member in any covered column, but the kept deletion record', async () => {
    const { member } = await createMarkedMember(ctx);
    await ctx.request(member, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { push: false, sms: true, whatsapp: false, liveSessionAlerts: true, quietHours: null, timeZone: 'Asia/Kolkata' },
    });
    expect(await eraseAccount({ db: ctx.db, uploadsDir: ctx.config.uploadsDir, memberData: MEMBER_DATA }, member.id)).toBe(true);

    const db = ctx.db as Kysely<any>;
    for (const column of MEMBER_DATA.flatMap((owner) => owner.covers)) {
      if (column === 'account_deletion_requests.user_id') continue;
      const [table, name] = column.split('.') as [string, string];
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(name, '=', member.id)
        .executeTakeFirstOrThrow();
      expect([column, Number(row.n)]).toEqual([column, 0]);
    }
  });
});

describe('GET /api/account/export', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('gives a member their own data from every domain as a JSON download, and nobody else’s', async () => {
    const member = await ctx.createMember({ name: 'Asha Export' });
    const other = await ctx.createMember({ name: 'Someone Else' });
    for (const who of [member, other]) {
      const res = await ctx.request(who, {
        method: 'POST',
        url: '/api/progress',
        payload: { weight: who === member ? 71.5 : 90, date: '2026-01-05' },
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await ctx.request(member, { method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ name: 'Asha Export', mobile: member.mobile });
    expect(data.profile).not.toHaveProperty('password_hash');
    expect(data.progress).toEqual([expect.objectContaining({ weight: 71.5 })]);
    for (const key of ['dietPlans', 'appointments', 'sessions', 'circadianDays', 'targets', 'notifications'])
      expect(data).toHaveProperty(key);
    expect(JSON.stringify(data)).not.toContain('Someone Else');
    expect((await ctx.request(null, { method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});

// Migration 0016 (issue 24): a write to a member's days marks their attention summary stale once;
// further writes before the next read leave the row alone (no new row version on PostgreSQL, no
// write at all on SQLite), and the next read settles it again with the member's eating days.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../schema.js';
import { buildTestApp, usingPostgres, type TestContext } from '../../../test/helpers.js';

describe('migration 0016-attention-eating-days', () => {
  let ctx: TestContext;
  let coach: UserRow;
  let member: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
    coach = await ctx.createAdmin();
    member = await ctx.createMember();
    if (!usingPostgres)
      await sql`create temp table summary_writes (user_id integer)`
        .execute(ctx.db)
        .then(() =>
          sql`create temp trigger count_summary_writes after update on attention_circadian begin insert into summary_writes values (new.user_id); end`.execute(
            ctx.db,
          ),
        );
  });
  afterAll(() => ctx.close());

  /** Something that changes when the member's row is written: its row version (PostgreSQL) or a count of updates (SQLite). */
  async function rowWrites(): Promise<string> {
    if (usingPostgres) {
      const { rows } = await sql<{ v: string }>`select xmin::text as v from attention_circadian where user_id = ${member.id}`.execute(
        ctx.db,
      );
      return rows[0]!.v;
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from summary_writes where user_id = ${member.id}`.execute(ctx.db);
    return String(rows[0]!.n);
  }
  const summary = () =>
    ctx.db
      .selectFrom('attention_circadian')
      .select(['figures_key', 'eating_days'])
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
  const log = async (time: string) => {
    const res = await ctx.request(member, { method: 'POST', url: `/api/circadian/date/${today}/eating`, payload: { time, kind: 'snack' } });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const read = async () => expect((await ctx.request(coach, { method: 'GET', url: '/api/admin/attention' })).statusCode).toBe(200);
  const today = new Date().toISOString().slice(0, 10);

  it('marks a settled summary stale once, and the next read settles it with the eating days', async () => {
    await log('07:00');
    await log('21:30');
    await read();
    const settled = await summary();
    expect(settled.figures_key).not.toBe('');
    expect(settled.eating_days).toBe(`${today}:870`);

    await log('22:00');
    expect((await summary()).figures_key).toBe('');
    const stale = await rowWrites();
    await log('22:30');
    await log('23:00');
    expect(await rowWrites()).toBe(stale);

    await read();
    expect(await summary()).toEqual({ figures_key: settled.figures_key, eating_days: `${today}:960` });
  });
});

// Migration 0015 (issue 24): the coaches are found through the users_role index, not by reading
// every member (SQLite: the query plan; PostgreSQL: the index exists in the schema).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, usingPostgres, type TestContext } from '../../../test/helpers.js';

describe('migration 0015-coach-lookup-index', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { notificationJobs: false });
  });
  afterAll(() => ctx.close());

  it('indexes users by role, so the coaching team is read without a scan of every member', async () => {
    if (usingPostgres) {
      const { rows } = await sql<{
        indexdef: string;
      }>`select indexdef from pg_indexes where schemaname = current_schema() and indexname = 'users_role'`.execute(ctx.db);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.indexdef).toMatch(/\(role\)/);
    } else {
      const { rows } = await sql<{
        detail: string;
      }>`explain query plan select id from users where role in ('ADMIN', 'SUPERADMIN') and deleted = 0`.execute(ctx.db);
      expect(rows.map((row) => row.detail).join(' ')).toContain('USING INDEX users_role');
    }
  });
});

import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.js';

describe('SQLite checkpoints off the event loop', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it.skipIf(process.env.TEST_DB === 'postgres')(
    'the main connection does not checkpoint; the worker keeps the log from growing',
    async () => {
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(ctx.db);
      expect(rows[0]?.wal_autocheckpoint).toBe(0);
      const file = ctx.config.database.kind === 'sqlite' ? ctx.config.database.file : '';
      const members = await Promise.all(Array.from({ length: 300 }, () => ctx.createMember()));
      for (let round = 0; round < 5; round += 1) {
        for (const m of members) ctx.app.presence.touch(m.id);
        await ctx.app.presence.flush();
      }
      // The checkpoint worker runs every second. A copy of the database file alone (without its
      // -wal log) holds only what was checkpointed: the members are there only if the worker ran.
      // Copied until the members show up (or 10 s pass): a busy machine only delays the worker.
      const dir = mkdtempSync(path.join(tmpdir(), 'rhythmfit-ckpt-'));
      const checkpointedUsers = () => {
        const copy = path.join(dir, 'copy.sqlite');
        copyFileSync(file, copy);
        const reader = new SQLite(copy, { readonly: true });
        try {
          // Before the first checkpoint even the tables live only in the -wal log.
          const hasUsers = reader.prepare("select 1 from sqlite_master where name = 'users'").get();
          return hasUsers ? (reader.prepare('select count(*) as n from users').get() as { n: number }).n : 0;
        } finally {
          reader.close();
        }
      };
      await vi.waitFor(() => expect(checkpointedUsers()).toBeGreaterThanOrEqual(300), { timeout: 10_000, interval: 250 });
    },
  );
});

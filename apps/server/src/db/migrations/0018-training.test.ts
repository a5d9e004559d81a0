// Migration 0018 on a database holding the spec's simple workouts (SQLite and PostgreSQL): they
// become scheduled workouts with the same ids, new rows get fresh ids, and down brings the simple
// ones back to the `workouts` table.
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationTestDatabase } from '../../../test/migration-database.js';
import { migrateToLatest } from '../database.js';
import { migrations } from './index.js';

describe('migration 0018-training', () => {
  let db: Kysely<any>;
  let migrator: Migrator;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ db, migrator, close } = await openMigrationTestDatabase('0017-exercise-library'));
  });
  afterAll(async () => {
    await close?.();
  });

  it('moves the simple workouts into scheduled workouts with their ids, and back on down', async () => {
    const now = '2026-01-02T03:04:05.678Z';
    const { id: userId } = await db
      .insertInto('users')
      .values({
        name: 'Before',
        mobile: '9111111180',
        password_hash: 'x',
        role: 'USER',
        mobile_verified: 1,
        deleted: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const workout = (title: string, date: string) =>
      db
        .insertInto('workouts')
        .values({ user_id: userId, title, description: 'Easy', date, time: '07:00', duration_minutes: 30, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    const walk = await workout('Walk', '2026-01-01');
    const yoga = await workout('Yoga', '2026-01-03');

    expect((await migrator.migrateTo('0018-training')).error).toBeUndefined();
    const moved = await db.selectFrom('scheduled_workouts').selectAll().orderBy('id').execute();
    expect(moved).toEqual([
      expect.objectContaining({
        id: walk.id,
        user_id: userId,
        name: 'Walk',
        description: 'Easy',
        date: '2026-01-01',
        time: '07:00',
        status: 'planned',
        exercise_count: 0,
        items: '[]',
      }),
      expect.objectContaining({ id: yoga.id, name: 'Yoga', date: '2026-01-03' }),
    ]);
    expect(Number(moved[0]!.duration_minutes)).toBe(30);
    const fresh = await db
      .insertInto('scheduled_workouts')
      .values({
        user_id: userId,
        date: '2026-01-05',
        name: 'Run',
        notes: '',
        items: '[]',
        exercise_ids: ',',
        exercise_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(fresh.id).toBeGreaterThan(yoga.id);

    expect((await migrator.migrateTo('0017-exercise-library')).error).toBeUndefined();
    const back = await db.selectFrom('workouts').select(['id', 'title']).orderBy('id').execute();
    expect(back).toEqual([
      { id: walk.id, title: 'Walk' },
      { id: yoga.id, title: 'Yoga' },
      { id: fresh.id, title: 'Run' },
    ]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});

describe('a database that ran 0020 and 0021 before 0018 existed', () => {
  it('runs 0018 on the next start', async () => {
    const { db, close } = await openMigrationTestDatabase('0001-accounts');
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== '0018-training'));
      const schema = (await db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres'))
        ? ((await db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema')).executeTakeFirstOrThrow()) as { schema: string })
            .schema
        : undefined;
      const old = new Migrator({
        db,
        provider: { getMigrations: async () => before },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      expect((await old.migrateToLatest()).error).toBeUndefined();
      await migrateToLatest(db);
      const ran = await db.selectFrom('kysely_migration').select('name').execute();
      expect(ran.map((row: { name: string }) => row.name)).toContain('0018-training');
      expect(await db.selectFrom('scheduled_workouts').selectAll().execute()).toEqual([]);
    } finally {
      await close();
    }
  });
});

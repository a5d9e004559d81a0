// Compiled queries (issue 24): built once per engine, run with each call's values, on SQLite and
// PostgreSQL, inside transactions as outside.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/helpers.js';
import { compiledQuery, type Param } from './compiled-query.js';
import { migrateToLatest, nowIso, type DB } from './database.js';

describe('compiledQuery', () => {
  let db: DB;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const { handle, drop } = await openTestDatabase();
    db = handle.db;
    await migrateToLatest(db);
    close = async () => {
      await handle.close();
      await drop();
    };
    const now = nowIso();
    await db
      .insertInto('slots')
      .values([
        { date: '2031-01-02', time: '09:00', booked: 0, created_at: now },
        { date: '2031-01-02', time: '10:00', booked: 1, created_at: now },
        { date: '2031-01-03', time: '09:00', booked: 0, created_at: now },
      ])
      .execute();
  });
  afterAll(() => close());

  const slotsOn = compiledQuery((db: DB, param: Param<{ date: string; booked: number }>) =>
    db
      .selectFrom('slots')
      .select(['date', 'time'])
      .where('date', '=', param('date'))
      .where('booked', '=', param('booked'))
      // A constant written into the build stays as compiled.
      .where('time', 'in', ['09:00', '10:00'])
      .orderBy('time'),
  );

  it('answers the rows of each call’s own values, as the built query does', async () => {
    expect(await slotsOn.execute(db, { date: '2031-01-02', booked: 0 })).toEqual([{ date: '2031-01-02', time: '09:00' }]);
    expect(await slotsOn.execute(db, { date: '2031-01-02', booked: 1 })).toEqual([{ date: '2031-01-02', time: '10:00' }]);
    expect(await slotsOn.executeTakeFirst(db, { date: '2031-01-03', booked: 0 })).toEqual({ date: '2031-01-03', time: '09:00' });
    expect(await slotsOn.executeTakeFirst(db, { date: '2031-01-04', booked: 0 })).toBeUndefined();
    const built = await db
      .selectFrom('slots')
      .select(['date', 'time'])
      .where('date', '=', '2031-01-02')
      .where('booked', '=', 1)
      .where('time', 'in', ['09:00', '10:00'])
      .orderBy('time')
      .execute();
    expect(await slotsOn.execute(db, { date: '2031-01-02', booked: 1 })).toEqual(built);
  });

  it('builds its statement once, and uses a placeholder as often as the build does', async () => {
    const build = vi.fn((db: DB, param: Param<{ date: string }>) =>
      db
        .selectFrom('slots')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.or([eb('date', '=', param('date')), eb('date', '>', param('date'))])),
    );
    const countFrom = compiledQuery(build);
    expect(Number((await countFrom.executeTakeFirst(db, { date: '2031-01-02' }))!.n)).toBe(3);
    expect(Number((await countFrom.executeTakeFirst(db, { date: '2031-01-03' }))!.n)).toBe(1);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('writes inside a transaction, and the rollback undoes it', async () => {
    const claim = compiledQuery((db: DB, param: Param<{ date: string; time: string }>) =>
      db
        .updateTable('slots')
        .set({ booked: 1 })
        .where('date', '=', param('date'))
        .where('time', '=', param('time'))
        .where('booked', '=', 0)
        .returning(['id']),
    );
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await claim.execute(trx, { date: '2031-01-03', time: '09:00' })).toHaveLength(1);
        expect(await claim.execute(trx, { date: '2031-01-03', time: '09:00' })).toHaveLength(0);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await slotsOn.execute(db, { date: '2031-01-03', booked: 0 })).toHaveLength(1);
    const { numAffectedRows } = await claim.run(db, { date: '2031-01-03', time: '09:00' });
    expect(Number(numAffectedRows ?? 1)).toBe(1);
    expect(await slotsOn.execute(db, { date: '2031-01-03', booked: 1 })).toHaveLength(1);
  });

  it('refuses a call that leaves a value out instead of running with a placeholder', async () => {
    await expect(slotsOn.execute(db, { date: '2031-01-02' } as never)).rejects.toThrow('no value for booked');
  });
});

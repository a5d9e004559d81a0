// Migration 0017 (issue 41) on a database of the schema before it (SQLite and PostgreSQL): the
// built-in library arrives whole and speaks the contracts' vocabulary, every muscle, category and
// tracking kind is represented, and the database itself keeps active names unique.
import {
  EQUIPMENT,
  EXERCISE_CATEGORIES,
  EXERCISE_TRACKING,
  EquipmentSchema,
  ExerciseCategorySchema,
  ExerciseTrackingSchema,
  MUSCLES,
  MuscleSchema,
  exerciseNameKey,
} from '@rhythmfit/contracts';
import type { Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openMigrationTestDatabase } from '../../../test/migration-database.js';

const MuscleListSchema = z.array(MuscleSchema);

describe('migration 0017-exercise-library', () => {
  let db: Kysely<any>;
  let migrator: Migrator;
  let close: (() => Promise<void>) | undefined;
  let rows: Record<string, any>[];

  beforeAll(async () => {
    ({ db, migrator, close } = await openMigrationTestDatabase('0016-attention-eating-days'));
    const { error } = await migrator.migrateTo('0017-exercise-library');
    if (error) throw error;
    rows = await db.selectFrom('exercises').selectAll().orderBy('id').execute();
  });
  afterAll(async () => {
    await close?.();
  });

  const muscles = (text: string) => MuscleListSchema.parse(JSON.parse(text));
  const coachExercise = (name: string, overrides: Record<string, unknown> = {}) => ({
    slug: null,
    name,
    name_key: exerciseNameKey(name),
    category: 'strength',
    primary_muscles: '["quadriceps"]',
    secondary_muscles: '[]',
    equipment: 'barbell',
    tracking: 'weight_reps',
    instructions: 'Squat.',
    created_at: '2026-01-02T03:04:05.678Z',
    updated_at: '2026-01-02T03:04:05.678Z',
    ...overrides,
  });

  it('ships at least 150 built-in exercises, active and authored by nobody', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const row of rows) {
      expect(row).toMatchObject({ built_in: 1, archived: 0, created_by: null, video_file: null, video_link: null });
      expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
    }
  });

  it('tags every exercise with values of the contracts’ taxonomy', () => {
    for (const row of rows) {
      const where = `${row.slug}`;
      expect(ExerciseCategorySchema.safeParse(row.category).success, where).toBe(true);
      expect(EquipmentSchema.safeParse(row.equipment).success, where).toBe(true);
      expect(ExerciseTrackingSchema.safeParse(row.tracking).success, where).toBe(true);
      const primary = muscles(row.primary_muscles);
      const secondary = muscles(row.secondary_muscles);
      expect(primary.length, where).toBeGreaterThan(0);
      // A muscle is listed once: primary or secondary, never both or twice.
      const all = [...primary, ...secondary];
      expect(new Set(all).size, where).toBe(all.length);
    }
  });

  it('names and slugs are unique, the name keys are the contracts’ rule, slugs kebab-case', () => {
    const keys = rows.map((row) => exerciseNameKey(row.name));
    expect(new Set(keys).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.name_key).toBe(exerciseNameKey(row.name));
      expect(row.name).toBe(row.name.trim());
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
  });

  it('gives every exercise short instructions', () => {
    for (const row of rows) {
      expect(row.instructions.trim().length, row.slug).toBeGreaterThan(0);
      expect(row.instructions.length, row.slug).toBeLessThanOrEqual(600);
    }
  });

  it('covers every muscle as a primary muscle of several exercises, and every category, tracking kind and equipment', () => {
    for (const muscle of MUSCLES) {
      const count = rows.filter((row) => muscles(row.primary_muscles).includes(muscle)).length;
      expect([muscle, count >= 3]).toEqual([muscle, true]);
    }
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(EXERCISE_CATEGORIES));
    expect(new Set(rows.map((row) => row.tracking))).toEqual(new Set(EXERCISE_TRACKING));
    expect(new Set(rows.map((row) => row.equipment))).toEqual(new Set(EQUIPMENT));
  });

  it('refuses a second active exercise with the same name key, and allows it once the first is archived', async () => {
    const squat = rows.find((row) => row.slug === 'barbell-back-squat');
    expect(squat?.name).toBe('Barbell Back Squat');
    await expect(db.insertInto('exercises').values(coachExercise('  barbell   BACK squat ')).execute()).rejects.toThrow();

    await db.updateTable('exercises').set({ archived: 1 }).where('id', '=', squat!.id).execute();
    const { id } = await db.insertInto('exercises').values(coachExercise('Barbell back squat')).returning('id').executeTakeFirstOrThrow();
    expect(Number(id)).toBeGreaterThan(Math.max(...rows.map((row) => Number(row.id))));
    // The coach's own is now the active one: a third is refused again, and so is restoring the first.
    await expect(db.insertInto('exercises').values(coachExercise('BARBELL BACK SQUAT')).execute()).rejects.toThrow();
    await expect(db.updateTable('exercises').set({ archived: 0 }).where('id', '=', squat!.id).execute()).rejects.toThrow();
  });

  it('refuses a duplicate slug, an unknown category or tracking kind, and booleans other than 0 and 1', async () => {
    await expect(
      db
        .insertInto('exercises')
        .values(coachExercise('Another Squat', { slug: 'barbell-back-squat' }))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('exercises')
        .values(coachExercise('Yoga Flow', { category: 'yoga' }))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('exercises')
        .values(coachExercise('Loaded Carry', { tracking: 'weight_distance' }))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('exercises')
        .values(coachExercise('Half Squat', { archived: 2 }))
        .execute(),
    ).rejects.toThrow();
    // Coach-made exercises have no slug: many nulls are allowed.
    await db.insertInto('exercises').values(coachExercise('Box Squat')).execute();
    await db.insertInto('exercises').values(coachExercise('Pin Squat')).execute();
  });

  it('is undone by its down step and can run again', async () => {
    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(db.selectFrom('exercises').select('id').execute()).rejects.toThrow();
    expect((await migrator.migrateTo('0017-exercise-library')).error).toBeUndefined();
    const again = await db.selectFrom('exercises').select(['slug']).orderBy('id').execute();
    expect(again.map((row) => row.slug)).toEqual(rows.map((row) => row.slug));
  });
});

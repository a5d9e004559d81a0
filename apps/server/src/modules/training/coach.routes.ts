// The coach's training (issue 41): workouts and programs, assigning a program (the member gets their
// own copy of each workout, so later edits change nothing assigned), one workout on any date, and
// editing or removing a scheduled workout while nothing is logged in it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignProgramBodySchema,
  AssignProgramResponseSchema,
  ErrorResponseSchema,
  IdParamSchema,
  ProgramBodySchema,
  ProgramSchema,
  ProgramSummarySchema,
  ScheduleWorkoutBodySchema,
  ScheduledEditBodySchema,
  ScheduledWorkoutSchema,
  TrainingWorkoutSchema,
  TrainingWorkoutSummarySchema,
  WorkoutBodySchema,
  UserIdParamSchema,
  type Program,
  type TrainingWorkout,
} from '@rhythmfit/contracts';
import { inTransaction, nowIso, type DB } from '../../db/database.js';
import type { TrainingProgramRow, TrainingWorkoutRow } from '../../db/schema.js';
import { BadRequestError, ConflictError, NotFoundError, isForeignKeyViolation } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { ERASED_MOBILE_PREFIX } from '../content/index.js';
import { exerciseIdsText, exercisesByIds } from './exercises.js';
import { checkItems, estimatedMinutes, parseItems, type StoredItem } from './items.js';
import { onProgramAssigned, onWorkoutScheduled } from './hooks.js';
import { addDays } from './rules/index.js';
import { loadScheduled, memberToday, presentScheduled } from './scheduled.service.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const admin = '/admin/training';

async function presentWorkout(db: DB, row: TrainingWorkoutRow): Promise<TrainingWorkout> {
  const items = parseItems(row.items);
  const exercises = await exercisesByIds(
    db,
    items.map((item) => item.exerciseId),
  );
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    items: items.map((item) => ({ ...item, exercise: exercises.get(item.exerciseId)! })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function presentProgram(db: DB, row: TrainingProgramRow): Promise<Program> {
  const days = await db
    .selectFrom('training_program_days')
    .innerJoin('training_workouts', 'training_workouts.id', 'training_program_days.workout_id')
    .select(['training_program_days.week', 'training_program_days.day', 'training_program_days.workout_id', 'training_workouts.name'])
    .where('training_program_days.program_id', '=', row.id)
    .orderBy('training_program_days.position')
    .execute();
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    weeks: Number(row.weeks),
    days: days.map((day) => ({ week: Number(day.week), day: Number(day.day), workoutId: day.workout_id, workoutName: day.name })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A member who can be given training (not erased, not marked for deletion). */
export async function loadMember(db: DB, userId: number): Promise<{ id: number }> {
  const member = await db
    .selectFrom('users')
    .select(['id', 'deleted'])
    .where('id', '=', userId)
    .where('mobile', 'not like', `${ERASED_MOBILE_PREFIX}%`)
    .executeTakeFirst();
  if (!member) throw new NotFoundError('User not found');
  if (member.deleted) throw new BadRequestError('This account is marked for deletion.', 'account_deleted');
  return member;
}

/** The columns of a member's scheduled copy of a workout's items. */
export function scheduledItemColumns(items: readonly StoredItem[]) {
  return {
    items: JSON.stringify(items),
    exercise_ids: exerciseIdsText(items.map((item) => item.exerciseId)),
    exercise_count: items.length,
    duration_minutes: items.length > 0 ? estimatedMinutes(items) : null,
  };
}

export async function coachTrainingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pre = { preHandler: app.requireAdmin };

  async function loadWorkout(db: DB, id: number): Promise<TrainingWorkoutRow> {
    const row = await db.selectFrom('training_workouts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError('Workout not found');
    return row;
  }
  async function loadProgram(db: DB, id: number): Promise<TrainingProgramRow> {
    const row = await db.selectFrom('training_programs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError('Program not found');
    return row;
  }

  // ---------- Workouts ----------

  r.get(
    `${admin}/workouts`,
    { ...pre, schema: { summary: "The coach's workouts", response: { 200: z.array(TrainingWorkoutSummarySchema), ...errors } } },
    async () => {
      const rows = await app.db.selectFrom('training_workouts').selectAll().orderBy('name').orderBy('id').execute();
      return rows.map((row) => {
        const items = parseItems(row.items);
        return {
          id: row.id,
          name: row.name,
          notes: row.notes,
          exerciseCount: items.length,
          setCount: items.reduce((sum, item) => sum + item.sets.length, 0),
          updatedAt: row.updated_at,
        };
      });
    },
  );

  r.get(
    `${admin}/workouts/:id`,
    { ...pre, schema: { params: IdParamSchema, response: { 200: TrainingWorkoutSchema, ...errors } } },
    async (request) => presentWorkout(app.db, await loadWorkout(app.db, request.params.id)),
  );

  r.post(
    `${admin}/workouts`,
    { ...pre, schema: { summary: 'Build a workout', body: WorkoutBodySchema, response: { 201: TrainingWorkoutSchema, ...errors } } },
    async (request, reply) => {
      const { items } = await checkItems(request.db, request.body.items, { required: true });
      const now = nowIso();
      const row = await request.db
        .insertInto('training_workouts')
        .values({
          name: request.body.name,
          notes: request.body.notes,
          items: JSON.stringify(items),
          exercise_ids: exerciseIdsText(items.map((item) => item.exerciseId)),
          created_by: currentUser(request).userId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send(await presentWorkout(request.db, row));
    },
  );

  r.put(
    `${admin}/workouts/:id`,
    { ...pre, schema: { params: IdParamSchema, body: WorkoutBodySchema, response: { 200: TrainingWorkoutSchema, ...errors } } },
    async (request) => {
      await loadWorkout(request.db, request.params.id);
      const { items } = await checkItems(request.db, request.body.items, { required: true });
      const row = await request.db
        .updateTable('training_workouts')
        .set({
          name: request.body.name,
          notes: request.body.notes,
          items: JSON.stringify(items),
          exercise_ids: exerciseIdsText(items.map((item) => item.exerciseId)),
          updated_at: nowIso(),
        })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentWorkout(request.db, row);
    },
  );

  r.delete(
    `${admin}/workouts/:id`,
    { ...pre, schema: { params: IdParamSchema, response: { 200: z.object({ deleted: z.literal(true) }), ...errors } } },
    async (request) => {
      await loadWorkout(request.db, request.params.id);
      const inProgram = await request.db
        .selectFrom('training_program_days')
        .select('id')
        .where('workout_id', '=', request.params.id)
        .limit(1)
        .executeTakeFirst();
      if (inProgram) throw new ConflictError('A program uses this workout: take it out of the program first.', 'workout_in_program');
      try {
        await request.db.deleteFrom('training_workouts').where('id', '=', request.params.id).execute();
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new ConflictError('A program uses this workout: take it out of the program first.', 'workout_in_program');
        throw error;
      }
      return { deleted: true as const };
    },
  );

  // ---------- Programs ----------

  async function checkProgramWorkouts(db: DB, days: ReadonlyArray<{ workoutId: number }>): Promise<void> {
    const ids = [...new Set(days.map((day) => day.workoutId))];
    if (ids.length === 0) return;
    const found = await db.selectFrom('training_workouts').select('id').where('id', 'in', ids).execute();
    const known = new Set(found.map((row) => row.id));
    const index = days.findIndex((day) => !known.has(day.workoutId));
    if (index >= 0) throw new BadRequestError(`days.${index}.workoutId: no such workout`, 'unknown_workout');
  }

  async function writeDays(db: DB, programId: number, days: ReadonlyArray<{ week: number; day: number; workoutId: number }>) {
    await db.deleteFrom('training_program_days').where('program_id', '=', programId).execute();
    const ordered = [...days].sort((a, b) => a.week - b.week || a.day - b.day);
    if (ordered.length > 0)
      await db
        .insertInto('training_program_days')
        .values(
          ordered.map((day, position) => ({ program_id: programId, week: day.week, day: day.day, position, workout_id: day.workoutId })),
        )
        .execute();
  }

  r.get(
    `${admin}/programs`,
    { ...pre, schema: { summary: "The coach's programs", response: { 200: z.array(ProgramSummarySchema), ...errors } } },
    async () => {
      const rows = await app.db
        .selectFrom('training_programs')
        .leftJoin('training_program_days', 'training_program_days.program_id', 'training_programs.id')
        .select([
          'training_programs.id',
          'training_programs.name',
          'training_programs.notes',
          'training_programs.weeks',
          'training_programs.updated_at',
          (eb) => eb.fn.count<number>('training_program_days.id').as('workout_count'),
        ])
        .groupBy([
          'training_programs.id',
          'training_programs.name',
          'training_programs.notes',
          'training_programs.weeks',
          'training_programs.updated_at',
        ])
        .orderBy('training_programs.name')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        notes: row.notes,
        weeks: Number(row.weeks),
        workoutCount: Number(row.workout_count),
        updatedAt: row.updated_at,
      }));
    },
  );

  r.get(
    `${admin}/programs/:id`,
    { ...pre, schema: { params: IdParamSchema, response: { 200: ProgramSchema, ...errors } } },
    async (request) => presentProgram(app.db, await loadProgram(app.db, request.params.id)),
  );

  r.post(
    `${admin}/programs`,
    { ...pre, schema: { summary: 'Make a program', body: ProgramBodySchema, response: { 201: ProgramSchema, ...errors } } },
    async (request, reply) => {
      // The answer is sent only after the commit: sent from inside the transaction, it reached the
      // client first, and an assign right after it (another connection on PostgreSQL) found no program.
      const program = await inTransaction(request.db, async (trx) => {
        await checkProgramWorkouts(trx, request.body.days);
        const now = nowIso();
        const row = await trx
          .insertInto('training_programs')
          .values({
            name: request.body.name,
            notes: request.body.notes,
            weeks: request.body.weeks,
            created_by: currentUser(request).userId,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeDays(trx, row.id, request.body.days);
        return presentProgram(trx, row);
      });
      return reply.status(201).send(program);
    },
  );

  r.put(
    `${admin}/programs/:id`,
    { ...pre, schema: { params: IdParamSchema, body: ProgramBodySchema, response: { 200: ProgramSchema, ...errors } } },
    async (request) =>
      inTransaction(request.db, async (trx) => {
        await loadProgram(trx, request.params.id);
        await checkProgramWorkouts(trx, request.body.days);
        const row = await trx
          .updateTable('training_programs')
          .set({ name: request.body.name, notes: request.body.notes, weeks: request.body.weeks, updated_at: nowIso() })
          .where('id', '=', request.params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeDays(trx, row.id, request.body.days);
        return presentProgram(trx, row);
      }),
  );

  r.delete(
    `${admin}/programs/:id`,
    { ...pre, schema: { params: IdParamSchema, response: { 200: z.object({ deleted: z.literal(true) }), ...errors } } },
    async (request) => {
      await loadProgram(request.db, request.params.id);
      // What was assigned stays on the members' calendars (their own copies); only the link goes.
      await request.db.deleteFrom('training_programs').where('id', '=', request.params.id).execute();
      return { deleted: true as const };
    },
  );

  r.post(
    `${admin}/programs/:id/assign`,
    {
      ...pre,
      config: { idempotent: true },
      schema: {
        summary: "Put a program's workouts on a member's calendar (takes an Idempotency-Key)",
        params: IdParamSchema,
        body: AssignProgramBodySchema,
        response: { 201: AssignProgramResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const db = request.db;
      const program = await loadProgram(db, request.params.id);
      await loadMember(db, request.body.userId);
      const days = await db
        .selectFrom('training_program_days')
        .innerJoin('training_workouts', 'training_workouts.id', 'training_program_days.workout_id')
        .select([
          'training_program_days.week',
          'training_program_days.day',
          'training_workouts.id as workout_id',
          'training_workouts.name',
          'training_workouts.notes',
          'training_workouts.items',
        ])
        .where('training_program_days.program_id', '=', program.id)
        .orderBy('training_program_days.position')
        .execute();
      const now = nowIso();
      const coachId = currentUser(request).userId;
      const rows = days.map((day) => {
        const items = parseItems(day.items);
        return {
          user_id: request.body.userId,
          date: addDays(request.body.startDate, (Number(day.week) - 1) * 7 + (Number(day.day) - 1)),
          name: day.name,
          notes: day.notes,
          ...scheduledItemColumns(items),
          program_id: program.id,
          source_workout_id: day.workout_id,
          created_by: coachId,
          created_at: now,
          updated_at: now,
        };
      });
      await inTransaction(db, async (trx) => {
        for (let i = 0; i < rows.length; i += 50)
          await trx
            .insertInto('scheduled_workouts')
            .values(rows.slice(i, i + 50))
            .execute();
      });
      const dates = rows.map((row) => row.date).sort();
      const answer = { scheduled: rows.length, firstDate: dates[0] ?? null, lastDate: dates.at(-1) ?? null };
      await onProgramAssigned(request, { userId: request.body.userId, programId: program.id, programName: program.name, ...answer });
      return reply.status(201).send(answer);
    },
  );

  // ---------- One member's scheduled workouts ----------

  r.post(
    `${admin}/members/:userId/scheduled`,
    {
      ...pre,
      schema: {
        summary: 'Put one workout on a member’s calendar, on any date',
        params: UserIdParamSchema,
        body: ScheduleWorkoutBodySchema,
        response: { 201: ScheduledWorkoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      const db = request.db;
      await loadMember(db, request.params.userId);
      const workout = await db.selectFrom('training_workouts').selectAll().where('id', '=', request.body.workoutId).executeTakeFirst();
      if (!workout) throw new BadRequestError('workoutId: no such workout', 'unknown_workout');
      const now = nowIso();
      const row = await db
        .insertInto('scheduled_workouts')
        .values({
          user_id: request.params.userId,
          date: request.body.date,
          name: workout.name,
          notes: workout.notes,
          ...scheduledItemColumns(parseItems(workout.items)),
          source_workout_id: workout.id,
          created_by: currentUser(request).userId,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await onWorkoutScheduled(request, { userId: row.user_id, scheduledId: row.id, name: row.name, date: row.date });
      const today = await memberToday(db, row.user_id, app.config.businessTimeZone);
      return reply.status(201).send(await presentScheduled(db, row, today));
    },
  );

  r.put(
    `${admin}/scheduled/:id`,
    {
      ...pre,
      schema: {
        summary: 'Edit a scheduled workout while nothing is logged in it',
        params: IdParamSchema,
        body: ScheduledEditBodySchema,
        response: { 200: ScheduledWorkoutSchema, ...errors },
      },
    },
    async (request) => {
      const db = request.db;
      const existing = await loadScheduled(db, request.params.id);
      if (existing.log !== null) throw new ConflictError('Something is logged in this workout.', 'workout_logged');
      const changes: Record<string, unknown> = { updated_at: nowIso() };
      if (request.body.date !== undefined) changes.date = request.body.date;
      if (request.body.name !== undefined) changes.name = request.body.name;
      if (request.body.notes !== undefined) changes.notes = request.body.notes;
      if (request.body.items !== undefined) {
        const { items } = await checkItems(db, request.body.items, { required: true });
        Object.assign(changes, scheduledItemColumns(items));
      }
      const row = await db
        .updateTable('scheduled_workouts')
        .set(changes)
        .where('id', '=', existing.id)
        .where('log', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new ConflictError('Something is logged in this workout.', 'workout_logged');
      const today = await memberToday(db, row.user_id, app.config.businessTimeZone);
      return presentScheduled(db, row, today);
    },
  );

  r.delete(
    `${admin}/scheduled/:id`,
    { ...pre, schema: { params: IdParamSchema, response: { 200: z.object({ deleted: z.literal(true) }), ...errors } } },
    async (request) => {
      const existing = await loadScheduled(request.db, request.params.id);
      if (existing.log !== null) throw new ConflictError('Something is logged in this workout.', 'workout_logged');
      const result = await request.db
        .deleteFrom('scheduled_workouts')
        .where('id', '=', existing.id)
        .where('log', 'is', null)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new ConflictError('Something is logged in this workout.', 'workout_logged');
      return { deleted: true as const };
    },
  );
}

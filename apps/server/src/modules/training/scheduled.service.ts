// The member's scheduled workouts (issue 41): reading one with "last time", saving the log
// (replaced each time), finishing (records, progression, the coach told once), skipping, the
// calendar, records and exercise history. Writes take the request's `db` (its transaction for an
// idempotent request) and run in one transaction.
import type {
  CalendarEntry,
  Exercise,
  ExerciseHistoryRow,
  ExerciseRecords,
  LogBodySchema,
  NewRecord,
  PreviousSets,
  Progression,
  SetTarget,
  ScheduledStatus,
  ScheduledWorkout,
  SetType,
  TypedLoggedSet,
} from '@rhythmfit/contracts';
import { isoDateInZone } from '@rhythmfit/contracts';
import type { z } from 'zod';
import { inTransaction, isPostgres, nowIso, type DB } from '../../db/database.js';
import type { ScheduledWorkoutRow } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { exercisesByIds } from './exercises.js';
import { checkLog, parseItems, parseLog, type StoredItem, type StoredLogItem } from './items.js';
import {
  bestSet,
  calendarStatus,
  newRecords as findNewRecords,
  itemMetTargets,
  workoutFigures,
  RECORD_FIGURE,
  type ExerciseFigures,
  type LoggedSet,
  type StoredStatus,
} from './rules/index.js';

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function dateIn(timeZone: string, instant: Date = new Date()): string {
  try {
    // isoDateInZone keeps one formatter per zone. A new Intl.DateTimeFormat on every call (each log
    // save asks for the member's today) took 1.4 s of the server's 35 s of CPU in a profiled
    // `npm run bench -- --training-only`, whose mix missed its p99 (59.5 ms against 50 at 20,000).
    return isoDateInZone(instant, timeZone);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/** The member's today: their notification time zone, else the business's. */
export async function memberToday(db: DB, userId: number, businessTimeZone: string): Promise<string> {
  const prefs = await db.selectFrom('notification_preferences').select('time_zone').where('user_id', '=', userId).executeTakeFirst();
  return dateIn(prefs?.time_zone || businessTimeZone);
}

export function statusOf(row: Pick<ScheduledWorkoutRow, 'status' | 'date'>, today: string): ScheduledStatus {
  return calendarStatus(row.status as StoredStatus, row.date, today);
}

export function presentCalendarEntry(
  row: Pick<ScheduledWorkoutRow, 'id' | 'date' | 'name' | 'status' | 'exercise_count' | 'started_at' | 'completed_at'>,
  today: string,
): CalendarEntry {
  return {
    id: row.id,
    date: row.date,
    name: row.name,
    status: statusOf(row, today),
    exerciseCount: Number(row.exercise_count),
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

export async function calendar(db: DB, userId: number, from: string, to: string, today: string): Promise<CalendarEntry[]> {
  const rows = await db
    .selectFrom('scheduled_workouts')
    .select(['id', 'date', 'name', 'status', 'exercise_count', 'started_at', 'completed_at'])
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => presentCalendarEntry(row, today));
}

export async function loadScheduled(db: DB, id: number, userId?: number, { lock = false } = {}): Promise<ScheduledWorkoutRow> {
  let query = db.selectFrom('scheduled_workouts').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  // SQLite runs one writer at a time; PostgreSQL takes the row's lock here.
  if (lock && isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError('Workout not found');
  return row;
}

function loggedSets(row: { sets: string }): TypedLoggedSet[] {
  return JSON.parse(row.sets) as TypedLoggedSet[];
}

/** "Last time": per exercise, its sets from the member's last finished workout on or before `date`, this one excluded. */
async function previousSets(db: DB, row: ScheduledWorkoutRow, exerciseIds: number[]): Promise<Map<number, PreviousSets>> {
  // One statement for all of the workout's exercises: each branch is the same indexed newest-first
  // seek with LIMIT 1 (training_exercise_logs_history), so it costs what one query per exercise did
  // without running the query pipeline once per exercise. Every log save answers with "last time",
  // and the evening peak's saves cost the mix its p99 (issue 41, `npm run bench`, docs/benchmarks.md).
  const branches = [...new Set(exerciseIds)].map((exerciseId) =>
    db
      .selectFrom((inner) =>
        inner
          .selectFrom('training_exercise_logs')
          .select(['exercise_id', 'date', 'scheduled_id', 'sets'])
          .where('user_id', '=', row.user_id)
          .where('exercise_id', '=', exerciseId)
          .where('date', '<=', row.date)
          .where('scheduled_id', '<>', row.id)
          .orderBy('date', 'desc')
          .orderBy('scheduled_id', 'desc')
          .limit(1)
          .as('last'),
      )
      .selectAll(),
  );
  const found = new Map<number, PreviousSets>();
  const [first, ...others] = branches;
  if (!first) return found;
  const rows = await others.reduce((query, branch) => query.unionAll(branch), first).execute();
  for (const last of rows) found.set(last.exercise_id, { date: last.date, scheduledId: last.scheduled_id, sets: loggedSets(last) });
  return found;
}

/**
 * The scheduled workout as its member reads it: planned beside actual, "last time", new records.
 * `known.exercises`: its exercises when the caller has just read them (a log save has).
 */
export async function presentScheduled(
  db: DB,
  row: ScheduledWorkoutRow,
  today: string,
  known: { exercises?: Map<number, Exercise> } = {},
): Promise<ScheduledWorkout> {
  const items = parseItems(row.items);
  const log = parseLog(row.log);
  const ids = items.map((item) => item.exerciseId);
  const exercises = known.exercises ?? (await exercisesByIds(db, ids));
  const previous = await previousSets(db, row, ids);
  return {
    id: row.id,
    date: row.date,
    name: row.name,
    notes: row.notes,
    status: statusOf(row, today),
    startedAt: row.started_at,
    completedAt: row.completed_at,
    rating: row.rating === null ? null : Number(row.rating),
    memberNotes: row.member_notes,
    skipReason: row.skip_reason,
    own: Number(row.own) === 1,
    items: items.map((item, index) => {
      const logged = log?.[index]?.sets ?? [];
      const count = Math.max(item.sets.length, logged.length);
      return {
        exercise: exercises.get(item.exerciseId)!,
        group: item.group,
        notes: item.notes,
        restSeconds: item.restSeconds,
        progression: item.progression,
        previous: previous.get(item.exerciseId) ?? null,
        sets: Array.from({ length: count }, (_, setIndex) => {
          const target = item.sets[setIndex] ?? null;
          return { type: target?.type ?? 'normal', target, actual: logged[setIndex] ?? null };
        }),
      };
    }),
    newRecords: row.new_records ? (JSON.parse(row.new_records) as NewRecord[]) : [],
  };
}

/** The logged sets of each item with their type (a set the member added counts as normal). */
function typedLog(items: readonly StoredItem[], log: readonly StoredLogItem[]): Array<{ exerciseId: number; sets: LoggedSet[] }> {
  return items.map((item, index) => ({
    exerciseId: item.exerciseId,
    sets: (log[index]?.sets ?? []).map((actual, setIndex) => ({
      type: (item.sets[setIndex]?.type ?? 'normal') as SetType,
      target: item.sets[setIndex] ?? null,
      actual,
    })),
  }));
}

const FIGURE_COLUMNS = {
  e1rmKg: 'e1rm_kg',
  heaviestKg: 'heaviest_kg',
  mostReps: 'most_reps',
  longestSeconds: 'longest_seconds',
  longestDistanceKm: 'longest_distance_km',
  bestVolumeKg: 'volume_kg',
} as const satisfies Record<keyof ExerciseFigures, string>;

const KIND_OF_FIGURE = Object.fromEntries(Object.entries(RECORD_FIGURE).map(([kind, figure]) => [figure, kind])) as Record<
  keyof ExerciseFigures,
  string
>;

type FigureColumn = (typeof FIGURE_COLUMNS)[keyof ExerciseFigures];

/**
 * Writes the finished workout's per-exercise figures, answers the records it sets against the
 * member's other finished workouts, and recomputes the member's records of those exercises. The
 * other workouts are read as one aggregate per exercise (SQL max over the indexed figure rows), so
 * the cost hardly grows with years of history.
 */
async function recordFinished(
  trx: DB,
  row: ScheduledWorkoutRow,
  items: readonly StoredItem[],
  log: readonly StoredLogItem[],
  exercises: ReadonlyMap<number, Exercise>,
): Promise<NewRecord[]> {
  const byExercise = new Map<number, LoggedSet[]>();
  for (const item of typedLog(items, log)) byExercise.set(item.exerciseId, [...(byExercise.get(item.exerciseId) ?? []), ...item.sets]);
  const exerciseIds = [...byExercise.keys()];
  await trx.deleteFrom('training_exercise_logs').where('scheduled_id', '=', row.id).execute();
  if (exerciseIds.length === 0) return [];

  // The member's best of each figure in their other finished workouts, per exercise.
  const aggregates = await trx
    .selectFrom('training_exercise_logs')
    .select((eb) => [
      'exercise_id',
      eb.fn.max('e1rm_kg').as('e1rm_kg'),
      eb.fn.max('heaviest_kg').as('heaviest_kg'),
      eb.fn.max('most_reps').as('most_reps'),
      eb.fn.max('longest_seconds').as('longest_seconds'),
      eb.fn.max('longest_distance_km').as('longest_distance_km'),
      eb.fn.max('volume_kg').as('volume_kg'),
    ])
    .where('user_id', '=', row.user_id)
    .where('exercise_id', 'in', exerciseIds)
    .groupBy('exercise_id')
    .execute();
  const previousBest = new Map<number, Partial<Record<keyof ExerciseFigures, number>>>();
  for (const aggregate of aggregates) {
    const best: Partial<Record<keyof ExerciseFigures, number>> = {};
    for (const [figure, column] of Object.entries(FIGURE_COLUMNS) as Array<[keyof ExerciseFigures, FigureColumn]>) {
      const value = aggregate[column] === null ? null : Number(aggregate[column]);
      if (value !== null && value > 0) best[figure] = value;
    }
    previousBest.set(aggregate.exercise_id, best);
  }
  const holders = await trx
    .selectFrom('training_records')
    .selectAll()
    .where('user_id', '=', row.user_id)
    .where('exercise_id', 'in', exerciseIds)
    .execute();

  const found: NewRecord[] = [];
  const logRows = [];
  const recordRows: Array<{ user_id: number; exercise_id: number; kind: string; value: number; date: string; scheduled_id: number }> = [];
  for (const [exerciseId, sets] of byExercise) {
    const exercise = exercises.get(exerciseId)!;
    const figures = workoutFigures(exercise.tracking, sets);
    const before = previousBest.get(exerciseId) ?? {};
    found.push(...findNewRecords(new Map([[exerciseId, before]]), [{ exerciseId, tracking: exercise.tracking, sets }]));
    logRows.push({
      user_id: row.user_id,
      exercise_id: exerciseId,
      scheduled_id: row.id,
      date: row.date,
      sets: JSON.stringify(sets.map((set) => ({ type: set.type, ...(set.actual ?? emptyActual) }))),
      e1rm_kg: figures.e1rmKg,
      heaviest_kg: figures.heaviestKg,
      most_reps: figures.mostReps,
      longest_seconds: figures.longestSeconds,
      longest_distance_km: figures.longestDistanceKm,
      volume_kg: figures.bestVolumeKg ?? 0,
    });

    // Each figure's record: this workout when it beats the others (or ties and is earlier),
    // else the workout that holds the others' best (the earliest on a tie).
    for (const [figure, column] of Object.entries(FIGURE_COLUMNS) as Array<[keyof ExerciseFigures, FigureColumn]>) {
      const kind = KIND_OF_FIGURE[figure];
      const mine = figures[figure];
      const prior = before[figure];
      let holder: { value: number; date: string; scheduled_id: number } | null = null;
      if (prior !== undefined) {
        const current = holders.find((h) => h.exercise_id === exerciseId && h.kind === kind);
        if (current && current.scheduled_id !== row.id && Number(current.value) === prior) {
          holder = { value: prior, date: current.date, scheduled_id: current.scheduled_id };
        } else {
          const earliest = await trx
            .selectFrom('training_exercise_logs')
            .select(['date', 'scheduled_id'])
            .where('user_id', '=', row.user_id)
            .where('exercise_id', '=', exerciseId)
            .where(column, '=', prior)
            .orderBy('date')
            .orderBy('scheduled_id')
            .limit(1)
            .executeTakeFirst();
          if (earliest) holder = { value: prior, ...earliest };
        }
      }
      if (mine !== null && mine > 0) {
        const earlier = !holder || row.date < holder.date || (row.date === holder.date && row.id < holder.scheduled_id);
        if (!holder || mine > holder.value || (mine === holder.value && earlier))
          holder = { value: mine, date: row.date, scheduled_id: row.id };
      }
      if (holder) recordRows.push({ user_id: row.user_id, exercise_id: exerciseId, kind, ...holder });
    }
  }
  await trx.insertInto('training_exercise_logs').values(logRows).execute();
  await trx.deleteFrom('training_records').where('user_id', '=', row.user_id).where('exercise_id', 'in', exerciseIds).execute();
  if (recordRows.length > 0) await trx.insertInto('training_records').values(recordRows).execute();
  return found;
}

/** A normal set raised by the step (kg on weightKg, reps on reps and repsMax); other sets keep theirs. */
function raiseTarget(set: SetTarget, step: Progression): SetTarget {
  if (set.type !== 'normal' || !step) return set;
  if ('addKg' in step)
    return set.weightKg === null ? set : { ...set, weightKg: Math.min(500, Number((set.weightKg + step.addKg).toFixed(2))) };
  return {
    ...set,
    reps: set.reps === null ? null : Math.min(100, set.reps + step.addReps),
    repsMax: set.repsMax === null ? null : Math.min(100, set.repsMax + step.addReps),
  };
}

const emptyActual = { reps: null, weightKg: null, seconds: null, distanceKm: null, rpe: null, done: false };

/**
 * Progression on the first finish: the next not-started occurrence of the same program workout for
 * the member gets each item's normal sets raised when that item met its targets.
 */
async function progress(trx: DB, row: ScheduledWorkoutRow, items: readonly StoredItem[], log: readonly StoredLogItem[]): Promise<void> {
  if (row.program_id === null || row.source_workout_id === null) return;
  if (!items.some((item) => item.progression)) return;
  const next = await trx
    .selectFrom('scheduled_workouts')
    .select(['id', 'items'])
    .where('user_id', '=', row.user_id)
    .where('source_workout_id', '=', row.source_workout_id)
    .where('program_id', '=', row.program_id)
    .where('status', '=', 'planned')
    .where('id', '<>', row.id)
    .where((eb) => eb.or([eb('date', '>', row.date), eb.and([eb('date', '=', row.date), eb('id', '>', row.id)])]))
    .orderBy('date', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!next) return;
  const nextItems = parseItems(next.items);
  let changed = false;
  items.forEach((item, index) => {
    const target = nextItems[index];
    if (!item.progression || !target || target.exerciseId !== item.exerciseId) return;
    // Judged on this workout's own targets and what was logged against them.
    const judged = itemMetTargets(
      item.sets.map((set) => ({ type: set.type, target: set })),
      log[index]?.sets ?? [],
    );
    if (!judged) return;
    target.sets = target.sets.map((set) => raiseTarget(set, item.progression!));
    changed = true;
  });
  if (changed)
    await trx
      .updateTable('scheduled_workouts')
      .set({ items: JSON.stringify(nextItems), updated_at: nowIso() })
      .where('id', '=', next.id)
      .execute();
}

export type LogBody = z.output<typeof LogBodySchema>;

export interface SavedLog {
  row: ScheduledWorkoutRow;
  /** True only on the save that first finished the workout (the coach is told then, once). */
  firstFinish: boolean;
  newRecords: NewRecord[];
  /** The workout's exercises as read for the save (its answer presents them). */
  exercises: Map<number, Exercise>;
}

/** Replaces the member's log; finishing marks it done (once) and computes records. */
export async function saveLog(db: DB, userId: number, id: number, body: LogBody): Promise<SavedLog> {
  return inTransaction(db, async (trx) => {
    // Saves of one workout run one after another: each rewrites its figures and the member's
    // records of its exercises, and two at once (a phone's retry beside the original) would insert
    // the same rows (PostgreSQL answered 500 to one of three saves racing to finish).
    const row = await loadScheduled(trx, id, userId, { lock: true });
    const items = parseItems(row.items);
    const exercises = await exercisesByIds(
      trx,
      items.map((item) => item.exerciseId),
    );
    const log = checkLog(items, exercises, body);
    const now = nowIso();
    // The first finish is claimed by one conditional update, so two saves racing to finish the
    // same workout (a phone's retry beside the original) tell the coach once between them.
    let firstFinish = false;
    if (body.finished && row.status !== 'done') {
      const claimed = await trx
        .updateTable('scheduled_workouts')
        .set({ status: 'done', completed_at: now })
        .where('id', '=', row.id)
        .where('status', '<>', 'done')
        .executeTakeFirst();
      firstFinish = Number(claimed.numUpdatedRows) === 1;
      if (!firstFinish) Object.assign(row, await loadScheduled(trx, id, userId));
      else row.completed_at = null;
    }
    const wasDone = row.status === 'done' && !firstFinish;
    const done = wasDone || body.finished;
    const newRecords = done ? await recordFinished(trx, row, items, log, exercises) : [];
    if (firstFinish) await progress(trx, row, items, log);
    const changes = {
      log: JSON.stringify(log),
      status: done ? 'done' : 'in_progress',
      started_at: body.startedAt ?? row.started_at ?? now,
      completed_at: done ? (row.completed_at ?? now) : null,
      rating: body.rating ?? null,
      member_notes: body.notes ?? null,
      skip_reason: null,
      new_records: done ? JSON.stringify(newRecords) : null,
      updated_at: now,
    };
    await trx.updateTable('scheduled_workouts').set(changes).where('id', '=', row.id).execute();
    // The saved row is the one read above (its row lock held on PostgreSQL; SQLite's one writer)
    // with these changes: reading it back (`returning *`, the planned items and the log as text
    // again) was part of every save's cost, and the player saves once a minute per member.
    return { row: { ...row, ...changes }, firstFinish, newRecords, exercises };
  });
}

export async function skip(db: DB, userId: number, id: number, reason: string | null | undefined): Promise<ScheduledWorkoutRow> {
  const row = await loadScheduled(db, id, userId);
  if (row.status === 'done') throw new ConflictError('This workout is already done.', 'workout_done');
  return db
    .updateTable('scheduled_workouts')
    .set({ status: 'skipped', skip_reason: reason?.trim() || null, updated_at: nowIso() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Per exercise the member has records for, each figure with when it was set. */
export async function records(db: DB, userId: number): Promise<ExerciseRecords[]> {
  const rows = await db
    .selectFrom('training_records')
    .innerJoin('exercises', 'exercises.id', 'training_records.exercise_id')
    .select([
      'training_records.exercise_id',
      'training_records.kind',
      'training_records.value',
      'training_records.date',
      'training_records.scheduled_id',
      'exercises.name',
      'exercises.tracking',
    ])
    .where('training_records.user_id', '=', userId)
    .orderBy('exercises.name_key', 'asc')
    .execute();
  const byExercise = new Map<number, ExerciseRecords>();
  for (const row of rows) {
    let entry = byExercise.get(row.exercise_id);
    if (!entry) {
      entry = {
        exerciseId: row.exercise_id,
        exerciseName: row.name,
        tracking: row.tracking as ExerciseRecords['tracking'],
        e1rmKg: null,
        heaviestKg: null,
        mostReps: null,
        longestSeconds: null,
        longestDistanceKm: null,
        bestVolumeKg: null,
      };
      byExercise.set(row.exercise_id, entry);
    }
    const figure = RECORD_FIGURE[row.kind as keyof typeof RECORD_FIGURE];
    if (figure) entry[figure] = { value: Number(row.value), date: row.date, scheduledId: row.scheduled_id };
  }
  return [...byExercise.values()];
}

/** Newest first, one row per finished workout with the exercise (a page of them when asked). */
export async function exerciseHistoryCount(db: DB, userId: number, exerciseId: number): Promise<number> {
  const row = await db
    .selectFrom('training_exercise_logs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exerciseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function exerciseHistory(
  db: DB,
  userId: number,
  exercise: Exercise,
  window: { limit?: number; offset?: number } = {},
): Promise<ExerciseHistoryRow[]> {
  let query = db
    .selectFrom('training_exercise_logs')
    .select(['date', 'scheduled_id', 'sets', 'e1rm_kg', 'volume_kg'])
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exercise.id)
    .orderBy('date', 'desc')
    .orderBy('scheduled_id', 'desc');
  if (window.limit !== undefined) query = query.limit(window.limit).offset(window.offset ?? 0);
  const rows = await query.execute();
  return rows.map((row) => {
    const sets = loggedSets(row);
    const best = bestSet(
      exercise.tracking,
      sets.map((set) => ({ type: set.type, actual: set })),
    );
    const bestTyped = best ? (sets.find((set) => set === best) ?? null) : null;
    return {
      date: row.date,
      scheduledId: row.scheduled_id,
      sets,
      bestSet: bestTyped,
      e1rmKg: row.e1rm_kg === null ? null : Number(row.e1rm_kg),
      volumeKg: Number(row.volume_kg),
    };
  });
}

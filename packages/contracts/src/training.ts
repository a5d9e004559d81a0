// Training (issue 41): the exercise library, the coach's workouts and programs, the member's
// scheduled workouts with the sets they log, records and history. Every request and answer of the
// training routes is here; the field names are the issue's.
import { z } from 'zod';
import { IsoDateSchema } from './common.js';
import {
  EquipmentSchema,
  ExerciseCategorySchema,
  ExerciseTrackingSchema,
  MuscleSchema,
  type ExerciseTracking,
} from './exercise-taxonomy.js';

const id = z.number().int().positive();
const InstantSchema = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });

/** True when `value` is a whole multiple of `step` (0.25 kg, 0.5 RPE), tolerant of float noise. */
export function isMultipleOf(value: number, step: number): boolean {
  const n = value / step;
  return Math.abs(n - Math.round(n)) < 1e-9;
}

// ---------- The exercise library ----------

export const ExerciseSchema = z.object({
  id,
  name: z.string(),
  category: ExerciseCategorySchema,
  primaryMuscles: z.array(MuscleSchema),
  secondaryMuscles: z.array(MuscleSchema),
  equipment: EquipmentSchema,
  tracking: ExerciseTrackingSchema,
  instructions: z.string(),
  /** The uploaded video, served by this app with Range support; null when none. */
  videoUrl: z.string().nullable(),
  /** A link to a video elsewhere (https only); null when none. */
  videoLink: z.string().nullable(),
  builtIn: z.boolean(),
  archived: z.boolean(),
});
export type Exercise = z.infer<typeof ExerciseSchema>;

/** `GET /api/exercises`: without `page` the whole list; with it one page and `X-Total-Count`. */
export const ExerciseQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  muscle: MuscleSchema.optional(),
  equipment: EquipmentSchema.optional(),
  category: ExerciseCategorySchema.optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ExerciseQuery = z.infer<typeof ExerciseQuerySchema>;

/** Muscle lists arrive as arrays in JSON and as JSON text in a multipart form. */
const muscleList = (field: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z.array(MuscleSchema, { error: `${field} must be a list of muscles` }).max(18),
  );

export const EXERCISE_NAME_MAX = 80;
export const EXERCISE_INSTRUCTIONS_MAX = 2000;

export const VideoLinkSchema = z
  .string()
  .trim()
  .max(500, { message: 'videoLink must be at most 500 characters' })
  .refine(
    (value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'videoLink must be an https link' },
  );

/** `POST /api/admin/exercises` (JSON or multipart with a `video` file) and `PUT .../:id`. */
export const ExerciseBodySchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { message: 'name is required' })
    .max(EXERCISE_NAME_MAX, { message: `name must be at most ${EXERCISE_NAME_MAX} characters` }),
  category: ExerciseCategorySchema,
  primaryMuscles: muscleList('primaryMuscles').refine((list) => Array.isArray(list) && list.length > 0, {
    message: 'primaryMuscles needs at least one muscle',
  }),
  secondaryMuscles: muscleList('secondaryMuscles').default([]),
  equipment: EquipmentSchema,
  tracking: ExerciseTrackingSchema,
  instructions: z
    .string()
    .trim()
    .max(EXERCISE_INSTRUCTIONS_MAX, { message: `instructions must be at most ${EXERCISE_INSTRUCTIONS_MAX} characters` })
    .default(''),
  videoLink: z.preprocess((v) => (v === '' ? null : v), VideoLinkSchema.nullable().optional()),
  /** On edit: true removes the uploaded video. */
  removeVideo: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional()),
});
export type ExerciseBody = z.infer<typeof ExerciseBodySchema>;

/** `DELETE /api/admin/exercises/:id`: deleted when never used, archived when a workout or log uses it. */
export const ExerciseDeleteResponseSchema = z.union([z.object({ deleted: z.literal(true) }), z.object({ archived: z.literal(true) })]);
export type ExerciseDeleteResponse = z.infer<typeof ExerciseDeleteResponseSchema>;

// ---------- Sets, items, workouts ----------

export const SET_TYPES = ['warmup', 'normal', 'drop', 'failure'] as const;
export const SetTypeSchema = z.enum(SET_TYPES, { error: `type must be one of ${SET_TYPES.join(', ')}` });
export type SetType = z.infer<typeof SetTypeSchema>;

export const TRAINING_LIMITS = {
  itemsMax: 40,
  setsMax: 20,
  repsMin: 1,
  repsMax: 100,
  weightKgMax: 500,
  weightKgStep: 0.25,
  secondsMax: 10800,
  distanceKmMin: 0.01,
  distanceKmMax: 500,
  rpeMin: 1,
  rpeMax: 10,
  rpeStep: 0.5,
  restSecondsMax: 600,
  restSecondsDefault: 90,
  workoutNameMax: 80,
  workoutNotesMax: 1000,
  itemNotesMax: 300,
  programWeeksMax: 16,
  programWorkoutsPerDay: 2,
  calendarDaysMax: 92,
  addKgMin: 0.25,
  addKgMax: 20,
  addRepsMin: 1,
  addRepsMax: 5,
} as const;
const L = TRAINING_LIMITS;

const reps = z
  .number({ error: 'reps must be a number' })
  .int({ message: 'reps must be a whole number' })
  .min(L.repsMin, { message: `reps must be ${L.repsMin}-${L.repsMax}` })
  .max(L.repsMax, { message: `reps must be ${L.repsMin}-${L.repsMax}` });
const repsMax = z
  .number({ error: 'repsMax must be a number' })
  .int({ message: 'repsMax must be a whole number' })
  .min(L.repsMin, { message: `repsMax must be ${L.repsMin}-${L.repsMax}` })
  .max(L.repsMax, { message: `repsMax must be ${L.repsMin}-${L.repsMax}` });
const weightKg = z
  .number({ error: 'weightKg must be a number' })
  .min(0, { message: `weightKg must be 0-${L.weightKgMax}` })
  .max(L.weightKgMax, { message: `weightKg must be 0-${L.weightKgMax}` })
  .refine((v) => isMultipleOf(v, L.weightKgStep), { message: 'weightKg must be in steps of 0.25' });
const seconds = z
  .number({ error: 'seconds must be a number' })
  .int({ message: 'seconds must be a whole number' })
  .min(1, { message: `seconds must be 1-${L.secondsMax}` })
  .max(L.secondsMax, { message: `seconds must be 1-${L.secondsMax}` });
const distanceKm = z
  .number({ error: 'distanceKm must be a number' })
  .min(L.distanceKmMin, { message: `distanceKm must be ${L.distanceKmMin}-${L.distanceKmMax}` })
  .max(L.distanceKmMax, { message: `distanceKm must be ${L.distanceKmMin}-${L.distanceKmMax}` });
const rpe = z
  .number({ error: 'rpe must be a number' })
  .min(L.rpeMin, { message: `rpe must be ${L.rpeMin}-${L.rpeMax}` })
  .max(L.rpeMax, { message: `rpe must be ${L.rpeMin}-${L.rpeMax}` })
  .refine((v) => isMultipleOf(v, L.rpeStep), { message: 'rpe must be in steps of 0.5' });

/** A planned set as the coach writes it. Which fields are needed depends on the exercise's tracking. */
export const SetTargetBodySchema = z
  .object({
    type: SetTypeSchema.default('normal'),
    reps: reps.nullish(),
    repsMax: repsMax.nullish(),
    weightKg: weightKg.nullish(),
    seconds: seconds.nullish(),
    distanceKm: distanceKm.nullish(),
    rpe: rpe.nullish(),
  })
  .refine((set) => set.repsMax == null || (set.reps != null && set.repsMax >= set.reps), {
    message: 'repsMax must be at least reps',
    path: ['repsMax'],
  });
export type SetTargetBody = z.input<typeof SetTargetBodySchema>;

/** A planned set as answered: every field present, null when not planned. */
export const SetTargetSchema = z.object({
  type: SetTypeSchema,
  reps: z.number().nullable(),
  repsMax: z.number().nullable(),
  weightKg: z.number().nullable(),
  seconds: z.number().nullable(),
  distanceKm: z.number().nullable(),
  rpe: z.number().nullable(),
});
export type SetTarget = z.infer<typeof SetTargetSchema>;

/** The fields a set may carry for each kind of exercise; any other is `target_not_for_exercise`. */
export const SET_FIELDS_FOR_TRACKING: Record<ExerciseTracking, readonly ('reps' | 'repsMax' | 'weightKg' | 'seconds' | 'distanceKm')[]> = {
  weight_reps: ['reps', 'repsMax', 'weightKg'],
  reps: ['reps', 'repsMax', 'weightKg'],
  time: ['seconds'],
  distance_time: ['distanceKm', 'seconds'],
};

export const ProgressionSchema = z.union([
  z
    .object({
      addKg: z
        .number({ error: 'addKg must be a number' })
        .min(L.addKgMin, { message: `addKg must be ${L.addKgMin}-${L.addKgMax}` })
        .max(L.addKgMax, { message: `addKg must be ${L.addKgMin}-${L.addKgMax}` })
        .refine((v) => isMultipleOf(v, L.weightKgStep), { message: 'addKg must be in steps of 0.25' }),
    })
    .strict(),
  z
    .object({
      addReps: z
        .number({ error: 'addReps must be a number' })
        .int({ message: 'addReps must be a whole number' })
        .min(L.addRepsMin, { message: `addReps must be ${L.addRepsMin}-${L.addRepsMax}` })
        .max(L.addRepsMax, { message: `addReps must be ${L.addRepsMin}-${L.addRepsMax}` }),
    })
    .strict(),
]);
export type Progression = z.infer<typeof ProgressionSchema>;

export const GroupSchema = z.string().regex(/^[A-Z]$/, { message: 'group must be one letter A-Z' });

export const WorkoutItemBodySchema = z.object({
  exerciseId: z.number({ error: 'exerciseId is required' }).int().positive({ message: 'exerciseId is required' }),
  group: GroupSchema.nullable().default(null),
  notes: z
    .string()
    .trim()
    .max(L.itemNotesMax, { message: `notes must be at most ${L.itemNotesMax} characters` })
    .default(''),
  restSeconds: z
    .number({ error: 'restSeconds must be a number' })
    .int({ message: 'restSeconds must be a whole number' })
    .min(0, { message: `restSeconds must be 0-${L.restSecondsMax}` })
    .max(L.restSecondsMax, { message: `restSeconds must be 0-${L.restSecondsMax}` })
    .default(L.restSecondsDefault),
  progression: ProgressionSchema.nullable().default(null),
  sets: z
    .array(SetTargetBodySchema)
    .min(1, { message: 'each exercise needs 1-20 sets' })
    .max(L.setsMax, { message: 'each exercise needs 1-20 sets' }),
});
export type WorkoutItemBody = z.input<typeof WorkoutItemBodySchema>;

const workoutName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { message: 'name is required' })
  .max(L.workoutNameMax, { message: `name must be at most ${L.workoutNameMax} characters` });
const workoutNotes = z
  .string()
  .trim()
  .max(L.workoutNotesMax, { message: `notes must be at most ${L.workoutNotesMax} characters` })
  .default('');

/** `POST /api/admin/training/workouts` and `PUT .../:id`. */
export const WorkoutBodySchema = z.object({
  name: workoutName,
  notes: workoutNotes,
  items: z
    .array(WorkoutItemBodySchema)
    .min(1, { message: 'a workout needs 1-40 exercises' })
    .max(L.itemsMax, { message: 'a workout needs 1-40 exercises' }),
});
export type WorkoutBody = z.input<typeof WorkoutBodySchema>;

export const WorkoutItemSchema = z.object({
  exerciseId: id,
  exercise: ExerciseSchema,
  group: z.string().nullable(),
  notes: z.string(),
  restSeconds: z.number().int(),
  progression: ProgressionSchema.nullable(),
  sets: z.array(SetTargetSchema),
});
export type WorkoutItem = z.infer<typeof WorkoutItemSchema>;

/** A coach's workout template. */
export const TrainingWorkoutSchema = z.object({
  id,
  name: z.string(),
  notes: z.string(),
  items: z.array(WorkoutItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainingWorkout = z.infer<typeof TrainingWorkoutSchema>;

/** A row of the coach's workout list. */
export const TrainingWorkoutSummarySchema = z.object({
  id,
  name: z.string(),
  notes: z.string(),
  exerciseCount: z.number().int(),
  setCount: z.number().int(),
  updatedAt: z.string(),
});
export type TrainingWorkoutSummary = z.infer<typeof TrainingWorkoutSummarySchema>;

// ---------- Programs ----------

export const ProgramDayBodySchema = z.object({
  week: z.number({ error: 'week must be a number' }).int().min(1, { message: 'week must be 1-16' }).max(L.programWeeksMax, {
    message: 'week must be 1-16',
  }),
  day: z.number({ error: 'day must be a number' }).int().min(1, { message: 'day must be 1-7' }).max(7, { message: 'day must be 1-7' }),
  workoutId: z.number({ error: 'workoutId is required' }).int().positive({ message: 'workoutId is required' }),
});

/** `POST /api/admin/training/programs` and `PUT .../:id`. Day 1 is the start date's weekday. */
export const ProgramBodySchema = z
  .object({
    name: workoutName,
    notes: workoutNotes,
    weeks: z
      .number({ error: 'weeks must be a number' })
      .int()
      .min(1, { message: 'weeks must be 1-16' })
      .max(L.programWeeksMax, { message: 'weeks must be 1-16' }),
    days: z.array(ProgramDayBodySchema).max(L.programWeeksMax * 7 * L.programWorkoutsPerDay),
  })
  .superRefine((program, ctx) => {
    const perDay = new Map<string, number>();
    program.days.forEach((day, index) => {
      if (day.week > program.weeks)
        ctx.addIssue({ code: 'custom', message: "week must be within the program's weeks", path: ['days', index, 'week'] });
      const key = `${day.week}-${day.day}`;
      const count = (perDay.get(key) ?? 0) + 1;
      perDay.set(key, count);
      if (count > L.programWorkoutsPerDay)
        ctx.addIssue({ code: 'custom', message: 'at most two workouts a day', path: ['days', index, 'day'] });
    });
  });
export type ProgramBody = z.input<typeof ProgramBodySchema>;

export const ProgramDaySchema = z.object({
  week: z.number().int(),
  day: z.number().int(),
  workoutId: id,
  workoutName: z.string(),
});
export type ProgramDay = z.infer<typeof ProgramDaySchema>;

export const ProgramSchema = z.object({
  id,
  name: z.string(),
  notes: z.string(),
  weeks: z.number().int(),
  days: z.array(ProgramDaySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Program = z.infer<typeof ProgramSchema>;

export const ProgramSummarySchema = z.object({
  id,
  name: z.string(),
  notes: z.string(),
  weeks: z.number().int(),
  workoutCount: z.number().int(),
  updatedAt: z.string(),
});
export type ProgramSummary = z.infer<typeof ProgramSummarySchema>;

/** `POST /api/admin/training/programs/:id/assign` (takes an `Idempotency-Key`). */
export const AssignProgramBodySchema = z.object({
  userId: z.number({ error: 'userId is required' }).int().positive({ message: 'userId is required' }),
  startDate: IsoDateSchema,
});
export type AssignProgramBody = z.infer<typeof AssignProgramBodySchema>;

export const AssignProgramResponseSchema = z.object({
  scheduled: z.number().int(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
});
export type AssignProgramResponse = z.infer<typeof AssignProgramResponseSchema>;

/** `POST /api/admin/training/members/:userId/scheduled`: one workout on any date. */
export const ScheduleWorkoutBodySchema = z.object({
  date: IsoDateSchema,
  workoutId: z.number({ error: 'workoutId is required' }).int().positive({ message: 'workoutId is required' }),
});
export type ScheduleWorkoutBody = z.infer<typeof ScheduleWorkoutBodySchema>;

/** `PUT /api/admin/training/scheduled/:id`: only while nothing is logged in it (409 `workout_logged`). */
export const ScheduledEditBodySchema = z.object({
  date: IsoDateSchema.optional(),
  name: workoutName.optional(),
  notes: z.string().trim().max(L.workoutNotesMax).optional(),
  items: z.array(WorkoutItemBodySchema).min(1).max(L.itemsMax).optional(),
});
export type ScheduledEditBody = z.input<typeof ScheduledEditBodySchema>;

// ---------- The member's calendar and scheduled workouts ----------

export const SCHEDULED_STATUSES = ['planned', 'in_progress', 'done', 'skipped', 'missed'] as const;
export const ScheduledStatusSchema = z.enum(SCHEDULED_STATUSES);
export type ScheduledStatus = z.infer<typeof ScheduledStatusSchema>;

/** `?from=&to=`: at most 92 days. */
export const CalendarQuerySchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1 <= L.calendarDaysMax, {
    message: 'the range must be at most 92 days',
    path: ['to'],
  });
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

export const CalendarEntrySchema = z.object({
  id,
  date: z.string(),
  name: z.string(),
  status: ScheduledStatusSchema,
  exerciseCount: z.number().int(),
  /** When the member began logging it (the 24-hour chart draws it from here to completedAt). */
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type CalendarEntry = z.infer<typeof CalendarEntrySchema>;

/** A logged set: what the member did. */
export const LoggedSetSchema = z.object({
  reps: z.number().nullable(),
  weightKg: z.number().nullable(),
  seconds: z.number().nullable(),
  distanceKm: z.number().nullable(),
  rpe: z.number().nullable(),
  done: z.boolean(),
});
export type LoggedSet = z.infer<typeof LoggedSetSchema>;

/** A logged set with its kind (history, previous, best set). */
export const TypedLoggedSetSchema = LoggedSetSchema.extend({ type: SetTypeSchema });
export type TypedLoggedSet = z.infer<typeof TypedLoggedSetSchema>;

export const RECORD_KINDS = ['e1rm', 'heaviest', 'reps', 'time', 'distance', 'volume'] as const;
export const RecordKindSchema = z.enum(RECORD_KINDS);
export type RecordKind = z.infer<typeof RecordKindSchema>;

export const NewRecordSchema = z.object({
  exerciseId: id,
  kind: RecordKindSchema,
  value: z.number(),
  /** The record before this workout; null for a first-ever value. */
  previous: z.number().nullable(),
});
export type NewRecord = z.infer<typeof NewRecordSchema>;

/** "Last time": the same exercise's sets from the member's last finished workout before this one. */
export const PreviousSetsSchema = z.object({
  date: z.string(),
  scheduledId: id,
  sets: z.array(TypedLoggedSetSchema),
});
export type PreviousSets = z.infer<typeof PreviousSetsSchema>;

export const ScheduledSetSchema = z.object({
  type: SetTypeSchema,
  /** The planned fields; null for a set the member added. */
  target: SetTargetSchema.nullable(),
  /** Null until logged. */
  actual: LoggedSetSchema.nullable(),
});
export type ScheduledSet = z.infer<typeof ScheduledSetSchema>;

export const ScheduledItemSchema = z.object({
  exercise: ExerciseSchema,
  group: z.string().nullable(),
  notes: z.string(),
  restSeconds: z.number().int(),
  progression: ProgressionSchema.nullable(),
  previous: PreviousSetsSchema.nullable(),
  sets: z.array(ScheduledSetSchema),
});
export type ScheduledItem = z.infer<typeof ScheduledItemSchema>;

/** `GET /api/training/scheduled/:id` (own only), and the answer of log, skip and own-workout create. */
export const ScheduledWorkoutSchema = z.object({
  id,
  date: z.string(),
  name: z.string(),
  notes: z.string(),
  status: ScheduledStatusSchema,
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  rating: z.number().int().nullable(),
  memberNotes: z.string().nullable(),
  skipReason: z.string().nullable(),
  /** True for a workout the member made themselves. */
  own: z.boolean(),
  items: z.array(ScheduledItemSchema),
  /** The records this workout set (as of its last finished save); [] before it is finished. */
  newRecords: z.array(NewRecordSchema),
});
export type ScheduledWorkout = z.infer<typeof ScheduledWorkoutSchema>;

const loggedNumber = <T extends z.ZodType>(schema: T) => schema.nullish();

export const LogSetBodySchema = z.object({
  reps: loggedNumber(
    z
      .number({ error: 'reps must be a number' })
      .int({ message: 'reps must be a whole number' })
      .min(0, { message: `reps must be 0-${L.repsMax}` })
      .max(L.repsMax, { message: `reps must be 0-${L.repsMax}` }),
  ),
  weightKg: loggedNumber(weightKg),
  seconds: loggedNumber(
    z
      .number({ error: 'seconds must be a number' })
      .int({ message: 'seconds must be a whole number' })
      .min(0, { message: `seconds must be 0-${L.secondsMax}` })
      .max(L.secondsMax, { message: `seconds must be 0-${L.secondsMax}` }),
  ),
  distanceKm: loggedNumber(
    z
      .number({ error: 'distanceKm must be a number' })
      .min(0, { message: `distanceKm must be 0-${L.distanceKmMax}` })
      .max(L.distanceKmMax, { message: `distanceKm must be 0-${L.distanceKmMax}` }),
  ),
  rpe: loggedNumber(rpe),
  done: z.boolean().default(false),
});
export type LogSetBody = z.input<typeof LogSetBodySchema>;

/** `PUT /api/training/scheduled/:id/log`: items and sets by position as planned; replaced each time. */
export const LogBodySchema = z.object({
  startedAt: InstantSchema.nullish(),
  items: z.array(z.object({ sets: z.array(LogSetBodySchema).max(L.setsMax, { message: 'at most 20 sets per exercise' }) })).max(L.itemsMax),
  notes: z
    .string()
    .trim()
    .max(L.workoutNotesMax, { message: `notes must be at most ${L.workoutNotesMax} characters` })
    .nullish(),
  rating: z
    .number({ error: 'rating must be a number' })
    .int({ message: 'rating must be 1-5' })
    .min(1, { message: 'rating must be 1-5' })
    .max(5, { message: 'rating must be 1-5' })
    .nullish(),
  finished: z.boolean().default(false),
});
export type LogBody = z.input<typeof LogBodySchema>;

export const SkipBodySchema = z.object({
  reason: z.string().trim().max(300, { message: 'reason must be at most 300 characters' }).nullish(),
});
export type SkipBody = z.input<typeof SkipBodySchema>;

/** The member's own workout: the coach's item shape with targets optional and sets 0-20. */
export const OwnWorkoutItemBodySchema = WorkoutItemBodySchema.extend({
  sets: z.array(SetTargetBodySchema).max(L.setsMax, { message: 'at most 20 sets per exercise' }).default([]),
});

/** `POST /api/training/workouts` (takes an `Idempotency-Key`): date not in the future. */
export const OwnWorkoutBodySchema = z.object({
  date: IsoDateSchema,
  name: workoutName,
  notes: workoutNotes,
  items: z
    .array(OwnWorkoutItemBodySchema)
    .min(1, { message: 'a workout needs 1-40 exercises' })
    .max(L.itemsMax, { message: 'a workout needs 1-40 exercises' }),
});
export type OwnWorkoutBody = z.input<typeof OwnWorkoutBodySchema>;

// ---------- Records and history ----------

export const RecordFigureSchema = z.object({ value: z.number(), date: z.string(), scheduledId: id }).nullable();
export type RecordFigure = z.infer<typeof RecordFigureSchema>;

export const ExerciseRecordsSchema = z.object({
  exerciseId: id,
  exerciseName: z.string(),
  tracking: ExerciseTrackingSchema,
  e1rmKg: RecordFigureSchema,
  heaviestKg: RecordFigureSchema,
  mostReps: RecordFigureSchema,
  longestSeconds: RecordFigureSchema,
  longestDistanceKm: RecordFigureSchema,
  bestVolumeKg: RecordFigureSchema,
});
export type ExerciseRecords = z.infer<typeof ExerciseRecordsSchema>;

/** `GET /api/training/exercises/:id/history`: without `page` every row; with it one page and `X-Total-Count`. */
export const ExerciseHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ExerciseHistoryQuery = z.infer<typeof ExerciseHistoryQuerySchema>;

export const ExerciseHistoryRowSchema = z.object({
  date: z.string(),
  scheduledId: id,
  sets: z.array(TypedLoggedSetSchema),
  bestSet: TypedLoggedSetSchema.nullable(),
  e1rmKg: z.number().nullable(),
  volumeKg: z.number(),
});
export type ExerciseHistoryRow = z.infer<typeof ExerciseHistoryRowSchema>;

// ---------- What the coach sees of a member ----------

export const ShortfallSchema = z.object({
  exerciseName: z.string(),
  /** The item's set counted from 1 as listed; null when the whole exercise was skipped. */
  setIndex: z.number().int().nullable(),
  target: SetTargetSchema.nullable(),
  actual: LoggedSetSchema.nullable(),
});
export type Shortfall = z.infer<typeof ShortfallSchema>;

/** `GET /api/admin/training/scheduled/:id`: the member's log, planned beside actual, with shortfalls. */
export const CoachScheduledWorkoutSchema = ScheduledWorkoutSchema.extend({
  userId: id,
  userName: z.string(),
  shortfalls: z.array(ShortfallSchema),
});
export type CoachScheduledWorkout = z.infer<typeof CoachScheduledWorkoutSchema>;

export const MemberTrainingSummarySchema = z.object({
  compliance28d: z.object({
    scheduled: z.number().int(),
    done: z.number().int(),
    missed: z.number().int(),
    skipped: z.number().int(),
    percent: z.number().int(),
  }),
  lastWorkoutAt: z.string().nullable(),
  records: z.array(ExerciseRecordsSchema),
});
export type MemberTrainingSummary = z.infer<typeof MemberTrainingSummarySchema>;

/** `POST /api/admin/training/scheduled/:id/comment`: goes into the conversation with the member. */
export const TrainingCommentBodySchema = z.object({
  text: z.string({ error: 'text is required' }).trim().min(1, { message: 'text is required' }).max(2000),
});
export type TrainingCommentBody = z.infer<typeof TrainingCommentBodySchema>;

export const TrainingCommentResponseSchema = z.object({ messageId: id, conversationId: id });
export type TrainingCommentResponse = z.infer<typeof TrainingCommentResponseSchema>;

// The demo's training (issue 41): the coach's own exercises beside the built-in library, five
// workouts, two four-week programs assigned three weeks ago to nine members, and those members'
// logs of the weeks gone by. Most trained every session (their kg rising where the targets were
// met: progression waits for them); one missed the whole last week (Needs attention shows it), one
// skipped a day, one fell short on a set now and then (the coach's view marks the shortfalls), one
// also logged a run of their own. Finishing goes through the training service (saveLog), so the
// records, the "last time" figures and the raised targets are what the app itself makes.
import {
  exerciseNameKey,
  isoDateInZone,
  shiftIsoDate,
  wallClockToInstant,
  type Equipment,
  type ExerciseCategory,
  type ExerciseTracking,
  type Muscle,
  type Progression,
  type WorkoutItemBody,
} from '@rhythmfit/contracts';
import { nowIso } from '../db/database.js';
import {
  checkItems,
  exerciseIdsText,
  parseItems,
  saveLog,
  scheduledItemColumns,
  skip,
  type StoredItem,
} from '../modules/training/index.js';
import { seededRandom, type SeedContext } from './seed-context.js';

export interface DemoTrainingResult {
  exercises: number;
  workouts: number;
  programs: number;
  scheduled: number;
  finished: number;
  records: number;
}

/** The coach's own exercises (names not in the built-in library). */
const COACH_EXERCISES: Array<{
  name: string;
  category: ExerciseCategory;
  primary: Muscle[];
  secondary: Muscle[];
  equipment: Equipment;
  tracking: ExerciseTracking;
  instructions: string;
}> = [
  {
    name: 'Tempo Goblet Squat',
    category: 'strength',
    primary: ['quadriceps', 'glutes'],
    secondary: ['abs'],
    equipment: 'kettlebell',
    tracking: 'weight_reps',
    instructions: 'Hold the bell at your chest. Lower for a slow count of three, pause a beat at the bottom, stand up briskly.',
  },
  {
    name: 'Sandbag Shoulder Carry',
    category: 'strength',
    primary: ['full_body'],
    secondary: ['traps', 'abs'],
    equipment: 'other',
    tracking: 'distance_time',
    instructions: 'Load the sandbag onto one shoulder and walk tall without leaning. Swap shoulders halfway.',
  },
  {
    name: 'Breathing Reset',
    category: 'mobility',
    primary: ['abs'],
    secondary: [],
    equipment: 'bodyweight',
    tracking: 'time',
    instructions: 'Lie on your back, knees bent, feet on the floor. Breathe in through the nose for four, out through the mouth for six.',
  },
];

type Target = { type?: 'warmup' | 'normal'; reps?: number; weightKg?: number; seconds?: number; distanceKm?: number };
type Plan = Array<{ exercise: string; group?: string; progression?: Progression; sets: Target[] }>;

const normal = (count: number, target: Target): Target[] => Array.from({ length: count }, () => ({ ...target }));

/** The coach's workouts, by built-in and own exercise names. */
const WORKOUTS: Record<string, Plan> = {
  'Upper A': [
    {
      exercise: 'Barbell Bench Press',
      progression: { addKg: 2.5 },
      sets: [{ type: 'warmup', reps: 10, weightKg: 20 }, ...normal(3, { reps: 8, weightKg: 40 })],
    },
    { exercise: 'Barbell Bent-Over Row', progression: { addKg: 2.5 }, sets: normal(3, { reps: 8, weightKg: 35 }) },
    { exercise: 'Seated Dumbbell Shoulder Press', group: 'A', sets: normal(3, { reps: 10, weightKg: 10 }) },
    { exercise: 'Lat Pulldown', group: 'A', sets: normal(3, { reps: 10, weightKg: 35 }) },
    { exercise: 'Plank', sets: normal(2, { seconds: 45 }) },
  ],
  'Lower A': [
    {
      exercise: 'Barbell Back Squat',
      progression: { addKg: 2.5 },
      sets: [{ type: 'warmup', reps: 8, weightKg: 20 }, ...normal(3, { reps: 6, weightKg: 50 })],
    },
    { exercise: 'Barbell Romanian Deadlift', progression: { addKg: 2.5 }, sets: normal(3, { reps: 8, weightKg: 40 }) },
    { exercise: 'Dumbbell Walking Lunge', sets: normal(2, { reps: 10, weightKg: 8 }) },
    { exercise: 'Standing Calf Raise', sets: normal(3, { reps: 12, weightKg: 30 }) },
  ],
  'Full Body B': [
    { exercise: 'Tempo Goblet Squat', progression: { addReps: 1 }, sets: normal(3, { reps: 8, weightKg: 16 }) },
    { exercise: 'Push-Up', progression: { addReps: 1 }, sets: normal(3, { reps: 10 }) },
    { exercise: 'Single-Arm Dumbbell Row', sets: normal(3, { reps: 10, weightKg: 14 }) },
    { exercise: 'Sandbag Shoulder Carry', sets: normal(2, { distanceKm: 0.04 }) },
    { exercise: 'Breathing Reset', sets: [{ seconds: 120 }] },
  ],
  'Circuit 1': [
    { exercise: 'Kettlebell Swing', group: 'A', sets: normal(3, { reps: 15, weightKg: 12 }) },
    { exercise: 'Goblet Squat', group: 'A', sets: normal(3, { reps: 12, weightKg: 12 }) },
    { exercise: 'Mountain Climber', group: 'A', sets: normal(3, { seconds: 30 }) },
    { exercise: 'Rowing Machine', sets: [{ distanceKm: 1 }] },
  ],
  'Circuit 2': [
    { exercise: 'Dumbbell Reverse Lunge', group: 'A', sets: normal(3, { reps: 10, weightKg: 8 }) },
    { exercise: 'Incline Push-Up', group: 'A', sets: normal(3, { reps: 12 }) },
    { exercise: 'Jump Rope', group: 'A', sets: normal(3, { seconds: 45 }) },
    { exercise: 'Stationary Bike', sets: [{ seconds: 600 }] },
  ],
};

/** Two four-week programs: three days a week each (day 1 is the start date's weekday). */
const PROGRAMS = [
  {
    name: 'Strength Foundations',
    notes: 'Three full sessions a week. Add weight only when every set of the last session was clean.',
    days: [
      [1, 'Upper A'],
      [3, 'Lower A'],
      [5, 'Full Body B'],
    ] as const,
  },
  {
    name: 'Fat-Loss Circuits',
    notes: 'Short rests, steady breathing. Stop a round early rather than lose form.',
    days: [
      [2, 'Circuit 1'],
      [4, 'Circuit 2'],
      [6, 'Circuit 1'],
    ] as const,
  },
];
const WEEKS = 4;
/** The programs started this many days ago: three weeks logged, the fourth ahead. */
const STARTED_DAYS_AGO = 21;

/** Who follows which program, and how they trained (indexes into the seed's members). */
const STORIES: Array<{ member: number; program: number; story: 'steady' | 'missed_last_week' | 'skipped_one' | 'short_sometimes' }> = [
  { member: 0, program: 0, story: 'steady' },
  { member: 1, program: 0, story: 'short_sometimes' },
  { member: 2, program: 0, story: 'steady' },
  { member: 3, program: 0, story: 'missed_last_week' },
  { member: 4, program: 0, story: 'skipped_one' },
  { member: 5, program: 1, story: 'steady' },
  { member: 6, program: 1, story: 'short_sometimes' },
  { member: 7, program: 1, story: 'missed_last_week' },
  { member: 8, program: 1, story: 'steady' },
];

export async function seedTraining(context: SeedContext): Promise<DemoTrainingResult> {
  const { db, config, coach, members, now } = context;
  const zone = config.businessTimeZone;
  const rand = seededRandom(4141);
  const today = isoDateInZone(now, zone);
  const stamp = nowIso();
  const result: DemoTrainingResult = { exercises: 0, workouts: 0, programs: 0, scheduled: 0, finished: 0, records: 0 };

  for (const exercise of COACH_EXERCISES) {
    await db
      .insertInto('exercises')
      .values({
        slug: null,
        name: exercise.name,
        name_key: exerciseNameKey(exercise.name),
        category: exercise.category,
        primary_muscles: JSON.stringify(exercise.primary),
        secondary_muscles: JSON.stringify(exercise.secondary),
        equipment: exercise.equipment,
        tracking: exercise.tracking,
        instructions: exercise.instructions,
        video_file: null,
        video_link: null,
        created_by: coach.id,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    result.exercises += 1;
  }
  const library = await db.selectFrom('exercises').select(['id', 'name']).where('archived', '=', 0).execute();
  const idOf = new Map(library.map((row) => [row.name, row.id]));

  // The workouts, checked against the library as the coach's builder is.
  const workoutIds = new Map<string, { id: number; items: StoredItem[]; name: string; notes: string }>();
  for (const [name, plan] of Object.entries(WORKOUTS)) {
    const body: WorkoutItemBody[] = plan.map((item) => {
      const exerciseId = idOf.get(item.exercise);
      if (!exerciseId) throw new Error(`The demo's workout ${name} uses ${item.exercise}, which the library does not have.`);
      return { exerciseId, group: item.group ?? null, progression: item.progression ?? null, notes: '', restSeconds: 90, sets: item.sets };
    });
    const { items } = await checkItems(db, body as Parameters<typeof checkItems>[1], { required: true });
    const notes = name.startsWith('Circuit') ? 'Move from one exercise of the round to the next without resting.' : '';
    const row = await db
      .insertInto('training_workouts')
      .values({
        name,
        notes,
        items: JSON.stringify(items),
        exercise_ids: exerciseIdsText(items.map((item) => item.exerciseId)),
        created_by: coach.id,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    workoutIds.set(name, { id: row.id, items, name, notes });
    result.workouts += 1;
  }

  const programIds: number[] = [];
  for (const program of PROGRAMS) {
    const row = await db
      .insertInto('training_programs')
      .values({ name: program.name, notes: program.notes, weeks: WEEKS, created_by: coach.id, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    let position = 0;
    for (let week = 1; week <= WEEKS; week += 1)
      for (const [day, workout] of program.days) {
        await db
          .insertInto('training_program_days')
          .values({ program_id: row.id, week, day, position: position++, workout_id: workoutIds.get(workout)!.id })
          .execute();
      }
    programIds.push(row.id);
    result.programs += 1;
  }

  // Assigned three weeks ago: each member's own copy of every workout of the program.
  const startDate = shiftIsoDate(today, -STARTED_DAYS_AGO);
  const assigned: Array<{ userId: number; story: (typeof STORIES)[number]['story']; ids: number[] }> = [];
  for (const { member: index, program, story } of STORIES) {
    const member = members[index];
    if (!member) continue;
    const ids: number[] = [];
    for (let week = 1; week <= WEEKS; week += 1)
      for (const [day, name] of PROGRAMS[program]!.days) {
        const workout = workoutIds.get(name)!;
        const row = await db
          .insertInto('scheduled_workouts')
          .values({
            user_id: member.id,
            date: shiftIsoDate(startDate, (week - 1) * 7 + (day - 1)),
            name: workout.name,
            notes: workout.notes,
            ...scheduledItemColumns(workout.items),
            program_id: programIds[program]!,
            source_workout_id: workout.id,
            created_by: coach.id,
            created_at: wallClockToInstant(startDate, '09:30', zone).toISOString(),
            updated_at: stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
        result.scheduled += 1;
      }
    assigned.push({ userId: member.id, story, ids });
  }

  // The weeks gone by, oldest first, so each finish is judged against what came before (records)
  // and raises the next session's targets when they were met (progression).
  const sessions = [];
  for (const entry of assigned) {
    const rows = await db.selectFrom('scheduled_workouts').select(['id', 'date']).where('id', 'in', entry.ids).execute();
    for (const row of rows) if (row.date < today) sessions.push({ ...entry, id: row.id, date: row.date });
  }
  sessions.sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  const lastWeekFrom = shiftIsoDate(today, -7);
  const skippedOnce = new Set<number>();
  for (const session of sessions) {
    if (session.story === 'missed_last_week' && session.date >= lastWeekFrom) continue; // missed: left planned
    if (session.story === 'skipped_one' && !skippedOnce.has(session.userId) && session.date >= shiftIsoDate(today, -12)) {
      skippedOnce.add(session.userId);
      await skip(db, session.userId, session.id, 'Travelling for work');
      continue;
    }
    const row = await db.selectFrom('scheduled_workouts').select('items').where('id', '=', session.id).executeTakeFirstOrThrow();
    const items = parseItems(row.items);
    const short = session.story === 'short_sometimes' && rand() < 0.5;
    const startedAt = wallClockToInstant(session.date, rand() < 0.7 ? '18:30' : '07:00', zone);
    startedAt.setUTCMinutes(startedAt.getUTCMinutes() + Math.floor(rand() * 40));
    const log = items.map((item, itemIndex) => ({
      sets: item.sets.map((set, setIndex) => {
        const last = setIndex === item.sets.length - 1;
        // A member who falls short now and then: the last set of the first exercise two reps under.
        const reps = set.reps === null ? null : short && itemIndex === 0 && last ? Math.max(1, set.reps - 2) : set.reps;
        return {
          reps,
          weightKg: set.weightKg,
          seconds: set.seconds,
          distanceKm: set.distanceKm,
          rpe: set.type === 'warmup' ? null : last ? 8.5 : 7.5,
          done: true,
        };
      }),
    }));
    const saved = await saveLog(db, session.userId, session.id, {
      startedAt: startedAt.toISOString(),
      items: log,
      notes: short ? 'Last set of the first exercise was a grind.' : null,
      rating: short ? 3 : 4 + Math.floor(rand() * 2),
      finished: true,
    });
    // Finished about an hour after starting (the service stamps the moment it was saved).
    const completedAt = new Date(startedAt.getTime() + (45 + Math.floor(rand() * 25)) * 60_000).toISOString();
    await db
      .updateTable('scheduled_workouts')
      .set({ completed_at: completedAt, updated_at: completedAt })
      .where('id', '=', session.id)
      .execute();
    result.finished += 1;
    result.records += saved.newRecords.length;
  }

  // One member also went for a run of their own last Sunday-ish, logged as their own workout.
  const runner = members[2];
  const running = idOf.get('Running');
  if (runner && running) {
    const date = shiftIsoDate(today, -2);
    const { items } = await checkItems(
      db,
      [{ exerciseId: running, group: null, notes: '', restSeconds: 0, progression: null, sets: [{ type: 'normal' }] }] as Parameters<
        typeof checkItems
      >[1],
      { required: false },
    );
    const own = await db
      .insertInto('scheduled_workouts')
      .values({
        user_id: runner.id,
        date,
        name: 'Easy run',
        notes: '',
        ...scheduledItemColumns(items),
        own: 1,
        created_by: runner.id,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const startedAt = wallClockToInstant(date, '06:40', zone);
    const saved = await saveLog(db, runner.id, own.id, {
      startedAt: startedAt.toISOString(),
      items: [{ sets: [{ distanceKm: 5.2, seconds: 1860, reps: null, weightKg: null, rpe: 6, done: true }] }],
      notes: 'Felt easy.',
      rating: 5,
      finished: true,
    });
    const completedAt = new Date(startedAt.getTime() + 31 * 60_000).toISOString();
    await db
      .updateTable('scheduled_workouts')
      .set({ completed_at: completedAt, updated_at: completedAt })
      .where('id', '=', own.id)
      .execute();
    result.scheduled += 1;
    result.finished += 1;
    result.records += saved.newRecords.length;
  }
  return result;
}

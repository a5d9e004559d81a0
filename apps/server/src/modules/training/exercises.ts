// The exercise library's rows as the API answers them, and the lookups the training routes share.
import type { Exercise, ExerciseTracking } from '@rhythmfit/contracts';
import type { DB } from '../../db/database.js';
import type { ExercisesTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';

export type ExerciseRow = Selectable<ExercisesTable>;

/** Where an uploaded exercise video lives below the uploads folder (served with Range support). */
export const EXERCISE_VIDEO_FOLDER = 'exercises' as const;

function muscles(text: string): Exercise['primaryMuscles'] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as Exercise['primaryMuscles']) : [];
  } catch {
    return [];
  }
}

export function presentExercise(row: ExerciseRow): Exercise {
  return {
    id: row.id,
    name: row.name,
    category: row.category as Exercise['category'],
    primaryMuscles: muscles(row.primary_muscles),
    secondaryMuscles: muscles(row.secondary_muscles),
    equipment: row.equipment as Exercise['equipment'],
    tracking: row.tracking as ExerciseTracking,
    instructions: row.instructions,
    videoUrl: row.video_file,
    videoLink: row.video_link,
    builtIn: Number(row.built_in) === 1,
    archived: Number(row.archived) === 1,
  };
}

/** The exercises with these ids (archived ones included: logs keep showing them). */
export async function exercisesByIds(db: DB, ids: Iterable<number>): Promise<Map<number, Exercise>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, Exercise>();
  if (unique.length === 0) return found;
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('exercises')
      .selectAll()
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, presentExercise(row));
  }
  return found;
}

/** ",12,40," — the ids an item list uses, searchable with LIKE '%,12,%'. */
export function exerciseIdsText(ids: Iterable<number>): string {
  return `,${[...new Set(ids)].join(',')},`;
}

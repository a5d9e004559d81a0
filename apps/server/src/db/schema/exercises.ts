// The exercise library (issue 41): the built-in exercises shipped by migration 0017 and the coach's
// own. Muscles are JSON array text; the values are the contracts' exercise taxonomy.
import type { Generated } from 'kysely';

export interface ExercisesTable {
  id: Generated<number>;
  /** A stable id for a built-in exercise (`barbell-back-squat`); null for the coach's own. */
  slug: string | null;
  name: string;
  /** The name trimmed, inner spaces collapsed and lower-cased: unique among non-archived rows. */
  name_key: string;
  category: string;
  /** JSON array text of muscle values, e.g. `["quadriceps","glutes"]`. */
  primary_muscles: string;
  /** JSON array text of muscle values (may be `[]`). */
  secondary_muscles: string;
  equipment: string;
  tracking: string;
  instructions: string;
  /** An uploaded video's generated file name (the coach's own exercises). */
  video_file: string | null;
  /** An https link to a video (the coach's own exercises). */
  video_link: string | null;
  built_in: Generated<number>;
  archived: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ExerciseTables {
  exercises: ExercisesTable;
}

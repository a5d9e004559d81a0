// Member health tracking: progress entries, diet plans, assignments.
import type { Generated, Insertable, Selectable } from 'kysely';

export interface ProgressEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** YYYY-MM-DD, the member's local date of the entry. */
  date: string;
  /** YYYY-MM of `date`; unique per user, so one entry per calendar month. */
  month: string;
  weight: number;
  calories: number | null;
  created_at: string;
}
export type NewProgressEntry = Insertable<ProgressEntriesTable>;

export interface DietPlansTable {
  id: Generated<number>;
  meal_type: string;
  description: string;
  plan_type: string;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  created_at: string;
  updated_at: string;
}
export type DietPlanRow = Selectable<DietPlansTable>;

export interface DietPlanAssignmentsTable {
  id: Generated<number>;
  user_id: number;
  diet_plan_id: number;
  assigned_at: string;
}

export interface TrackingTables {
  progress_entries: ProgressEntriesTable;
  diet_plans: DietPlansTable;
  diet_plan_assignments: DietPlanAssignmentsTable;
}

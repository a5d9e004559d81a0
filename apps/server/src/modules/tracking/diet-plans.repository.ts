// Queries on diet_plans and diet_plan_assignments. Each takes the database (or a transaction) first.
import type { Kysely } from 'kysely';
import type { Database, DietPlanRow } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface DietPlanValues {
  meal_type: string;
  description: string;
  plan_type: string;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

export function listDietPlans(db: Db): Promise<DietPlanRow[]> {
  return db.selectFrom('diet_plans').selectAll().orderBy('id', 'asc').execute();
}

export function findDietPlan(db: Db, id: number): Promise<DietPlanRow | undefined> {
  return db.selectFrom('diet_plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDietPlan(db: Db, values: DietPlanValues, now: string): Promise<DietPlanRow> {
  const { id } = await db
    .insertInto('diet_plans')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findDietPlan(db, id))!;
}

export async function updateDietPlan(db: Db, id: number, values: DietPlanValues, now: string): Promise<DietPlanRow | undefined> {
  const result = await db
    .updateTable('diet_plans')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findDietPlan(db, id);
}

/** Deletes a plan and its assignments (also cascaded by the foreign key; explicit for clarity). */
export async function deleteDietPlan(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('diet_plan_assignments').where('diet_plan_id', '=', id).execute();
    const result = await trx.deleteFrom('diet_plans').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

export async function insertAssignment(db: Db, userId: number, dietPlanId: number, now: string): Promise<void> {
  await db.insertInto('diet_plan_assignments').values({ user_id: userId, diet_plan_id: dietPlanId, assigned_at: now }).execute();
}

export function listPlansForUser(db: Db, userId: number): Promise<DietPlanRow[]> {
  return db
    .selectFrom('diet_plan_assignments')
    .innerJoin('diet_plans', 'diet_plans.id', 'diet_plan_assignments.diet_plan_id')
    .selectAll('diet_plans')
    .where('diet_plan_assignments.user_id', '=', userId)
    .orderBy('diet_plan_assignments.assigned_at', 'asc')
    .orderBy('diet_plan_assignments.id', 'asc')
    .execute();
}

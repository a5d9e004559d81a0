// The only shape in which a diet plan leaves the server (spec section 3).
import type { DietPlan, DietPlanBody } from '@rhythmfit/contracts';
import type { DietPlanRow } from '../../db/schema.js';
import type { DietPlanValues } from './diet-plans.repository.js';

const num = (value: number | null) => (value === null ? null : Number(value));

export function presentDietPlan(row: DietPlanRow): DietPlan {
  return {
    id: row.id,
    mealType: row.meal_type,
    description: row.description,
    planType: row.plan_type,
    protein: num(row.protein),
    carbs: num(row.carbs),
    fat: num(row.fat),
  };
}

export function dietPlanValues(body: DietPlanBody): DietPlanValues {
  return {
    meal_type: body.mealType,
    description: body.description,
    plan_type: body.planType,
    protein: body.protein ?? null,
    carbs: body.carbs ?? null,
    fat: body.fat ?? null,
  };
}

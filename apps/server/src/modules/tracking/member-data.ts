// What tracking holds of a member: monthly weight entries and the diet plans assigned to them.
import { anyLikeCi, type MemberDataOwner } from '../../lib/member-data.js';

export const trackingMemberData: MemberDataOwner = {
  domain: 'tracking',
  covers: ['progress_entries.user_id', 'diet_plan_assignments.user_id'],
  async erase(trx, userId) {
    await trx.deleteFrom('progress_entries').where('user_id', '=', userId).execute();
    await trx.deleteFrom('diet_plan_assignments').where('user_id', '=', userId).execute();
    return [];
  },
  async exportMember(db, userId) {
    const progress = await db
      .selectFrom('progress_entries')
      .select(['date', 'month', 'weight', 'calories', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .execute();
    const dietPlans = await db
      .selectFrom('diet_plan_assignments')
      .innerJoin('diet_plans', 'diet_plans.id', 'diet_plan_assignments.diet_plan_id')
      .select([
        'diet_plans.meal_type',
        'diet_plans.description',
        'diet_plans.plan_type',
        'diet_plans.protein',
        'diet_plans.carbs',
        'diet_plans.fat',
        'diet_plan_assignments.assigned_at',
      ])
      .where('diet_plan_assignments.user_id', '=', userId)
      .orderBy('diet_plan_assignments.assigned_at')
      .execute();
    return { progress, dietPlans };
  },
  async search(db, userId, pattern, limit) {
    const rows = await db
      .selectFrom('diet_plan_assignments')
      .innerJoin('diet_plans', 'diet_plans.id', 'diet_plan_assignments.diet_plan_id')
      .select(['diet_plans.id', 'diet_plans.meal_type', 'diet_plans.description'])
      .where('diet_plan_assignments.user_id', '=', userId)
      .where(anyLikeCi(['diet_plans.meal_type', 'diet_plans.description', 'diet_plans.plan_type'], pattern))
      .limit(limit)
      .execute();
    return {
      dietPlans: rows.map((row) => ({
        id: String(row.id),
        title: row.meal_type,
        subtitle: row.description || null,
        path: '/diet-plans',
        kind: 'dietPlan' as const,
      })),
    };
  },
};

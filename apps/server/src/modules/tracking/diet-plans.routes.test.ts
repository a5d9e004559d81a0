import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIET_MESSAGES } from '@rhythmfit/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { assignDietPlan, createDietPlan } from '../../../test/tracking-factories.js';

const plan = { mealType: 'Breakfast', description: 'Oats, berries and nuts', planType: 'Weight Loss', protein: 25, carbs: 50, fat: 10 };

describe('diet plan routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  describe('admin CRUD /api/admin/diet-plans', () => {
    it('creates (201), lists, updates and deletes a plan', async () => {
      const admin = await ctx.createAdmin();
      const created = await ctx.request(admin, { method: 'POST', url: '/api/admin/diet-plans', payload: plan });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      expect(created.json()).toEqual({ id, ...plan });

      const list = await ctx.request(admin, { method: 'GET', url: '/api/admin/diet-plans' });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toContainEqual({ id, ...plan });

      const updated = await ctx.request(admin, {
        method: 'PUT',
        url: `/api/admin/diet-plans/${id}`,
        payload: { mealType: 'Lunch', description: 'Dal and rice', planType: 'Healthy Life' },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toEqual({
        id,
        mealType: 'Lunch',
        description: 'Dal and rice',
        planType: 'Healthy Life',
        protein: null,
        carbs: null,
        fat: null,
      });

      const deleted = await ctx.request(admin, { method: 'DELETE', url: `/api/admin/diet-plans/${id}` });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: DIET_MESSAGES.deleted });
      const after = await ctx.request(admin, { method: 'GET', url: '/api/admin/diet-plans' });
      expect(after.json().some((p: { id: number }) => p.id === id)).toBe(false);
    });

    it.each([
      [{ ...plan, mealType: '' }],
      [{ ...plan, description: undefined }],
      [{ ...plan, planType: 'Keto' }],
      [{ ...plan, protein: -1 }],
      [{ ...plan, fat: 'lots' }],
    ])('refuses an invalid plan %j with 400', async (payload) => {
      const admin = await ctx.createAdmin();
      const res = await ctx.request(admin, { method: 'POST', url: '/api/admin/diet-plans', payload });
      expect(res.statusCode).toBe(400);
    });

    it('answers 404 when updating or deleting an unknown plan', async () => {
      const admin = await ctx.createAdmin();
      expect((await ctx.request(admin, { method: 'PUT', url: '/api/admin/diet-plans/999999', payload: plan })).statusCode).toBe(404);
      expect((await ctx.request(admin, { method: 'DELETE', url: '/api/admin/diet-plans/999999' })).statusCode).toBe(404);
    });

    it('deleting a plan removes its assignments', async () => {
      const admin = await ctx.createAdmin();
      const member = await ctx.createMember();
      const id = await createDietPlan(ctx.db);
      await assignDietPlan(ctx.db, member.id, id);
      expect((await ctx.request(member, { method: 'GET', url: '/api/diet-plans/my' })).json()).toHaveLength(1);
      await ctx.request(admin, { method: 'DELETE', url: `/api/admin/diet-plans/${id}` });
      expect((await ctx.request(member, { method: 'GET', url: '/api/diet-plans/my' })).json()).toEqual([]);
      const left = await ctx.db.selectFrom('diet_plan_assignments').selectAll().where('diet_plan_id', '=', id).execute();
      expect(left).toEqual([]);
    });
  });

  describe('assignment', () => {
    it('assigns a plan (201) which then shows for the coach and on the member list', async () => {
      const admin = await ctx.createAdmin();
      const member = await ctx.createMember();
      const id = await createDietPlan(ctx.db, { meal_type: 'Dinner', protein: 150 });
      const res = await ctx.request(admin, { method: 'POST', url: `/api/diet-plans/assign/${member.id}`, payload: { dietPlanId: id } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: DIET_MESSAGES.assigned });

      const forCoach = await ctx.request(admin, { method: 'GET', url: `/api/diet-plans/user/${member.id}` });
      expect(forCoach.statusCode).toBe(200);
      expect(forCoach.json()).toEqual([expect.objectContaining({ id, mealType: 'Dinner', protein: 150 })]);

      const mine = await ctx.request(member, { method: 'GET', url: '/api/diet-plans/my' });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual([expect.objectContaining({ id, mealType: 'Dinner' })]);
    });

    it('refuses assigning the same plan twice (409)', async () => {
      const admin = await ctx.createAdmin();
      const member = await ctx.createMember();
      const id = await createDietPlan(ctx.db);
      await ctx.request(admin, { method: 'POST', url: `/api/diet-plans/assign/${member.id}`, payload: { dietPlanId: id } });
      const again = await ctx.request(admin, { method: 'POST', url: `/api/diet-plans/assign/${member.id}`, payload: { dietPlanId: id } });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(DIET_MESSAGES.alreadyAssigned);
    });

    it('answers 404 for an unknown user or plan, 400 for a bad body', async () => {
      const admin = await ctx.createAdmin();
      const member = await ctx.createMember();
      const id = await createDietPlan(ctx.db);
      expect(
        (await ctx.request(admin, { method: 'POST', url: '/api/diet-plans/assign/999999', payload: { dietPlanId: id } })).statusCode,
      ).toBe(404);
      expect(
        (await ctx.request(admin, { method: 'POST', url: `/api/diet-plans/assign/${member.id}`, payload: { dietPlanId: 999999 } }))
          .statusCode,
      ).toBe(404);
      expect((await ctx.request(admin, { method: 'POST', url: `/api/diet-plans/assign/${member.id}`, payload: {} })).statusCode).toBe(400);
      expect((await ctx.request(admin, { method: 'GET', url: '/api/diet-plans/user/999999' })).statusCode).toBe(404);
    });

    it('shows a member only their own plans', async () => {
      const member = await ctx.createMember();
      const other = await ctx.createMember();
      const id = await createDietPlan(ctx.db);
      await assignDietPlan(ctx.db, other.id, id);
      expect((await ctx.request(member, { method: 'GET', url: '/api/diet-plans/my' })).json()).toEqual([]);
    });
  });

  describe('permissions', () => {
    it('gives members 403 on every coach route', async () => {
      const member = await ctx.createMember();
      const id = await createDietPlan(ctx.db);
      const calls = [
        { method: 'GET', url: '/api/admin/diet-plans' },
        { method: 'POST', url: '/api/admin/diet-plans', payload: plan },
        { method: 'PUT', url: `/api/admin/diet-plans/${id}`, payload: plan },
        { method: 'DELETE', url: `/api/admin/diet-plans/${id}` },
        { method: 'POST', url: `/api/diet-plans/assign/${member.id}`, payload: { dietPlanId: id } },
        { method: 'GET', url: `/api/diet-plans/user/${member.id}` },
      ] as const;
      for (const call of calls) {
        const res = await ctx.request(member, call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
      expect((await ctx.db.selectFrom('diet_plans').select('id').where('id', '=', id).executeTakeFirst())?.id).toBe(id);
    });

    it('answers 401 without a token, on coach and member routes alike', async () => {
      for (const url of ['/api/admin/diet-plans', '/api/diet-plans/my', '/api/diet-plans/user/1']) {
        expect((await ctx.request(null, { method: 'GET', url })).statusCode).toBe(401);
      }
    });

    it('lets a superadmin manage plans too', async () => {
      const superadmin = await ctx.createAdmin('SUPERADMIN');
      expect((await ctx.request(superadmin, { method: 'POST', url: '/api/admin/diet-plans', payload: plan })).statusCode).toBe(201);
    });
  });
});

// /api/admin/users (paged, filter q by name or mobile), one user's detail, role changes, and the
// dashboard's count tiles. Erased accounts (tombstones) are never listed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminListQuerySchema,
  AdminStatsSchema,
  AdminUserSchema,
  ChangeRoleBodySchema,
  ErrorResponseSchema,
  IdParamSchema,
  ageOnDate,
  medicalConditionsOf,
} from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import type { PresenceUpdate } from '../presence/index.js';
import { presentUserProfile } from '../users/index.js';
import { containsCi } from '../../lib/member-data.js';
import { ERASED_MOBILE_PREFIX } from './deletion.service.js';
import { answerList } from './paging.js';

export function presentAdminUser(row: UserRow, pending?: PresenceUpdate) {
  const profile = presentUserProfile(row, pending);
  const age = ageOnDate(row.dob);
  return {
    ...profile,
    age,
    medicalConditions: medicalConditionsOf({ height: row.height, weight: row.weight, bp: row.bp, age }),
    createdAt: row.created_at,
  };
}

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  function liveUsers(q?: string) {
    let query = app.db.selectFrom('users').where('mobile', 'not like', `${ERASED_MOBILE_PREFIX}%`);
    if (q) {
      query = query.where((eb) => eb.or([containsCi('name', q), containsCi('mobile', q)]));
    }
    return query;
  }

  r.get(
    '/admin/users',
    { preHandler: app.requireAdmin, schema: { querystring: AdminListQuerySchema, response: { 200: z.array(AdminUserSchema), ...errors } } },
    async (request, reply) =>
      answerList(
        reply,
        request.query,
        async ({ limit, offset }) => {
          let query = liveUsers(request.query.q).selectAll().orderBy('id', 'asc');
          if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
          // Presence not yet flushed (from any instance) is newer than the rows: the list shows it at once.
          return Promise.all((await query.execute()).map(async (row) => presentAdminUser(row, await app.presence.read(row.id))));
        },
        async () =>
          Number(
            (
              await liveUsers(request.query.q)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
      ),
  );

  r.get(
    '/admin/users/:id',
    { preHandler: app.requireAdmin, schema: { params: IdParamSchema, response: { 200: AdminUserSchema, ...errors } } },
    async (request) => {
      const row = await liveUsers().selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw new NotFoundError('User not found');
      return presentAdminUser(row, await app.presence.read(row.id));
    },
  );

  r.put(
    '/admin/users/:id/role',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, body: ChangeRoleBodySchema, response: { 200: AdminUserSchema, ...errors } },
    },
    async (request) => {
      const actor = currentUser(request);
      const target = await liveUsers().selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!target) throw new NotFoundError('User not found');
      if (target.id === actor.userId) throw new BadRequestError('You cannot change your own role.', 'own_role');
      if (actor.role !== 'SUPERADMIN' && (request.body.role === 'SUPERADMIN' || target.role === 'SUPERADMIN')) {
        throw new ForbiddenError('Only a super admin can grant or take away the SUPERADMIN role.', 'superadmin_only');
      }
      // Conditional on the role read above, so two coaches changing the same user cannot interleave.
      const updated = await app.db
        .updateTable('users')
        .set({ role: request.body.role, updated_at: nowIso() })
        .where('id', '=', target.id)
        .where('role', '=', target.role)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw new BadRequestError('The role changed meanwhile; please reload and try again.', 'role_changed');
      await app.sessions.accountChanged(target.id); // their tokens carry the new role from the next request
      return presentAdminUser(updated, await app.presence.read(updated.id));
    },
  );

  r.get('/admin/stats', { preHandler: app.requireAdmin, schema: { response: { 200: AdminStatsSchema, ...errors } } }, async () => {
    const count = async (table: 'diet_plans' | 'progress_entries' | 'trainers' | 'coaching_sessions') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const users = Number(
      (
        await liveUsers()
          .select((eb) => eb.fn.countAll().as('n'))
          .where('role', '=', 'USER')
          .where('deleted', '=', 0)
          .executeTakeFirstOrThrow()
      ).n,
    );
    return {
      users,
      diets: await count('diet_plans'),
      progress: await count('progress_entries'),
      coaches: await count('trainers'),
      bookingSessions: await count('coaching_sessions'),
    };
  });
}

// Account deletion: the member's request (own registered mobile only), and the coach's view of
// requests with Erase now and Restore.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminListQuerySchema,
  DeleteAccountRequestBodySchema,
  DeleteAccountResponseSchema,
  DeletionRequestSchema,
  ErrorResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
  deletionStatus,
} from '@rhythmfit/contracts';
import { flag } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { privateMediaDir } from '../../lib/media.js';
import { containsCi } from '../../lib/member-data.js';
import { eraseAccount, requestAccountDeletion, restoreAccount, type DeletionDeps } from './deletion.service.js';
import { exportMemberData } from './member-export.js';
import { answerList } from './paging.js';
import { notices } from '../notifications/index.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

export async function deletionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): DeletionDeps => ({
    db: app.db,
    uploadsDir: app.config.uploadsDir,
    privateDir: privateMediaDir(app.config.dataDir),
    memberData: app.memberData,
    forgetPresence: (id) => app.presence.forget(id),
    accountChanged: (id) => app.sessions.accountChanged(id),
  });

  // The member's own data as one JSON file (data portability), before or instead of deleting.
  r.get(
    '/account/export',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Download a copy of my data',
        response: {
          200: z.object({ exportedAt: z.string(), profile: z.record(z.string(), z.unknown()) }).catchall(z.unknown()),
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const data = await exportMemberData(app.db, app.memberData, userId);
      return reply.header('content-disposition', 'attachment; filename="rhythmfit-my-data.json"').send(data);
    },
  );

  r.post(
    '/delete-account-request',
    {
      preHandler: app.authenticate,
      schema: { body: DeleteAccountRequestBodySchema, response: { 201: DeleteAccountResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const result = await requestAccountDeletion(deps(), userId, request.body);
      await app.notifications.notify(notices.deletionRequestReceived(userId));
      const member = await app.db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
      await app.notifications.notify(notices.coachDeletionRequest(member?.name));
      return reply.status(201).send(result);
    },
  );

  function base(q?: string) {
    let query = app.db.selectFrom('account_deletion_requests as r').innerJoin('users as u', 'u.id', 'r.user_id');
    if (q) {
      query = query.where((eb) => eb.or([containsCi('u.name', q), containsCi('r.mobile', q)]));
    }
    return query;
  }

  r.get(
    '/admin/delete-account-requests',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: AdminListQuerySchema, response: { 200: z.array(DeletionRequestSchema), ...errors } },
    },
    async (request, reply) =>
      answerList(
        reply,
        request.query,
        async ({ limit, offset }) => {
          let query = base(request.query.q)
            .select(['r.id', 'r.user_id', 'u.name', 'u.deleted', 'r.mobile', 'r.reason', 'r.requested_at', 'r.erase_after', 'r.erased_at'])
            .orderBy('r.requested_at', 'desc')
            .orderBy('r.id', 'desc');
          if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
          const rows = await query.execute();
          return rows.map((row) => ({
            id: row.id,
            userId: row.user_id,
            name: row.name,
            mobile: row.mobile,
            reason: row.reason,
            deleted: flag(row.deleted),
            status: deletionStatus(flag(row.deleted), row.erased_at),
            requestedAt: row.requested_at,
            eraseAfter: row.erase_after,
            erasedAt: row.erased_at,
          }));
        },
        async () =>
          Number(
            (
              await base(request.query.q)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
      ),
  );

  r.post(
    '/admin/delete-account-requests/:id/erase',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, body: z.unknown().optional(), response: { 200: MessageResponseSchema, ...errors } },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('account_deletion_requests')
        .select(['user_id'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw new NotFoundError('Deletion request not found');
      if (!(await eraseAccount(deps(), row.user_id))) throw new ConflictError('This request is no longer pending.', 'not_pending');
      return { message: 'Account erased' };
    },
  );

  r.post(
    '/admin/delete-account-requests/:id/restore',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParamSchema, body: z.unknown().optional(), response: { 200: MessageResponseSchema, ...errors } },
    },
    async (request) => {
      await restoreAccount(deps(), request.params.id);
      return { message: 'Account restored' };
    },
  );
}

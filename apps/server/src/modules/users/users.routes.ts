// /api/users: the signed-in member's own record.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, UserProfileSchema } from '@rhythmfit/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { presentUserProfile } from './users.presenter.js';
import { findUserById } from './users.repository.js';

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: UserProfileSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema } },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await findUserById(app.db, userId);
      if (!row) throw new NotFoundError('User not found');
      return presentUserProfile(row, await app.presence.read(userId));
    },
  );
}

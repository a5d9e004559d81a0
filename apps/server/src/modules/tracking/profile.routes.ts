// PUT /api/users/update: the member's own profile, as multipart (a JSON part `user` and an optional
// image part `profilePicture`) or, for API clients, as a plain JSON body of the same fields.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, ProfileUpdateSchema, UserProfileSchema } from '@rhythmfit/contracts';
import { BadRequestError } from '../../lib/errors.js';
import { readMultipart } from '../../lib/media.js';
import { currentUser } from '../../plugins/auth.js';
import { withMultipartForms } from '../../plugins/multipart-forms.js';
import { presentUserProfile } from '../users/index.js';
import { updateProfile } from './profile.service.js';

async function readProfileRequest(request: FastifyRequest): Promise<{ user: unknown; photo?: Buffer }> {
  if (!request.isMultipart()) return { user: request.body ?? {} };
  const { fields, files } = await readMultipart(request);
  let user: unknown = {};
  // Browsers send the part either as a text field or as a JSON Blob (which arrives as a file).
  const text = fields.user ?? files.user?.toString('utf8');
  if (text !== undefined) {
    try {
      user = JSON.parse(text);
    } catch {
      throw new BadRequestError('The user part must be JSON', 'malformed_json');
    }
  }
  return { user, photo: files.profilePicture };
}

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  await withMultipartForms(app, (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.put(
      '/users/update',
      {
        preHandler: app.authenticate,
        config: {
          multipartBody: {
            properties: {
              user: {
                type: 'string',
                description: 'The profile fields as JSON (the same fields may instead be sent as a plain JSON body)',
              },
              profilePicture: { type: 'string', format: 'binary', description: 'An optional new profile picture (JPEG, PNG or WebP)' },
            },
          },
        },
        schema: {
          summary: 'Update my profile and picture',
          // Multipart bodies are read in the handler; a JSON body is checked there by the same schema.
          body: z.unknown().optional(),
          response: {
            200: UserProfileSchema,
            400: ErrorResponseSchema,
            401: ErrorResponseSchema,
            404: ErrorResponseSchema,
            409: ErrorResponseSchema,
            413: ErrorResponseSchema,
          },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const { user, photo } = await readProfileRequest(request);
        const parsed = ProfileUpdateSchema.safeParse(user);
        if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid profile', 'validation_failed');
        const row = await updateProfile(app.db, app.config.uploadsDir, userId, parsed.data, photo);
        return presentUserProfile(row, await app.presence.read(userId));
      },
    );
  });
}

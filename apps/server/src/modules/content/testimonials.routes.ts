// /api/testimonials: public list; coaches create (name and message required, role defaults to
// User, optional image or video), update (only non-empty fields and a new file) and delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  ErrorResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
  TESTIMONIAL_DEFAULT_ROLE,
  TestimonialFieldsSchema,
  TestimonialSchema,
  TestimonialUpdateFieldsSchema,
} from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import type { TestimonialRow } from '../../db/schema.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { removeMedia } from '../../lib/media.js';
import { condition, publicCacheControl } from '../../plugins/http-caching.js';
import { nonEmpty, readMediaForm, storeBannerMedia, updateWithMedia } from './media-form.js';
import { withMultipartForms } from '../../plugins/multipart-forms.js';

export function presentTestimonial(row: TestimonialRow) {
  return {
    id: row.id,
    name: row.name,
    role: row.role || TESTIMONIAL_DEFAULT_ROLE,
    message: row.message,
    imageUrl: row.image_url,
    videoUrl: row.video_url,
  };
}

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
};

export async function testimonialsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploads = () => app.config.uploadsDir;

  // A public list the landing page polls: a conditional read answered from the list's version.
  const list = condition(app, { list: 'testimonials', tag: 'testimonials', cacheControl: publicCacheControl(60, 300) }, async () =>
    (await app.db.selectFrom('testimonials').selectAll().orderBy('id', 'desc').execute()).map(presentTestimonial),
  );
  r.get(
    '/testimonials',
    { onRequest: list.check, config: list.config, schema: { response: { 200: z.array(TestimonialSchema) } } },
    list.handler,
  );

  const testimonialForm = (required: string[]) => ({
    multipartBody: {
      properties: {
        name: { type: 'string' as const },
        role: { type: 'string' as const },
        message: { type: 'string' as const },
        image: { type: 'string' as const, format: 'binary' as const, description: 'An optional photo or video' },
      },
      required,
    },
  });

  await withMultipartForms(app, (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/testimonials',
      {
        preHandler: app.requireAdmin,
        config: testimonialForm(['name', 'message']),
        schema: { summary: 'Add a testimonial (multipart)', response: { 201: TestimonialSchema, ...errors } },
      },
      async (request, reply) => {
        const form = await readMediaForm(request);
        const parsed = TestimonialFieldsSchema.safeParse(form.fields);
        if (!parsed.success)
          throw new BadRequestError(parsed.error.issues[0]?.message ?? CONTENT_MESSAGES.testimonialRequired, 'testimonial_incomplete');
        const media = form.file ? await storeBannerMedia(uploads(), 'testimonials', form.file) : null;
        const now = nowIso();
        try {
          const row = await app.listVersions.write('testimonials', (trx) =>
            trx
              .insertInto('testimonials')
              .values({
                name: parsed.data.name,
                message: parsed.data.message,
                role: nonEmpty(parsed.data.role) ?? TESTIMONIAL_DEFAULT_ROLE,
                image_url: media?.image_url ?? null,
                video_url: media?.video_url ?? null,
                created_at: now,
                updated_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
          return reply.status(201).send(presentTestimonial(row));
        } catch (error) {
          if (media) await removeMedia(uploads(), media.stored.url);
          throw error;
        }
      },
    );

    r.put(
      '/testimonials/:id',
      {
        preHandler: app.requireAdmin,
        config: testimonialForm([]),
        schema: { summary: 'Change a testimonial (multipart)', params: IdParamSchema, response: { 200: TestimonialSchema, ...errors } },
      },
      async (request) => {
        const existing = await app.db.selectFrom('testimonials').selectAll().where('id', '=', request.params.id).executeTakeFirst();
        if (!existing) throw new NotFoundError('Testimonial not found');
        const form = await readMediaForm(request);
        const parsed = TestimonialUpdateFieldsSchema.safeParse(form.fields);
        if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid testimonial', 'validation_failed');
        const changes: Record<string, string | null> = {};
        for (const key of ['name', 'message', 'role'] as const) {
          const value = nonEmpty(parsed.data[key]);
          if (value) changes[key] = value;
        }
        const row = await updateWithMedia({
          uploadsDir: uploads(),
          folder: 'testimonials',
          file: form.file,
          existing,
          changes,
          write: (set) =>
            app.listVersions.write('testimonials', (trx) =>
              trx
                .updateTable('testimonials')
                .set({ ...set, updated_at: nowIso() })
                .where('id', '=', existing.id)
                .returningAll()
                .executeTakeFirst(),
            ),
        });
        if (!row) throw new NotFoundError('Testimonial not found');
        return presentTestimonial(row);
      },
    );
  });

  r.delete(
    '/testimonials/:id',
    { preHandler: app.requireAdmin, schema: { params: IdParamSchema, response: { 200: MessageResponseSchema, ...errors } } },
    async (request) => {
      const row = await app.listVersions.write('testimonials', async (trx) => {
        const deleted = await trx.deleteFrom('testimonials').where('id', '=', request.params.id).returningAll().executeTakeFirst();
        // Thrown inside: nothing changed, so the version does not move either.
        if (!deleted) throw new NotFoundError('Testimonial not found');
        return deleted;
      });
      await removeMedia(uploads(), row.image_url);
      await removeMedia(uploads(), row.video_url);
      return { message: CONTENT_MESSAGES.testimonialDeleted };
    },
  );
}

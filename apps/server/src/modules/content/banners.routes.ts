// /api/banners: public list; coaches create, update (only what is sent non-empty) and delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BannerFieldsSchema,
  BannerSchema,
  BannerUpdateFieldsSchema,
  CONTENT_MESSAGES,
  ErrorResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
} from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import type { BannerRow } from '../../db/schema.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { removeMedia } from '../../lib/media.js';
import { condition, publicCacheControl } from '../../plugins/http-caching.js';
import { nonEmpty, readMediaForm, storeBannerMedia, updateWithMedia } from './media-form.js';
import { withMultipartForms } from '../../plugins/multipart-forms.js';

export function presentBanner(row: BannerRow) {
  return { id: row.id, imageUrl: row.image_url, videoUrl: row.video_url, title: row.title, subtitle: row.subtitle };
}

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
};

export async function bannersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploads = () => app.config.uploadsDir;

  // Every open app polls the banners: a conditional read answered from the list's version.
  const list = condition(app, { list: 'banners', tag: 'banners', cacheControl: publicCacheControl(60, 300) }, async () =>
    (await app.db.selectFrom('banners').selectAll().orderBy('id', 'asc').execute()).map(presentBanner),
  );
  r.get('/banners', { onRequest: list.check, config: list.config, schema: { response: { 200: z.array(BannerSchema) } } }, list.handler);

  const bannerForm = (required: string[]) => ({
    multipartBody: {
      properties: {
        title: { type: 'string' as const },
        subtitle: { type: 'string' as const },
        image: {
          type: 'string' as const,
          format: 'binary' as const,
          description: 'An image (JPEG, PNG, WebP) or an MP4 video; the part may also be called video, media or file',
        },
      },
      required,
    },
  });

  await withMultipartForms(app, (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/banners',
      {
        preHandler: app.requireAdmin,
        config: bannerForm(['title', 'subtitle', 'image']),
        schema: { summary: 'Add a banner (multipart)', response: { 201: BannerSchema, ...errors } },
      },
      async (request, reply) => {
        const form = await readMediaForm(request);
        const fields = BannerFieldsSchema.safeParse(form.fields);
        if (!fields.success || !form.file) throw new BadRequestError(CONTENT_MESSAGES.bannerRequired, 'banner_incomplete');
        const media = await storeBannerMedia(uploads(), 'banners', form.file);
        const now = nowIso();
        try {
          const row = await app.listVersions.write('banners', (trx) =>
            trx
              .insertInto('banners')
              .values({ ...fields.data, image_url: media.image_url, video_url: media.video_url, created_at: now, updated_at: now })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
          return reply.status(201).send(presentBanner(row));
        } catch (error) {
          await removeMedia(uploads(), media.stored.url);
          throw error;
        }
      },
    );

    r.put(
      '/banners/:id',
      {
        preHandler: app.requireAdmin,
        config: bannerForm([]),
        schema: {
          summary: 'Change a banner: non-empty fields and an optional new image or video (multipart)',
          params: IdParamSchema,
          response: { 200: BannerSchema, ...errors },
        },
      },
      async (request) => {
        const existing = await app.db.selectFrom('banners').selectAll().where('id', '=', request.params.id).executeTakeFirst();
        if (!existing) throw new NotFoundError('Banner not found');
        const form = await readMediaForm(request);
        const parsed = BannerUpdateFieldsSchema.safeParse(form.fields);
        if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid banner', 'validation_failed');
        const changes: Record<string, string | null> = {};
        const title = nonEmpty(parsed.data.title);
        const subtitle = nonEmpty(parsed.data.subtitle);
        if (title) changes.title = title;
        if (subtitle) changes.subtitle = subtitle;
        const row = await updateWithMedia({
          uploadsDir: uploads(),
          folder: 'banners',
          file: form.file,
          existing,
          changes,
          write: (set) =>
            app.listVersions.write('banners', (trx) =>
              trx
                .updateTable('banners')
                .set({ ...set, updated_at: nowIso() })
                .where('id', '=', existing.id)
                .returningAll()
                .executeTakeFirst(),
            ),
        });
        if (!row) throw new NotFoundError('Banner not found');
        return presentBanner(row);
      },
    );
  });

  r.delete(
    '/banners/:id',
    { preHandler: app.requireAdmin, schema: { params: IdParamSchema, response: { 200: MessageResponseSchema, ...errors } } },
    async (request) => {
      const row = await app.listVersions.write('banners', async (trx) => {
        const deleted = await trx.deleteFrom('banners').where('id', '=', request.params.id).returningAll().executeTakeFirst();
        // Thrown inside: nothing changed, so the version does not move either.
        if (!deleted) throw new NotFoundError('Banner not found');
        return deleted;
      });
      await removeMedia(uploads(), row.image_url);
      await removeMedia(uploads(), row.video_url);
      return { message: CONTENT_MESSAGES.bannerDeleted };
    },
  );
}

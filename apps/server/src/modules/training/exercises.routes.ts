// The exercise library (issue 41): any signed-in user reads it; coaches add their own (JSON, or a
// multipart form with a `video` file), edit them, and delete them (archived instead when a workout
// or a log uses them). Built-in exercises cannot be edited or deleted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  ExerciseBodySchema,
  ExerciseDeleteResponseSchema,
  ExerciseQuerySchema,
  ExerciseSchema,
  IdParamSchema,
  exerciseNameKey,
  type ExerciseBody,
} from '@rhythmfit/contracts';
import { nowIso } from '../../db/database.js';
import type { ExercisesTable } from '../../db/schema.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, isUniqueViolation } from '../../lib/errors.js';
import { containsCi } from '../../lib/member-data.js';
import { readMultipart, removeMedia, storeMedia, type MediaFolder } from '../../lib/media.js';
import { currentUser } from '../../plugins/auth.js';
import { withMultipartForms } from '../../plugins/multipart-forms.js';
import { answerList } from '../content/index.js';
import { EXERCISE_VIDEO_FOLDER, presentExercise, type ExerciseRow } from './exercises.js';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
};

/** The first problem of a failed parse as `field: message`, so a 400 names the field. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field && !issue.message.startsWith(String(issue.path[0])) ? `${field}: ${issue.message}` : issue.message;
}

interface ExerciseForm {
  body: ExerciseBody;
  video: Buffer | null;
}

/** The body as JSON or as a multipart form (text fields, muscles as JSON text, an optional `video`). */
async function readExerciseForm(request: FastifyRequest, partial: boolean): Promise<ExerciseForm> {
  let raw: unknown;
  let video: Buffer | null = null;
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request);
    raw = fields;
    video = files.video ?? files.file ?? files.media ?? null;
  } else {
    raw = request.body ?? {};
  }
  const schema = partial ? ExerciseBodySchema.partial() : ExerciseBodySchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new BadRequestError(describeIssue(parsed.error), 'validation_failed');
  return { body: parsed.data as ExerciseBody, video };
}

async function nameTaken(app: FastifyInstance, name: string, exceptId?: number): Promise<boolean> {
  let query = app.db.selectFrom('exercises').select('id').where('name_key', '=', exerciseNameKey(name)).where('archived', '=', 0);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const NAME_TAKEN = 'An exercise with this name already exists.';

export async function exercisesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const folder: MediaFolder = EXERCISE_VIDEO_FOLDER;

  r.get(
    '/exercises',
    {
      preHandler: app.authenticate,
      schema: { summary: 'The exercise library', querystring: ExerciseQuerySchema, response: { 200: z.array(ExerciseSchema), ...errors } },
    },
    async (request, reply) => {
      const q = request.query;
      const base = () => {
        let query = app.db.selectFrom('exercises').where('archived', '=', 0);
        if (q.q) query = query.where(containsCi('name', q.q));
        if (q.category) query = query.where('category', '=', q.category);
        if (q.equipment) query = query.where('equipment', '=', q.equipment);
        if (q.muscle) {
          const like = `%"${q.muscle}"%`;
          query = query.where((eb) => eb.or([eb('primary_muscles', 'like', like), eb('secondary_muscles', 'like', like)]));
        }
        return query;
      };
      return answerList(
        reply,
        { page: q.page, pageSize: q.pageSize },
        async ({ limit, offset }) => {
          let query = base().selectAll().orderBy('name_key', 'asc').orderBy('id', 'asc');
          if (limit !== undefined) query = query.limit(limit).offset(offset ?? 0);
          return (await query.execute()).map(presentExercise);
        },
        async () =>
          Number(
            (
              await base()
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
      );
    },
  );

  r.get(
    '/exercises/:id',
    { preHandler: app.authenticate, schema: { params: IdParamSchema, response: { 200: ExerciseSchema, ...errors } } },
    async (request) => {
      const row = await app.db.selectFrom('exercises').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw new NotFoundError('Exercise not found');
      return presentExercise(row);
    },
  );

  async function loadOwn(id: number): Promise<ExerciseRow> {
    const row = await app.db.selectFrom('exercises').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError('Exercise not found');
    if (Number(row.built_in) === 1) throw new ForbiddenError('Built-in exercises cannot be changed.', 'built_in_exercise');
    return row;
  }

  const exerciseForm = {
    multipartBody: {
      properties: {
        name: { type: 'string' as const },
        category: { type: 'string' as const },
        primaryMuscles: { type: 'string' as const, description: 'JSON array of muscles' },
        secondaryMuscles: { type: 'string' as const, description: 'JSON array of muscles' },
        equipment: { type: 'string' as const },
        tracking: { type: 'string' as const },
        instructions: { type: 'string' as const },
        videoLink: { type: 'string' as const, description: 'https only' },
        video: { type: 'string' as const, format: 'binary' as const, description: 'An MP4 or WebM video' },
      },
      required: [],
    },
  };

  await withMultipartForms(app, (forms) => {
    const f = forms.withTypeProvider<ZodTypeProvider>();
    f.post(
      '/admin/exercises',
      {
        preHandler: app.requireAdmin,
        config: exerciseForm,
        schema: { summary: 'Add an exercise (JSON or multipart with a video)', response: { 201: ExerciseSchema, ...errors } },
      },
      async (request, reply) => {
        const { body, video } = await readExerciseForm(request, false);
        if (await nameTaken(app, body.name)) throw new ConflictError(NAME_TAKEN, 'exercise_name_taken');
        const stored = video ? await storeMedia(app.config.uploadsDir, folder, video, ['video']) : null;
        const now = nowIso();
        try {
          const row = await app.db
            .insertInto('exercises')
            .values({
              slug: null,
              name: body.name,
              name_key: exerciseNameKey(body.name),
              category: body.category,
              primary_muscles: JSON.stringify(body.primaryMuscles),
              secondary_muscles: JSON.stringify(body.secondaryMuscles ?? []),
              equipment: body.equipment,
              tracking: body.tracking,
              instructions: body.instructions ?? '',
              video_file: stored?.url ?? null,
              video_link: body.videoLink ?? null,
              built_in: 0,
              archived: 0,
              created_by: currentUser(request).userId,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return reply.status(201).send(presentExercise(row));
        } catch (error) {
          if (stored) await removeMedia(app.config.uploadsDir, stored.url);
          if (isUniqueViolation(error)) throw new ConflictError(NAME_TAKEN, 'exercise_name_taken');
          throw error;
        }
      },
    );

    f.put(
      '/admin/exercises/:id',
      {
        preHandler: app.requireAdmin,
        config: exerciseForm,
        schema: {
          summary: 'Edit an exercise of the coach (JSON or multipart)',
          params: IdParamSchema,
          response: { 200: ExerciseSchema, ...errors },
        },
      },
      async (request) => {
        const existing = await loadOwn(request.params.id);
        const { body, video } = await readExerciseForm(request, true);
        if (body.name !== undefined && (await nameTaken(app, body.name, existing.id)))
          throw new ConflictError(NAME_TAKEN, 'exercise_name_taken');
        const stored = video ? await storeMedia(app.config.uploadsDir, folder, video, ['video']) : null;
        const changes: Updateable<ExercisesTable> = { updated_at: nowIso() };
        if (body.name !== undefined) {
          changes.name = body.name;
          changes.name_key = exerciseNameKey(body.name);
        }
        if (body.category !== undefined) changes.category = body.category;
        if (body.primaryMuscles !== undefined) changes.primary_muscles = JSON.stringify(body.primaryMuscles);
        if (body.secondaryMuscles !== undefined) changes.secondary_muscles = JSON.stringify(body.secondaryMuscles);
        if (body.equipment !== undefined) changes.equipment = body.equipment;
        if (body.tracking !== undefined) changes.tracking = body.tracking;
        if (body.instructions !== undefined) changes.instructions = body.instructions;
        if (body.videoLink !== undefined) changes.video_link = body.videoLink;
        if (stored) changes.video_file = stored.url;
        else if (body.removeVideo) changes.video_file = null;
        try {
          const row = await app.db
            .updateTable('exercises')
            .set(changes)
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          if (existing.video_file && row.video_file !== existing.video_file) await removeMedia(app.config.uploadsDir, existing.video_file);
          return presentExercise(row);
        } catch (error) {
          if (stored) await removeMedia(app.config.uploadsDir, stored.url);
          if (isUniqueViolation(error)) throw new ConflictError(NAME_TAKEN, 'exercise_name_taken');
          throw error;
        }
      },
    );
  });

  r.delete(
    '/admin/exercises/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Delete an exercise never used, or archive one a workout or log uses',
        params: IdParamSchema,
        response: { 200: ExerciseDeleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const existing = await loadOwn(request.params.id);
      if (await exerciseInUse(app, existing.id)) {
        await app.db.updateTable('exercises').set({ archived: 1, updated_at: nowIso() }).where('id', '=', existing.id).execute();
        return { archived: true as const };
      }
      await app.db.deleteFrom('exercises').where('id', '=', existing.id).execute();
      await removeMedia(app.config.uploadsDir, existing.video_file);
      return { deleted: true as const };
    },
  );
}

/** Whether a workout, a scheduled workout or a log names the exercise. */
export async function exerciseInUse(app: FastifyInstance, exerciseId: number): Promise<boolean> {
  const like = `%,${exerciseId},%`;
  const inWorkout = await app.db
    .selectFrom('training_workouts')
    .select('id')
    .where('exercise_ids', 'like', like)
    .limit(1)
    .executeTakeFirst();
  if (inWorkout) return true;
  const inScheduled = await app.db
    .selectFrom('scheduled_workouts')
    .select('id')
    .where('exercise_ids', 'like', like)
    .limit(1)
    .executeTakeFirst();
  if (inScheduled) return true;
  const inLog = await app.db
    .selectFrom('training_exercise_logs')
    .select('scheduled_id')
    .where('exercise_id', '=', exerciseId)
    .limit(1)
    .executeTakeFirst();
  return inLog !== undefined;
}

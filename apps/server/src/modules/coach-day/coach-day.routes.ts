// The coach's day under /api: the Needs attention list (with dismiss and a nudge to many), the
// coach's inbox, and each member's one conversation with the coaching team.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttentionDismissBodySchema,
  AttentionMemberSchema,
  BulkMessageBodySchema,
  BulkMessageResultSchema,
  ConversationSummarySchema,
  ConversationsQuerySchema,
  ErrorResponseSchema,
  MESSAGES_PER_MINUTE,
  MarkMessagesReadBodySchema,
  MarkReadResultSchema,
  MessagePageQuerySchema,
  MessageSchema,
  SendMessageBodySchema,
  isAdminRole,
} from '@rhythmfit/contracts';
import { ForbiddenError, TooManyRequestsError } from '../../lib/errors.js';
import { allowlistJsonSerializerCompiler } from '../../lib/json-serializer.js';
import { currentUser } from '../../plugins/auth.js';
import { dismissReason, needsAttention, type AttentionDeps } from './attention.service.js';
import { presentMessage } from './messages.presenter.js';
import { conversations, messagesByIds } from './messages.repository.js';
import { conversationPage, markConversationRead, requireMember, sendFromCoach, sendFromMember } from './messages.service.js';

const err = ErrorResponseSchema;
const errors = { 400: err, 401: err, 403: err, 404: err };
const UserIdParamSchema = z.object({
  userId: z.coerce.number({ error: 'userId must be a number' }).int().positive({ message: 'userId must be a positive whole number' }),
});
const INBOX_LIMIT = 200;

export async function coachDayRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const attention = (): AttentionDeps => ({ db: app.db, thresholds: app.config.attention, timeZone: app.config.businessTimeZone });

  // 30 messages a minute per sender, counted across every sending route (and the fleet, with Redis).
  const limiter = app.createRateLimit({
    max: MESSAGES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `messages:${request.auth?.userId ?? request.ip}`,
  });
  const perSender = async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded)
      throw new TooManyRequestsError('You are sending messages too quickly. Please wait a moment.', result.ttlInSeconds);
  };
  const memberOnly = async (request: FastifyRequest) => {
    if (isAdminRole(currentUser(request).role)) throw new ForbiddenError('Coaches answer members from the inbox.', 'coach_inbox');
  };

  // ---- needs attention ----

  r.get(
    '/admin/attention',
    {
      preHandler: app.requireAdmin,
      schema: { response: { 200: z.array(AttentionMemberSchema), ...errors } },
      // Thousands of members: written by JSON.stringify with the schema's names as its allowlist, not
      // parsed by zod first (issue 24).
      serializerCompiler: allowlistJsonSerializerCompiler,
    },
    async () => needsAttention(attention()),
  );

  r.post(
    '/admin/attention/:userId/dismiss',
    {
      preHandler: app.requireAdmin,
      schema: { params: UserIdParamSchema, body: AttentionDismissBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await dismissReason(attention(), request.params.userId, request.body.code, currentUser(request).userId);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/admin/messages/bulk',
    {
      preHandler: [app.requireAdmin, perSender],
      config: { idempotent: true },
      schema: { body: BulkMessageBodySchema, response: { 201: BulkMessageResultSchema, ...errors, 429: err } },
    },
    async (request, reply) => {
      const sent = await sendFromCoach(app, request, currentUser(request).userId, request.body.userIds, request.body.body);
      return reply.code(201).send({ sent: sent.length });
    },
  );

  // ---- the member's conversation ----

  r.get(
    '/messages',
    {
      preHandler: [app.authenticate, memberOnly],
      schema: { querystring: MessagePageQuerySchema, response: { 200: z.array(MessageSchema), ...errors } },
    },
    async (request) => conversationPage(app, currentUser(request).userId, request.query.limit, request.query.before),
  );

  r.post(
    '/messages',
    {
      preHandler: [app.authenticate, memberOnly, perSender],
      config: { idempotent: true },
      schema: { body: SendMessageBodySchema, response: { 201: MessageSchema, ...errors, 429: err } },
    },
    async (request, reply) => reply.code(201).send(await sendFromMember(app, request, currentUser(request).userId, request.body.body)),
  );

  r.post(
    '/messages/read',
    {
      preHandler: app.authenticate,
      schema: { body: MarkMessagesReadBodySchema, response: { 200: MarkReadResultSchema, ...errors } },
    },
    async (request) => {
      const { userId, role } = currentUser(request);
      return markConversationRead(app, { userId, coach: isAdminRole(role) }, request.body.upTo);
    },
  );

  // ---- the coach's inbox ----

  r.get(
    '/admin/conversations',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: ConversationsQuerySchema, response: { 200: z.array(ConversationSummarySchema), ...errors } },
    },
    async (request) => {
      const rows = await conversations(app.db, request.query.q || undefined, INBOX_LIMIT);
      const last = new Map(
        (
          await messagesByIds(
            app.db,
            rows.flatMap((row) => (row.lastId ? [row.lastId] : [])),
          )
        ).map((m) => [m.id, presentMessage(m)]),
      );
      return rows.map((row) => ({
        user: { id: row.id, name: row.name },
        lastMessage: row.lastId ? (last.get(row.lastId) ?? null) : null,
        unread: row.unread,
      }));
    },
  );

  r.get(
    '/admin/conversations/:userId/messages',
    {
      preHandler: app.requireAdmin,
      schema: { params: UserIdParamSchema, querystring: MessagePageQuerySchema, response: { 200: z.array(MessageSchema), ...errors } },
    },
    async (request) => {
      await requireMember(app, request.params.userId);
      return conversationPage(app, request.params.userId, request.query.limit, request.query.before);
    },
  );

  r.post(
    '/admin/conversations/:userId/messages',
    {
      preHandler: [app.requireAdmin, perSender],
      config: { idempotent: true },
      schema: { params: UserIdParamSchema, body: SendMessageBodySchema, response: { 201: MessageSchema, ...errors, 429: err } },
    },
    async (request, reply) => {
      const [message] = await sendFromCoach(app, request, currentUser(request).userId, [request.params.userId], request.body.body);
      return reply.code(201).send(message!);
    },
  );
}

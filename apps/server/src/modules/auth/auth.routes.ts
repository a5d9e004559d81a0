// /api/auth: sign-up, sign-in (password and OTP), sign-out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResponseSchema,
  ErrorResponseSchema,
  LoginBodySchema,
  MessageResponseSchema,
  RegisterBodySchema,
  SendOtpBodySchema,
  SendOtpResponseSchema,
  VerifyOtpBodySchema,
} from '@rhythmfit/contracts';
import { ServiceUnavailableError, TooManyRequestsError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { presentAuthUser } from '../users/index.js';
import type { AuthService } from './auth.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;
  const mobileOf = (request: FastifyRequest) => {
    const mobile = (request.body as { mobile?: unknown } | undefined)?.mobile;
    return `mobile:${typeof mobile === 'string' ? mobile : '-'}`;
  };
  // Per address (the route config) and per mobile number (this preHandler, once the body is read),
  // both counted by @fastify/rate-limit in its store: Redis when configured, shared by the fleet,
  // and while Redis is away this instance's memory, with the same limits (lib/rate-limit-store.ts).
  const perIp = { rateLimit: { max: limits.authPerIp, timeWindow: '1 minute' } };
  // This one must hold: should its store ever fail (even the in-memory fallback), sign-in answers
  // 503 rather than letting anyone try passwords and codes without limit.
  const mobileLimit = app.createRateLimit({ max: limits.authPerMobile, timeWindow: 60_000, keyGenerator: mobileOf, skipOnError: false });
  const perMobile = async (request: FastifyRequest) => {
    let result: Awaited<ReturnType<typeof mobileLimit>>;
    try {
      result = await mobileLimit(request);
    } catch {
      throw new ServiceUnavailableError('The service is busy, please try again shortly', 5, 'unavailable');
    }
    if (!result.isAllowed && result.isExceeded) {
      throw new TooManyRequestsError(
        'Too many attempts for this mobile number, please try again shortly',
        result.ttlInSeconds,
        'rate_limited',
      );
    }
  };

  r.post(
    '/register',
    {
      config: perIp,
      preHandler: perMobile,
      schema: { body: RegisterBodySchema, response: { 201: AuthResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.status(201).send({ token: app.tokens.issue(user.id, user.role), user: presentAuthUser(user) });
    },
  );

  r.post(
    '/login',
    {
      config: perIp,
      preHandler: perMobile,
      schema: { body: LoginBodySchema, response: { 200: AuthResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await auth.login(request.body.mobile, request.body.password);
      return { token: app.tokens.issue(user.id, user.role), user: presentAuthUser(user, await app.presence.read(user.id)) };
    },
  );

  r.post(
    '/send-otp',
    {
      config: perIp,
      preHandler: perMobile,
      schema: { body: SendOtpBodySchema, response: { 200: SendOtpResponseSchema, ...errors, 502: ErrorResponseSchema } },
    },
    async (request) => {
      const { code } = await auth.sendOtp(request.body.mobile, request.body.language);
      return code ? { otp: code, message: 'OTP sent' } : { message: 'OTP sent' };
    },
  );

  r.post(
    '/verify-otp',
    {
      config: perIp,
      preHandler: perMobile,
      schema: { body: VerifyOtpBodySchema, response: { 200: AuthResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await auth.verifyOtp(request.body);
      return { token: app.tokens.issue(user.id, user.role), user: presentAuthUser(user, await app.presence.read(user.id)) };
    },
  );

  r.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: { body: z.unknown().optional(), response: { 200: MessageResponseSchema, 401: ErrorResponseSchema } },
    },
    async (request) => {
      const { jti, expiresAt } = currentUser(request);
      await auth.logout(jti, expiresAt);
      await app.sessions.accountChanged(currentUser(request).userId);
      return { message: 'Signed out' };
    },
  );
}

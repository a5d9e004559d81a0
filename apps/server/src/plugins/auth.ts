// Authentication and authorisation for routes: `app.authenticate` reads the bearer token, checks
// it is not revoked and that its account still exists (plugins/session-cache.ts), and sets
// `request.auth`; `app.requireRole`
// is the route-level role guard; `assertSelfOrAdmin` is the ownership check.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminRole, type RoleName } from '@rhythmfit/contracts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js';
import { SessionCache } from './session-cache.js';
import type { TokenService } from '../lib/tokens.js';

export interface AuthContext {
  userId: number;
  role: RoleName;
  jti: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** Token and account checks, cached; call sessions.accountChanged(id) after a sign-out, role change or deletion. */
    sessions: SessionCache;
    /** preHandler: 401 unless a valid, unrevoked token of a live account is sent. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: reads the token when present, never refuses. */
    authenticateOptional: preHandlerAsyncHookHandler;
    /** preHandler: 401 without a token, 403 unless the account has one of the roles. */
    requireRole: (...roles: RoleName[]) => preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
  }
}

/** The signed-in user, for handlers behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

export function isAdmin(auth: AuthContext): boolean {
  return isAdminRole(auth.role);
}

/** Ownership: your own record, or any record when you are a coach. */
export function assertSelfOrAdmin(request: FastifyRequest, ownerId: number): AuthContext {
  const auth = currentUser(request);
  if (auth.userId !== ownerId && !isAdmin(auth)) throw new ForbiddenError('You can only access your own records');
  return auth;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: { tokens: TokenService }) {
    app.decorate('tokens', options.tokens);
    const redis = app.hasDecorator('redis') ? app.redis : null;
    const health = app.hasDecorator('redisHealth') ? app.redisHealth : null;
    const prefix = app.hasDecorator('config') ? app.config.redisKeyPrefix : undefined;
    const sessions = new SessionCache(app.db, redis ? { client: redis, health } : null, prefix);
    app.decorate('sessions', sessions);
    app.decorateRequest('auth', null);

    async function resolve(request: FastifyRequest): Promise<AuthContext | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = options.tokens.verify(token);
      if (!claims) throw new UnauthorizedError('Your session is invalid or has expired. Please sign in again.', 'invalid_token');
      const role = await sessions.check({ userId: claims.userId, jti: claims.jti });
      if (!role) throw new UnauthorizedError('Your session is invalid or has expired. Please sign in again.', 'invalid_token');
      return { userId: claims.userId, role, jti: claims.jti, expiresAt: claims.expiresAt };
    }

    app.decorate('authenticate', async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const auth = await resolve(request);
      if (!auth) throw new UnauthorizedError();
      request.auth = auth;
    });

    app.decorate('authenticateOptional', async function authenticateOptional(request: FastifyRequest, _reply: FastifyReply) {
      try {
        request.auth = await resolve(request);
      } catch {
        request.auth = null;
      }
    });

    app.decorate(
      'requireRole',
      (...roles: RoleName[]) =>
        async function requireRole(request: FastifyRequest, reply: FastifyReply) {
          if (!request.auth) await app.authenticate.call(app, request, reply);
          const auth = currentUser(request);
          const allowed = roles.includes(auth.role) || (auth.role === 'SUPERADMIN' && roles.includes('ADMIN'));
          if (!allowed) throw new ForbiddenError();
        },
    );
    app.decorate('requireAdmin', app.requireRole('ADMIN', 'SUPERADMIN'));
  },
  { name: 'auth', dependencies: ['database'] },
);

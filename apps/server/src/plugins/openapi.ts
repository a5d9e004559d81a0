// The API described as OpenAPI 3.1, generated from the routes' zod schemas (@fastify/swagger with
// the zod type provider's transform): GET /api/openapi.json, and a reference page at /api/docs.
// Every operation gets an operationId, a summary, tags and its security: routes may set them; the
// rest are derived here from the method, the path and the route's guard, so a new route is
// documented the moment it exists (openapi.test.ts fails for any that is not).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** A multipart/form-data body as the document shows it: its parts (a file part has format binary). */
export interface MultipartBodyDoc {
  properties: Record<string, { type: 'string'; format?: 'binary'; description?: string }>;
  required?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Documents a multipart upload: the handler reads the parts itself, so no schema validates them. */
    multipartBody?: MultipartBodyDoc;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route?: RouteOptions };

/** The optional header of the routes that run once per key (plugins/idempotency.ts), as documented. */
const IDEMPOTENCY_KEY_HEADER = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{8,100}$',
  description:
    'Makes a retry safe: one key per user action, reused on every retry. The same key with the same request answers the stored answer (header `idempotent-replayed: true`); with another body or route it answers 422 `idempotency_key_reused`; while the first request runs, 409 `idempotency_in_progress`.',
};

type JsonSchemaObject = Record<string, unknown>;

/**
 * A conditional read (plugins/http-caching.ts `condition`): the If-None-Match it takes, the ETag
 * and Cache-Control of its 200, and its 304 Not Modified with no body.
 */
function withConditionalRead(schema: JsonSchemaObject, cacheControl: string): JsonSchemaObject {
  const answerHeaders = {
    ETag: { type: 'string', description: 'The list’s version as an entity tag: send it back as If-None-Match.' },
    'Cache-Control': { type: 'string', description: `\`${cacheControl}\`` },
  };
  const response = (schema.response ?? {}) as Record<string, JsonSchemaObject>;
  return {
    ...schema,
    headers: {
      type: 'object',
      properties: {
        'If-None-Match': {
          type: 'string',
          description: 'ETags from earlier answers: while the list is unchanged the answer is 304 with no body.',
        },
      },
    },
    response: {
      ...response,
      ...(response['200'] ? { 200: { ...response['200'], headers: answerHeaders } } : {}),
      304: { type: 'null', description: 'Not Modified: the list is unchanged since the ETag sent.', headers: answerHeaders },
    },
  };
}

/** The zod transform, plus the multipart request body, the Idempotency-Key header and the conditional reads of the routes that declare them. */
function transform(input: TransformInput) {
  let out = jsonSchemaTransform(input);
  const config = input.route?.config as
    { multipartBody?: MultipartBodyDoc; idempotent?: boolean; conditionalRead?: { cacheControl: string } } | undefined;
  if (config?.idempotent) {
    // Documented only: the idempotency plugin checks the header itself (with its own 400 message).
    const headers = (out.schema as { headers?: { properties?: Record<string, unknown> } }).headers;
    out = {
      ...out,
      schema: {
        ...out.schema,
        headers: { type: 'object', ...headers, properties: { ...headers?.properties, 'idempotency-key': IDEMPOTENCY_KEY_HEADER } },
      },
    };
  }
  if (config?.conditionalRead)
    return { ...out, schema: withConditionalRead(out.schema as JsonSchemaObject, config.conditionalRead.cacheControl) };
  const multipart = config?.multipartBody;
  if (!multipart) return out;
  return { ...out, schema: { ...out.schema, consumes: ['multipart/form-data'], body: { type: 'object', ...multipart } } };
}

const VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', DELETE: 'delete', PATCH: 'update' };

function words(url: string): string[] {
  return url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part.replace(/[-_]/g, ' ')));
}

/** `GET /api/bookings/user/:userId` → `getBookingsUserByUserId`. */
export function operationIdFor(method: string, url: string): string {
  const parts = [VERBS[method] ?? method.toLowerCase(), ...words(url)].join(' ').split(/\s+/);
  return parts.map((part, i) => (i === 0 ? part.toLowerCase() : part.charAt(0).toUpperCase() + part.slice(1))).join('');
}

/** `PUT /api/bookings/:id/status` → `Update bookings › by id › status`. */
export function summaryFor(method: string, url: string): string {
  const verb = VERBS[method] ?? method.toLowerCase();
  return `${verb.charAt(0).toUpperCase()}${verb.slice(1)} ${words(url).join(' › ')}`.trim();
}

export default fp(
  async function openapi(app: FastifyInstance, options: { version: string }) {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) {
        route.schema = { ...(route.schema ?? {}), hide: true };
        return;
      }
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
      if (method === 'HEAD') return;
      const guards = [route.preHandler, route.onRequest].flat().filter(Boolean);
      const signedIn = guards.some((guard) => guard === app.authenticate || guard === app.requireAdmin);
      const optional = guards.some((guard) => guard === app.authenticateOptional);
      const schema = (route.schema ?? {}) as {
        operationId?: string;
        summary?: string;
        tags?: string[];
        security?: Record<string, string[]>[];
      };
      route.schema = {
        ...schema,
        operationId: schema.operationId ?? operationIdFor(method, route.url),
        summary: schema.summary ?? summaryFor(method, route.url),
        tags: schema.tags ?? [route.url.split('/')[2] === 'admin' ? 'admin' : (route.url.split('/')[2] ?? 'api')],
        security: schema.security ?? (signedIn ? [{ bearerAuth: [] }] : optional ? [{}, { bearerAuth: [] }] : []),
      };
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'RhythmFit API',
          version: options.version,
          description:
            'The coaching app’s JSON API. Errors answer `{ message, code }`. Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`.',
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { docExpansion: 'list', deepLinking: true } });
    app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  },
  { name: 'openapi', dependencies: ['auth'] },
);

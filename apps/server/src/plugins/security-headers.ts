// The security headers of @fastify/helmet, computed ONCE. Helmet rebuilds the Content-Security-
// Policy string on every request (it supports per-request nonces, which this app does not use);
// at a few thousand requests a second that was the largest single cost of a cheap answer. Here a
// throwaway Fastify instance with @fastify/helmet and the same options answers one request, and
// its headers are then set on every answer by one onRequest hook: the same headers, for free.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

export async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_SECURITY.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export default fp(
  async function securityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
    const headers = await computeSecurityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

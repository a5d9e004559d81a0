// Multipart forms (@fastify/multipart) for the routes that take one, and only for them. The
// plugin adds two global hooks to the context it is registered in (an onRequest that watches every
// response for an early close, an onResponse that cleans temporary files), and registered for the
// whole app they ran on every request, a health check included (issue 24). Registered here in a
// scope holding the form routes alone, every other route carries neither; they answer a
// multipart body with 415, as they do any other content type they do not read.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Registers `routes` in a scope that reads multipart forms within the configured upload limits. */
export async function withMultipartForms(app: FastifyInstance, routes: (forms: FastifyInstance) => void | Promise<void>): Promise<void> {
  await app.register(async (forms) => {
    await forms.register(multipart, {
      limits: { fileSize: app.config.uploadLimitBytes, files: 2, fields: 20, fieldSize: 100_000 },
    });
    await routes(forms);
  });
}

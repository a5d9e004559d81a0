// Serves the uploaded media under /uploads and the built single-page app for every other non-API
// path, so deep links like /admin/slots load the app. Unknown /api paths answer JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './http-caching.js';
import { createAppShell, languageFromCookie, type AppShell } from './app-shell.js';

export async function registerStaticFiles(app: FastifyInstance, options: { uploadsDir: string; webDistDir: string | null }): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('x-content-type-options', 'nosniff');
      // No other site may frame a member's photo or video (clickjacking), on old browsers too.
      res.header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
      );
      res.header('x-frame-options', 'DENY');
      res.header('cache-control', 'public, max-age=86400');
    },
  });

  const indexFile = options.webDistDir ? path.join(options.webDistDir, 'index.html') : null;
  const hasWeb = indexFile !== null && existsSync(indexFile);
  const shell = hasWeb ? createAppShell(options.webDistDir!) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir!,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; the HTML must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsApp = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api') && !url.startsWith('/uploads/');
    const servesApp = wantsApp && hasWeb && !path.extname(url);
    // No route, so no route's metrics hook: counted here (plugins/metrics.ts).
    if (app.hasDecorator('metrics')) app.metrics.unmatched(request.method, servesApp ? 200 : 404);
    if (servesApp && shell) return sendShell(shell, url, request, reply);
    return reply.status(404).send({ message: `No route for ${request.method} ${url}`, code: 'not_found' });
  });
}

/**
 * The app's HTML for a screen (plugins/app-shell.ts): always revalidated (no-cache, with an ETag), in
 * the best encoding the browser takes; it differs by path and by the language cookie.
 */
function sendShell(shell: AppShell, pathname: string, request: FastifyRequest, reply: FastifyReply) {
  const page = shell.page(pathname, languageFromCookie(request.headers.cookie));
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding, cookie');
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  reply.type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

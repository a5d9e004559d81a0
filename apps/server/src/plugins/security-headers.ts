// Security headers on every answer (API, errors, unknown paths, the web's files). The web's pages
// and files get the page policy of the helmet library itself; the API's answers get OWASP's set for
// APIs (apiSecurityHeaderValues). Helmet's middleware is built ONCE from the options below and run
// once at start on a recording response; each request then only copies the headers it produced (issue 24: running
// helmet's chain of middlewares per request cost more than setting the headers).
// @fastify/helmet was used before, but it rebuilds the whole middleware (parsing the CSP
// directives again) for every request: about 7% of the server's CPU in the
// 10,000-member background mix, which then missed its p99 target (npm run bench, 2026-11-25).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** Strict-Transport-Security, in production only (a development server speaks plain HTTP). */
  hsts: boolean;
}

/**
 * What Razorpay Checkout needs (issue 23), and nothing more: its script, the frames it opens, the
 * API it and its telemetry call, and its logos. The page loads the script only when it pays.
 */
export const RAZORPAY_CHECKOUT_SOURCES = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
} as const;

function securityHeadersMiddleware({ hsts }: SecurityHeadersOptions) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...RAZORPAY_CHECKOUT_SOURCES.script],
        frameSrc: [...RAZORPAY_CHECKOUT_SOURCES.frame],
        // Mantine writes its CSS variables into style attributes and a style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...RAZORPAY_CHECKOUT_SOURCES.img],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...RAZORPAY_CHECKOUT_SOURCES.connect],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts,
  });
}

/**
 * The headers helmet sets, found once by running its middleware on a recording response: with the
 * options above they are the same for every answer (no nonces), so a request only copies them.
 */
function securityHeaderValues(options: SecurityHeadersOptions): [string, string | number | readonly string[]][] {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failed: unknown = null;
  securityHeadersMiddleware(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error ?? null;
  });
  if (failed) throw failed;
  return [...headers];
}

/**
 * The API's answers (JSON, files a signed-in route serves, the event stream) are never a page that
 * runs scripts: they carry the headers OWASP's REST Security Cheat Sheet lists for API responses
 * (with `Cache-Control` set by http-caching) instead of the page policy above. A page's policy on
 * JSON protects nothing, and its 13 headers (about 1 KB) were most of a 304's bytes and a
 * noticeable part of its cost: the bench's revalidation missed its 0.6 of bare (issue 24).
 */
export function apiSecurityHeaderValues(pageHeaders: readonly [string, unknown][]): [string, string][] {
  // Transport and sniffing rules are the same as the page's (HSTS only where the page has it).
  return [
    ...transportHeaderValues(pageHeaders),
    ['content-security-policy', "frame-ancestors 'none'"],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
  ];
}

/**
 * The page's transport, sniffing and cross-origin resource rules alone: what the API's answers
 * share with pages, and all that the web build's hashed scripts and stylesheets (/assets/) carry.
 * There, a policy applies to the document or
 * worker that a response is, and these are neither, so they carry only the transport, sniffing and
 * cross-origin resource rules. The page policy's 13 headers (1.3 KB) were most of the bytes of the
 * dashboard's 50 small chunks on a slow phone: 40 KB more before its first screen (Lighthouse,
 * issue 43). Workers (sw.js, workbox-*.js) are served from the root and keep the page policy.
 */
function transportHeaderValues(pageHeaders: readonly [string, unknown][]): [string, string][] {
  return pageHeaders
    .filter(([name]) => ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'].includes(name))
    .map(([name, value]) => [name, String(value)] as [string, string]);
}

export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    const pageHeaders = securityHeaderValues(options);
    const apiHeaders = apiSecurityHeaderValues(pageHeaders);
    const assetHeaders = transportHeaderValues(pageHeaders);
    // On Fastify's reply, not on the raw response as helmet's middleware does, so hooks and routes
    // see and replace them through the reply (the uploads' own policy does). A raw setHeader() also
    // sends every header of an answer through Node's slower merge in writeHead(): on a bare
    // node:http server 6 headers set that way cost 15% of its throughput (39,000 against 45,000
    // req/s); in the whole app the difference was within the noise (scripts/hook-costs.mjs, the
    // security headers stage: 4-5 µs per request either way, 2026-11-26). A route that hijacks
    // the reply (the event stream) sends reply.getHeaders() itself.
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      const headers = url.startsWith('/api/') ? apiHeaders : url.startsWith('/assets/') ? assetHeaders : pageHeaders;
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);

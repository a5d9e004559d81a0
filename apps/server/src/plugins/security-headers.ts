// Security headers on every answer (API, errors, unknown paths, the web's files), from the helmet
// library itself: its middleware is built ONCE from the options below and run per request, the way
// helmet is meant to be used. @fastify/helmet was used before, but it rebuilds the whole middleware
// (parsing the CSP directives again) for every request: about 7% of the server's CPU in the
// 10,000-member background mix, which then missed its p99 target (npm run bench, 2026-11-25).
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

export default fp(
  async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
    const applyHeaders = securityHeadersMiddleware(options);
    app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  },
  { name: 'security-headers' },
);

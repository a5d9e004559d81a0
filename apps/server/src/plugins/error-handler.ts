// One error shape for the whole API: `{ message, code }` with a fitting status. 5xx bodies never
// carry internals (no stack traces, no SQL); those go to the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isDatabaseUnavailable, isDiskFull, isForeignKeyViolation, isUniqueViolation } from '../lib/errors.js';
import { discardRestOfBody } from '../lib/refused-body.js';

/** A refused body is read and thrown away for at most this long before the answer goes anyway. */
const DISCARD_TIMEOUT_MS = 10_000;
/** Without a configured upload limit (bare test apps), the default one's. */
const DEFAULT_UPLOAD_LIMIT_BYTES = 10 * 1_048_576;

interface ErrorBody {
  message: string;
  code: string;
}

/** node-postgres reports a connection lost mid-query without a code. */
function isConnectionLost(error: FastifyError): boolean {
  return (
    !error.statusCode &&
    /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|terminating connection due to administrator command/i.test(
      error.message ?? '',
    )
  );
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first?.message) {
      // zod's own type messages name only the type; say which field is wrong.
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      if (/^Invalid input: expected/.test(first.message) && field) return `${field}: ${first.message}`;
      return first.message;
    }
  }
  return error.message || 'Invalid request';
}

export function registerErrorHandler(app: FastifyInstance): void {
  // A refused body the client (or its proxy) is still sending is read and discarded up to twice the
  // upload limit (lib/refused-body.ts): past the proxy's own limit (docs/deploy.md), so the answer
  // below reaches the client, never a proxy's 502.
  const uploadLimit = app.hasDecorator('config') ? app.config.uploadLimitBytes : DEFAULT_UPLOAD_LIMIT_BYTES;
  const discard = { maxBytes: 2 * uploadLimit, timeoutMs: DISCARD_TIMEOUT_MS };

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { message: 'Something went wrong. Please try again later.', code: 'internal_error' };

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { message: error.message, code: error.code };
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    } else if (error.validation) {
      status = 400;
      body = { message: describeValidation(error), code: 'validation_failed' };
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
      status = 400;
      body = { message: 'The request body is not valid JSON', code: 'malformed_json' };
    } else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      status = 400;
      body = { message: 'The request body is empty but JSON was declared', code: 'empty_body' };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      status = 413;
      body = { message: 'The request is too large', code: 'payload_too_large' };
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      status = 415;
      body = { message: 'This content type is not supported here', code: 'unsupported_media_type' };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { message: 'Too many requests, please slow down and try again shortly', code: 'rate_limited' };
    } else if (isUniqueViolation(error)) {
      status = 409;
      body = { message: 'That record already exists', code: 'conflict' };
    } else if (isForeignKeyViolation(error)) {
      status = 409;
      body = { message: 'A record this refers to does not exist', code: 'reference_missing' };
    } else if (isDiskFull(error)) {
      status = 507;
      body = { message: 'The server is out of storage space, please try again later', code: 'insufficient_storage' };
    } else if (isDatabaseUnavailable(error) || isConnectionLost(error)) {
      status = 503;
      reply.header('retry-after', '5');
      body = { message: 'The service is busy, please try again shortly', code: 'unavailable' };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message, code: (error.code ?? 'bad_request').toLowerCase() };
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (!request.raw.complete) await discardRestOfBody(request.raw, discard);
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

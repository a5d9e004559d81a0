// The API's error classes. Each carries an HTTP status and a stable code; the error handler turns
// them into `{ message, code }`. Services throw these; routes never build error bodies by hand.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'bad_request') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue', code = 'unauthorized') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that', code = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'not_found') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number, code = 'rate_limited') {
    super(429, code, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is busy, please try again shortly', retryAfterSeconds = 5, code = 'unavailable') {
    super(503, code, message, { 'retry-after': String(retryAfterSeconds) });
  }
}

interface DriverError {
  code?: string;
  errno?: number;
}

/** A unique-constraint violation from either engine (SQLite or PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as DriverError | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** A foreign-key violation from either engine (PostgreSQL 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as DriverError | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** The database is busy or unreachable: the client should retry, it did nothing wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as DriverError | null)?.code;
  if (!code) return false;
  return (
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_LOCKED' ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === '57P01' || // admin shutdown
    code === '57P02' ||
    code === '57P03' || // cannot connect now
    code === '53300' || // too many connections
    code.startsWith('08') // connection exceptions
  );
}

export function isDiskFull(error: unknown): boolean {
  const code = (error as DriverError | null)?.code;
  return code === 'ENOSPC' || code === 'SQLITE_FULL' || code === '53100';
}

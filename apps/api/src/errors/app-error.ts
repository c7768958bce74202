import type { ErrorCode } from '@verbatim/core-sdk/contracts';

/** What a failure of ours tells the caller: nothing of its cause. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** An error whose message is meant for the caller. Anything else answers a bare 500. */
export class AppError extends Error {
  override readonly name: string = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface FieldIssue {
  field: string;
  message: string;
}

export class ValidationError extends AppError {
  constructor(
    readonly issues: FieldIssue[],
    message?: string,
  ) {
    super(400, 'VALIDATION_FAILED', message ?? issues.map((i) => `${i.field}: ${i.message}`).join('; '), { fields: issues });
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, 'BAD_REQUEST', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'You need to sign in first.', code: ErrorCode = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this.', code: ErrorCode = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'CONFLICT') {
    super(409, code, message);
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', message, { retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
  }
}

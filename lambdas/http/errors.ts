import { summaryOf } from '#shared/validation/read-fields';

/**
 * Domain errors. Handlers and domain code throw these; the error mapper turns each into one HTTP status
 * with the message the client may see. Anything else becomes a 500 without details.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 502 | 503,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    // "Invalid body: a, b" only lists field codes: the answer says the fields' own sentences instead.
    super(fields && Object.keys(fields).length > 0 && /^Invalid \w+: /.test(message) ? summaryOf(fields) : message, 400, fields);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Unauthorized') {
    super(message, 401);
  }
}

/** The spec's own text for a permission failure (part 1 §8). */
export class ForbiddenError extends DomainError {
  constructor(message = 'Unauthorized access.') {
    super(message, 403);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found.') {
    super(message, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message = 'The record was changed by someone else. Reload and try again.') {
    super(message, 409);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(message, 413, fields);
  }
}

/** A dependency refused for now (e.g. a workflow did not start); nothing changed, the caller may retry. */
export class ServiceUnavailableError extends DomainError {
  constructor(message: string) {
    super(message, 503);
  }
}

/**
 * An outside system (settlement portal, billing portal, safety software, video telematics, helpdesk) failed
 * or could not be reached: 502 with its code, so the user learns which system and why, never a 500.
 * Failures that are the company's to fix (a wrong login) are 422 with the same body.
 */
export class OutsideSystemError extends DomainError {
  constructor(
    readonly system: string,
    readonly code: string,
    message: string,
    status: 422 | 502 = 502,
  ) {
    super(message, status);
  }
}

import { ERROR_STATUS, type ErrorCode, type FieldError } from '@mitmachkarte/contract';

/** An expected failure with a German message for the client; mapped to HTTP status by the one
 *  error handler (plugins/error-handler.ts) via ERROR_STATUS. */
export class AppError extends Error {
  readonly status: number;
  /** `retryAfterSeconds`: for RATE_LIMITED, sent as the Retry-After header (RFC 9110 §10.2.3). */
  constructor(readonly code: ErrorCode, message: string, readonly errors?: FieldError[], readonly retryAfterSeconds?: number) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/** 404 with the German message naming what was not found (docs/architecture.md §5: hidden ids are never confirmed). */
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'Sie haben keine Berechtigung für diese Aktion.') => new AppError('FORBIDDEN', message);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Bitte melden Sie sich an.');
export const validation = (message: string, errors?: FieldError[]) => new AppError('VALIDATION', message, errors);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** `row`, or NOT_FOUND with `message` if there is none (a `get…` over a repository's `find…`,
 *  docs/architecture.md §8.2). */
export function requireFound<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}

/** CONFLICT with `message` if another row than `exceptId` (`holder`) already holds a value that
 *  must be unique: a host, an e-mail address, a group name. */
export function requireFree(holder: { id: string } | undefined, message: string, exceptId?: string): void {
  if (holder && holder.id !== exceptId) throw conflict(message);
}

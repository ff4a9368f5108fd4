import { ERROR_STATUS, type ErrorCode, type FieldError } from '@mitmachkarte/contract';
import { german, say, type ServerMessage } from '../i18n/messages.js';

/** What an error says: a server message by key (i18n/messages.ts say), which the error handler
 *  says in the request's language (docs/product.md §23.4), or a German text made elsewhere (the
 *  contract's field messages, read back to their keys by the handler). */
export type ErrorText = string | ServerMessage;

/** An expected failure with a message for the client; mapped to HTTP status by the one error
 *  handler (plugins/error-handler.ts) via ERROR_STATUS. `message` is always the German text; a
 *  message said by key (`said`) is answered in the request's language, a German string when the
 *  catalogue knows it (i18n/messages.ts readGerman), else as written. */
export class AppError extends Error {
  readonly status: number;
  /** The message by key, when it was said so. */
  readonly said?: ServerMessage;
  /** `retryAfterSeconds`: for RATE_LIMITED, sent as the Retry-After header (RFC 9110 §10.2.3). */
  constructor(readonly code: ErrorCode, message: ErrorText, readonly errors?: FieldError[], readonly retryAfterSeconds?: number) {
    super(typeof message === 'string' ? message : german(message));
    if (typeof message !== 'string') this.said = message;
    this.status = ERROR_STATUS[code];
  }
}

/** A field error whose message is `message` in German (often the twin of an error's message); the
 *  error handler reads it back to its key and says it in the request's language. */
export const fieldError = (field: string, message: ErrorText): FieldError =>
  ({ Field: field, Message: typeof message === 'string' ? message : german(message) });

/** VALIDATION with `message`, and the same message as the error of `field`. */
export const invalidField = (field: string, message: ErrorText) => validation(message, [fieldError(field, message)]);

/** 404 with the message naming what was not found (docs/architecture.md §5: hidden ids are never confirmed). */
export const notFound = (message: ErrorText) => new AppError('NOT_FOUND', message);
export const forbidden = (message: ErrorText = say('notAllowed')) => new AppError('FORBIDDEN', message);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', say('signInFirst'));
export const validation = (message: ErrorText, errors?: FieldError[]) => new AppError('VALIDATION', message, errors);
export const conflict = (message: ErrorText) => new AppError('CONFLICT', message);

/** `row`, or NOT_FOUND with `message` if there is none (a `get…` over a repository's `find…`,
 *  docs/architecture.md §8.2). */
export function requireFound<T>(row: T | undefined, message: ErrorText): T {
  if (row === undefined) throw notFound(message);
  return row;
}

/** CONFLICT with `message` if another row than `exceptId` (`holder`) already holds a value that
 *  must be unique: a host, an e-mail address, a group name. */
export function requireFree(holder: { id: string } | undefined, message: ErrorText, exceptId?: string): void {
  if (holder && holder.id !== exceptId) throw conflict(message);
}

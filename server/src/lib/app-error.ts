import { ERROR_STATUS, SOURCE_LANGUAGE, type ErrorCode, type FieldError } from '@mitmachkarte/contract';
import { formatMessage, say, type ServerMessage } from '../i18n/messages.js';

/** What an error says: a German text, or a server message by key (i18n/messages.ts say), which
 *  the error handler says in the request's language (docs/product.md §23). */
export type ErrorText = string | ServerMessage;

/** An expected failure with a message for the client; mapped to HTTP status by the one error
 *  handler (plugins/error-handler.ts) via ERROR_STATUS. `message` is always the German text; a
 *  message said by key (`said`) is answered in the request's language, a plain string as written
 *  (German: the messages not migrated to the catalogue yet). */
export class AppError extends Error {
  readonly status: number;
  /** The message by key, when it was said so. */
  readonly said?: ServerMessage;
  /** `retryAfterSeconds`: for RATE_LIMITED, sent as the Retry-After header (RFC 9110 §10.2.3). */
  constructor(readonly code: ErrorCode, message: ErrorText, readonly errors?: FieldError[], readonly retryAfterSeconds?: number) {
    super(typeof message === 'string' ? message : formatMessage(message, SOURCE_LANGUAGE));
    if (typeof message !== 'string') this.said = message;
    this.status = ERROR_STATUS[code];
  }
}

/** A field error whose message is `message` in German (the usual twin of an error's message). */
export const fieldError = (field: string, message: ErrorText): FieldError =>
  ({ Field: field, Message: typeof message === 'string' ? message : formatMessage(message, SOURCE_LANGUAGE) });

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

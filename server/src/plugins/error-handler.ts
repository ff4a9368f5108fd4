import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, type FieldError, SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import { AppError, type ErrorText } from '../lib/app-error.js';
import { formatMessage, german, say, translateGerman } from '../i18n/messages.js';

/** Fastify's own client-error codes and the message each gets. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, ErrorText]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, say('requestTooLarge')],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, say('unsupportedMediaType')],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, say('badContentLength')],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, say('emptyBody')],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, say('invalidJson')],
  // Raised before routing, through Fastify's frameworkErrors option (app.ts).
  FST_ERR_BAD_URL: [400, say('badAddress')],
  FST_ERR_MAX_PARAM_LENGTH: [414, say('addressTooLong')],
  FST_ERR_ASYNC_CONSTRAINT: [400, say('badRequest')],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of this route's 413 instead of the generic one (e.g. the image upload). */
    bodyTooLargeMessage?: ErrorText;
  }
}

const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** An answer's status, message and field errors, before the message is said. */
type Answer = { status: number; message: ErrorText; errors?: FieldError[] };

/** What `error` answers (see handleError). */
function answerOf(error: FastifyError, req: FastifyRequest, reply: FastifyReply): Answer {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return { status: error.status, message: error.said ?? error.message, ...(error.errors ? { errors: error.errors } : {}) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((v) => ({
      Field: [error.validationContext === 'body' ? '' : error.validationContext, fieldOf(v.instancePath)].filter(Boolean).join('.'),
      Message: v.message ?? german(say('invalidValue')),
    }));
    return { status: 400, message: say('invalidInput'), errors };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && req.routeOptions.config.bodyTooLargeMessage) {
    return { status: 413, message: req.routeOptions.config.bodyTooLargeMessage };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status: known[0], message: known[1] };
  if (error.statusCode === 429) return { status: 429, message: say('tooManyRequests') };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return { status: error.statusCode, message: say('badRequest') };
  req.log.error({ err: error }, 'unexpected error');
  return { status: 500, message: say('internalError') };
}

/** The one error handler (docs/architecture.md §5): AppError → its status and message; schema
 *  validation → 400 with `Errors: [{ Field, Message }]`; Fastify client errors (broken or
 *  over-long URLs too, as `frameworkErrors` of app.ts) → 4xx; everything else → 500 with a
 *  message that reveals nothing (the details go to the log). Every message is answered in the
 *  request's language (docs/product.md §23.4): one said by key as such, a German one (the field
 *  messages of the contract's schemas, a field error that repeats a message) read back to its key
 *  through the German catalogue; a German text the catalogue lacks stays German. */
export async function handleError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const { status, body } = await describeError(error, req, reply);
  return reply.status(status).send(body);
}

/** What handleError answers for `error`, said in the request's language, without sending it: the
 *  status and `{ Message, Errors? }` (other interfaces, such as Open311, put it in their own shape).
 *  Sets Retry-After where the error names a wait; logs client errors and unexpected ones. */
export async function describeError(error: FastifyError, req: FastifyRequest, reply: FastifyReply): Promise<{ status: number; body: ErrorBody }> {
  const { status, message, errors } = answerOf(error, req, reply);
  // Fastify builds the request of a framework error (a broken URL, before routing) without the
  // request decorators: such a request is answered in German, the source language.
  const language = typeof req.language === 'function' ? await req.language() : SOURCE_LANGUAGE;
  const text = typeof message === 'string' ? translateGerman(message, language) : formatMessage(message, language);
  const fields = errors?.map((e) => ({ ...e, Message: translateGerman(e.Message, language) }));
  const body: ErrorBody = { Message: text, ...(fields ? { Errors: fields } : {}) };
  if (status >= 400 && status < 500) req.log.info({ status, message: body.Message }, 'client error');
  return { status, body };
}

/** Errors of Node's HTTP parser, before Fastify sees a request, and the status and German message
 *  each gets: the request timeout (REQUEST_TIMEOUT_S, headers 10 s), header fields over Node's
 *  16 KiB (RFC 6585 §5), anything else the parser cannot read. */
const PARSER_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Die Anfrage kam nicht rechtzeitig an. Bitte versuchen Sie es noch einmal.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Die Kopfzeilen der Anfrage sind zu groß.'],
};
const PARSER_ERROR: [number, string, string] = [400, 'Bad Request', 'Die Anfrage ist ungültig.'];

/** Fastify's `clientErrorHandler` (app.ts): Node's http server reports these as `clientError`
 *  with the bare socket, so the answer is written by hand, as Fastify's own handler does, but as
 *  the one error handler's German `{ Message }` (docs/architecture.md §5); then the connection
 *  closes. A reset or closed socket gets nothing. */
export function handleClientError(this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = PARSER_ERRORS[err.code ?? ''] ?? PARSER_ERROR;
  this.log.debug({ status, code: err.code }, 'client error before the request was read');
  if (socket.writable) {
    const body = JSON.stringify({ Message: message } satisfies ErrorBody);
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
      + `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

/** Makes handleError the app's error handler and answers unknown addresses with a 404 in the
 *  request's language. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);

  app.setNotFoundHandler(async (req, reply) => reply.status(404).send({ Message: formatMessage(say('unknownAddress'), await req.language()) } satisfies ErrorBody));
}

import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldError } from '@mitmachkarte/contract';
import { AppError } from '../lib/app-error.js';

/** Fastify's own client-error codes and the German message each gets. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Die Anfrage ist zu groß.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Dieses Datenformat wird nicht unterstützt.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Die Länge der Anfrage ist ungültig.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Die Anfrage enthält keine Daten.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Die Anfrage enthält ungültiges JSON.'],
  // Raised before routing, through Fastify's frameworkErrors option (app.ts).
  FST_ERR_BAD_URL: [400, 'Die Adresse ist ungültig.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'Die Adresse ist zu lang.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Die Anfrage ist ungültig.'],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** German message of this route's 413 instead of the generic one (e.g. the image upload). */
    bodyTooLargeMessage?: string;
  }
}

const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** The one error handler (docs/architecture.md §5): AppError → its status and German message; schema
 *  validation → 400 with `Errors: [{ Field, Message }]`; Fastify client errors (broken or
 *  over-long URLs too, as `frameworkErrors` of app.ts) → 4xx; everything else → 500 with a
 *  message that reveals nothing (the details go to the log). */
export function handleError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let body: ErrorBody;
  if (error instanceof AppError) {
    status = error.status;
    body = { Message: error.message, ...(error.errors ? { Errors: error.errors } : {}) };
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    status = 400;
    const errors: FieldError[] = error.validation.map((v) => ({
      Field: [error.validationContext === 'body' ? '' : error.validationContext, fieldOf(v.instancePath)].filter(Boolean).join('.'),
      Message: v.message ?? 'Ungültiger Wert.',
    }));
    body = { Message: 'Die Eingaben sind ungültig.', Errors: errors };
  } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && req.routeOptions.config.bodyTooLargeMessage) {
    [status, body] = [413, { Message: req.routeOptions.config.bodyTooLargeMessage }];
  } else if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
    [status, body] = [FASTIFY_CLIENT_ERRORS[error.code]![0], { Message: FASTIFY_CLIENT_ERRORS[error.code]![1] }];
  } else if (error.statusCode === 429) {
    status = 429;
    body = { Message: 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.' };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    body = { Message: 'Die Anfrage ist ungültig.' };
  } else {
    req.log.error({ err: error }, 'unexpected error');
    status = 500;
    body = { Message: 'Es ist ein interner Fehler aufgetreten.' };
  }
  if (status >= 400 && status < 500) req.log.info({ status, message: body.Message }, 'client error');
  return reply.status(status).send(body);
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

/** Makes handleError the app's error handler and answers unknown addresses with a German 404. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);

  app.setNotFoundHandler((req, reply) => reply.status(404).send({ Message: 'Diese Adresse gibt es nicht.' } satisfies ErrorBody));
}

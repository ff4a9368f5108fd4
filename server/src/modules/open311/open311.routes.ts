import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { say } from '../../i18n/messages.js';
import { AppError, notFound, validation } from '../../lib/app-error.js';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { describeError } from '../../plugins/error-handler.js';
import { apiKeyCheck } from '../../plugins/api-token.js';
import { type Open311Format, serialiseOpen311 } from './open311.presenter.js';
import * as service from './open311.service.js';

/** Where the interface answers; its routes are registered below it (app.ts). */
export const OPEN311_PREFIX = '/api/open311/v2';
/** The largest form a POST may send (bytes): the answers' text and little else. */
const FORM_LIMIT = 128 * 1024;
const MEDIA_TYPES: Record<Open311Format, string> = { json: 'application/json; charset=utf-8', xml: 'text/xml; charset=utf-8' };

type FormatParams = { format: string };

/** The format a request's address names (`….json`, `….xml`); json for anything else, which the
 *  route then refuses. */
const formatOf = (req: FastifyRequest): Open311Format => ((req.params as Partial<FormatParams> | undefined)?.format === 'xml' ? 'xml' : 'json');

/** `format` as named, or VALIDATION. */
function requireFormat(params: FormatParams): Open311Format {
  if (params.format !== 'json' && params.format !== 'xml') throw validation(say('open311Format'));
  return params.format;
}

/** Sends `body` in `format`, below the XML root `root` (a list's entries as `item`). */
const send = (reply: FastifyReply, format: Open311Format, root: string, item: string | undefined, body: unknown) =>
  reply.type(MEDIA_TYPES[format]).send(serialiseOpen311(format, root, item, body));

/** The form of a POST (application/x-www-form-urlencoded), each field's values in order. */
function parseForm(text: string): Map<string, string[]> {
  const form = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(text)) form.set(name, [...(form.get(name) ?? []), value]);
  return form;
}

/** Open311 GeoReport v2 (http://wiki.open311.org/GeoReport_v2/; docs/product.md §24.5;
 *  docs/decisions/0044) below OPEN311_PREFIX, each answer as JSON or XML by the address's ending.
 *  Registered outside the session's scope: it reads no cookie, so every GET is an anonymous
 *  visitor's and a POST acts only as its `api_key` (an account's key with `write`, or an
 *  organisation's key), which is why a POST needs no anti-forgery token (docs/security.md, Open311).
 *  A key that does not work is 401 and counts like a failed login per address (plugins/api-token.ts apiKeyCheck).
 *  Every call is limited per IP (`limits.open311PerHour`); a POST counts against the write quotas
 *  as POST /gis/point. Errors in the standard's shape: `[{ code, description }]` or
 *  `<errors><error><code/><description/></error></errors>`, code the HTTP status. */
export async function open311Routes(app: FastifyInstance, opts: { limits: RateLimits }) {
  const checkKey = apiKeyCheck(app.db);
  const limit = perHour(opts.limits.open311PerHour);
  const site = new URL(app.config.publicUrl).origin;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_req, body, done) => done(null, parseForm(body as string)));
  app.setErrorHandler(async (error, req, reply) => {
    const { status, body } = await describeError(error as FastifyError, req, reply);
    const errors = (body.Errors && body.Errors.length > 0 ? body.Errors.map((e) => e.Message) : [body.Message]).map((description) => ({ code: status, description }));
    return send(reply.status(status), formatOf(req), 'errors', 'error', errors);
  });
  app.setNotFoundHandler(async () => {
    throw notFound(say('unknownAddress'));
  });

  app.get<{ Params: FormatParams }>('/discovery.:format', { config: limit }, async (req, reply) => {
    const format = requireFormat(req.params);
    const url = `${site}${OPEN311_PREFIX}`;
    return send(reply, format, 'discovery', undefined, {
      changeset: '2026-12-02T12:00:00Z', contact: site, key_service: site,
      endpoints: [{ specification: 'http://wiki.open311.org/GeoReport_v2', url, changeset: '2026-12-02T12:00:00Z', type: 'production', formats: ['application/json', 'text/xml'] }],
    });
  });
  app.get<{ Params: FormatParams }>('/services.:format', { config: limit }, async (req, reply) =>
    send(reply, requireFormat(req.params), 'services', 'service', await service.listServices(app.db)));
  app.get<{ Params: FormatParams & { code: string } }>('/services/:code.:format', { config: limit }, async (req, reply) => {
    const format = requireFormat(req.params);
    return send(reply, format, 'service_definition', undefined, await service.getServiceDefinition(app.db, req.params.code));
  });
  app.get<{ Params: FormatParams; Querystring: service.RequestsQuery }>('/requests.:format', { config: limit }, async (req, reply) => {
    const format = requireFormat(req.params);
    const query = Object.fromEntries(Object.entries(req.query as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]));
    return send(reply, format, 'service_requests', 'request', await service.listRequests(app.db, query, req.headers.host, site));
  });
  app.get<{ Params: FormatParams & { id: string } }>('/requests/:id.:format', { config: limit }, async (req, reply) => {
    const format = requireFormat(req.params);
    return send(reply, format, 'service_requests', 'request', await service.getRequest(app.db, req.params.id, req.headers.host, site));
  });
  app.get<{ Params: FormatParams & { token: string } }>('/tokens/:token.:format', { config: limit }, async (req, reply) => {
    const format = requireFormat(req.params);
    const [found] = await service.getRequest(app.db, req.params.token, req.headers.host, site, say('open311TokenUnknown'));
    return send(reply, format, 'service_requests', 'request', [{ service_request_id: found!.service_request_id, token: req.params.token }]);
  });
  app.post<{ Params: FormatParams }>('/requests.:format', { config: limit }, async (req, reply) => {
    const format = requireFormat(req.params);
    // Only a form is read (the one parser above); without a body there is nothing to read.
    if (!(req.body instanceof Map)) throw validation(say('open311Form'));
    const form = req.body as Map<string, string[]>;
    const key = form.get('api_key')?.[0]?.trim() ?? '';
    if (key === '') throw new AppError('UNAUTHENTICATED', say('open311KeyMissing'));
    const actor = await checkKey(key, 'POST', req.ip);
    if (!actor.token?.write) throw new AppError('FORBIDDEN', say('apiTokenReadOnly'));
    const made = await service.createRequest(app.db, actor, form, {
      takeQuota: (who, layer) => app.writeQuotas.take('point', { actor: who, ip: req.ip, subject: { layer } }),
      notify: app.notificationDeps, host: req.headers.host ?? '',
    });
    app.notificationDeps.outbox.kick();
    await app.liveEvents.publish('point.created', { point: made.id });
    return send(reply, format, 'service_requests', 'request', [{ service_request_id: made.id, token: made.id, service_notice: '', account_id: '' }]);
  });
}

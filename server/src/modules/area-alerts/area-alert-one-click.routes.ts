import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import { say } from '../../i18n/messages.js';
import { invalidField } from '../../lib/app-error.js';
import { messageBody } from '../../lib/message-body.js';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { unsubscribeAreaAlert } from './area-alerts.service.js';

/** Largest body taken (bytes): the form holds one short field. */
const BODY_LIMIT = 1024;
/** RFC 8058 §3.2: the body the mail program posts. */
const ONE_CLICK = /(^|[&\r\n])List-Unsubscribe=One-Click($|[&\r\n])|name="List-Unsubscribe"\r?\n\r?\nOne-Click/;

/** One-click unsubscribe of an area alert (docs/product.md §24.2; RFC 8058): every alert mail
 *  names `POST /api/v1/area-alerts/one-click/<token>` in its List-Unsubscribe header, and a mail
 *  program's „Abbestellen“ posts `List-Unsubscribe=One-Click` there (as a form, urlencoded or
 *  multipart). The alert is deleted as by the mail's link (area-alerts.service.ts
 *  unsubscribeAreaAlert; 400 for a token the server did not sign, or without that form).
 *  Registered outside the session's scope (app.ts): the mail program sends neither cookie nor
 *  anti-forgery token; the signed token in the address is the whole right, as in the link.
 *  Limited per IP as the mailed links (`limits.confirmLinkPerHour`). */
export async function areaAlertOneClickRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const asText = { parseAs: 'string' as const, bodyLimit: BODY_LIMIT };
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], asText, (_req, body, done) => done(null, body));
  app.post('/area-alerts/one-click/:token', {
    schema: {
      tags: ['area-alerts'], params: z.object({ token: z.string().max(200) }), response: { 200: MessageBody },
      description: 'Abbestellen mit einem Klick (RFC 8058) aus dem List-Unsubscribe-Kopf einer Benachrichtigungs-E-Mail.',
    },
    config: perHour(opts.limits.confirmLinkPerHour),
  }, async (req) => {
    if (typeof req.body !== 'string' || !ONE_CLICK.test(req.body)) throw invalidField('List-Unsubscribe', say('alertOneClickBody'));
    return messageBody(req, await unsubscribeAreaAlert(app.db, app.notificationDeps.secret, req.params.token));
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import { say, type ServerMessage } from '../i18n/messages.js';
import { invalidField } from './app-error.js';
import { messageBody } from './message-body.js';
import { perHour } from './rate-limits.js';

/** Largest body taken (bytes): the form holds one short field. */
const BODY_LIMIT = 1024;
/** Longest token taken, in characters. */
const TOKEN_MAX = 200;
/** RFC 8058 §3.2: the body the mail program posts. */
const ONE_CLICK = /(^|[&\r\n])List-Unsubscribe=One-Click($|[&\r\n])|name="List-Unsubscribe"\r?\n\r?\nOne-Click/;

/** Registers in `fastify` (a plugin of its own: it adds the form parsers of its context) the
 *  one-click unsubscribe `POST <path>` (RFC 8058), its token in the path's `:token` or, where the
 *  path has none, in the query `?Token=` (tokens longer than a path parameter may be, 100
 *  characters, such as two ids and a signature): a mail's List-Unsubscribe header
 *  names it, and a mail program's „Abbestellen“ posts `List-Unsubscribe=One-Click` there (as a
 *  form, urlencoded or multipart); `unsubscribe` then does what the mail's link does (400 for a
 *  token the server did not sign, or without that form). Register the plugin outside the session's
 *  scope (app.ts): the mail program sends neither cookie nor anti-forgery token; the signed token
 *  in the address is the whole right. Limited per IP to `perHourLimit` as the mailed links. Used by
 *  the area alerts (docs/product.md §24.2) and a project's „Neuigkeiten“ (§25.5). */
export function registerOneClick(
  fastify: FastifyInstance,
  route: { path: string; tag: string; description: string; perHourLimit: number; unsubscribe: (token: string) => Promise<ServerMessage> },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const asText = { parseAs: 'string' as const, bodyLimit: BODY_LIMIT };
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], asText, (_req, body, done) => done(null, body));
  const token = z.string().max(TOKEN_MAX);
  const inPath = route.path.includes(':token');
  app.post(route.path, {
    schema: {
      tags: [route.tag], ...(inPath ? { params: z.object({ token }) } : { querystring: z.object({ Token: token }) }),
      response: { 200: MessageBody }, description: route.description,
    },
    config: perHour(route.perHourLimit),
  }, async (req) => {
    if (typeof req.body !== 'string' || !ONE_CLICK.test(req.body)) throw invalidField('List-Unsubscribe', say('alertOneClickBody'));
    const given = inPath ? (req.params as { token: string }).token : (req.query as { Token: string }).Token;
    return messageBody(req, await route.unsubscribe(given));
  });
}

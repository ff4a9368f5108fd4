import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageBody, UnsubscribeBody, UnsubscribeInfo, UnsubscribeQuery } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import * as service from './reporters.service.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['notifications'];

/** The unsubscribe link of the mails to the person an entry was recorded for (docs/product.md
 *  §16.12); rules in reporters.service.ts. Without login, limited per IP as the other mailed
 *  links are. */
export async function reportersRoutes(fastify: FastifyInstance, opts: { secret: string; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const linkLimit = perHour(opts.limits.confirmLinkPerHour);
  app.get('/notifications/reporter-unsubscribe', { schema: { tags, querystring: UnsubscribeQuery, response: { 200: UnsubscribeInfo } }, config: linkLimit },
    (req) => service.readReporterLink(app.db, opts.secret, req.query.Token));
  app.post('/notifications/reporter-unsubscribe', { schema: { tags, body: UnsubscribeBody, response: { 200: MessageBody } }, config: linkLimit },
    async (req) => messageBody(req, await service.unsubscribeReporter(app.db, opts.secret, req.body.Token)));
}

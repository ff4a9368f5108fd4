import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AcceptTermsBody, TermsState } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { acceptTerms, getTermsState } from './terms.service.js';

const tags = ['auth'];

/** GET and POST /auth/terms (docs/product.md §2.22): the signed-in person's state of the serving
 *  organisation's terms of use, and accepting them anew; the organisation is the one of the
 *  request's Host header. The POST is a write like every other (anti-forgery token) and limited
 *  per IP and hour (`limits.termsPerHour`). */
export async function termsRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/auth/terms', { schema: { tags, response: { 200: TermsState } } },
    (req) => getTermsState(app.db, req.actor, req.headers.host));
  app.post('/auth/terms', {
    schema: { tags, body: AcceptTermsBody, response: { 200: TermsState } },
    config: perHour(opts.limits.termsPerHour),
  }, (req) => acceptTerms(app.db, req.actor, req.headers.host, req.body));
}

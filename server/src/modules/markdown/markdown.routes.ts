import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MarkdownPreview, MarkdownPreviewBody } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { previewMarkdown } from './markdown.service.js';

/** POST /markdown/preview (docs/product.md §17.3): logged-in users, limited per IP and hour; a
 *  write like every POST, so the anti-forgery check applies (docs/product.md §6.4). */
export async function markdownRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/markdown/preview', {
    schema: { tags: ['admin'], body: MarkdownPreviewBody, response: { 200: MarkdownPreview } },
    config: perHour(opts.limits.markdownPreviewPerHour),
  }, (req) => previewMarkdown(req.actor, req.body));
}

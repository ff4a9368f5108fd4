import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, TranslateBody, TranslationResult, TranslationSettings, TranslationSettingsBody } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import * as settings from './translation-settings.service.js';
import { translateContribution } from './translation.service.js';

/** POST /gis/translate and /admin/organisation/{id}/translation (docs/product.md §23.1); rules in
 *  translation.service.ts and translation-settings.service.ts. `secret` seals the API keys;
 *  translations are limited per IP (`limits.translatePerHour`, docs/security.md, Limits). */
export async function translationRoutes(fastify: FastifyInstance, opts: { secret: string; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = { db: app.db, secret: opts.secret };
  app.post('/gis/translate', { schema: { tags: ['maps'], body: TranslateBody, response: { 200: TranslationResult } }, config: perHour(opts.limits.translatePerHour) },
    (req) => translateContribution(ctx, req.actor, req.headers.host, req.body));
  app.get('/admin/organisation/:id/translation', { schema: { tags: ['admin'], params: IdParams, response: { 200: TranslationSettings } } },
    (req) => settings.getTranslationSettings(app.db, req.actor, req.params.id));
  app.put('/admin/organisation/:id/translation', { schema: { tags: ['admin'], params: IdParams, body: TranslationSettingsBody, response: { 200: TranslationSettings } } },
    (req) => settings.putTranslationSettings(ctx, req.actor, req.params.id, req.body));
}

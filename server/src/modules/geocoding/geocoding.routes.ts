import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GeocodeQuery, GeocodeResult } from '@mitmachkarte/contract';
import { z } from 'zod';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';

/** GET /geocode?Text=…&ViewBox=…&Areas=true (docs/product.md §17.1; with Areas the outlines of
 *  districts for area alerts, §24.2): the address search of the maps, for everyone (anonymous
 *  visitors too), limited per IP; the work is in geocoder.ts. */
export async function geocodingRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/geocode', {
    schema: { tags: ['maps'], querystring: GeocodeQuery, response: { 200: z.array(GeocodeResult) } },
    config: perHour(opts.limits.geocodePerHour),
  }, (req) => app.geocoder.search(req.query.Text, req.query.ViewBox, req.query.Areas === 'true'));
}

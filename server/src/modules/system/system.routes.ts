import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClientConfig } from '@mitmachkarte/contract';

/** GET /client-config: what the web app needs from the server configuration (tile URL template
 *  and attribution of TILE_URL, docs/architecture.md §4; the host of GEOCODER_URL, '' when off). */
export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/client-config', { schema: { tags: ['system'], response: { 200: ClientConfig } } }, async () => ({
    TileUrl: app.config.tileUrl,
    TileAttribution: app.config.tileAttribution,
    Geocoder: app.config.geocoderUrl ? new URL(app.config.geocoderUrl).host : '',
  }));
}

import type { SwaggerOptions } from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { schemaCompilers } from './zod-compilers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI 3 document of every route (GET /api/v1/openapi.json), built on first use. */
    openApiDocument(): Promise<unknown>;
  }
}

/** What @fastify/swagger makes of the routes: OpenAPI 3 from their zod schemas; named schemas
 *  (the recursive Category) go to components.schemas, where the paths refer to them; the API
 *  keys' bearer scheme is components.securitySchemes.apiKey. */
const SWAGGER_OPTIONS: SwaggerOptions = {
  openapi: {
    info: { title: 'Mitmachkarte API', version: '1.0.0' }, servers: [{ url: '/api/v1' }],
    // API keys for programs (docs/product.md §24.6; docs/security.md, API keys).
    components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key of an account: mk_ and 43 characters, with its scopes.' } } },
  },
  transform: jsonSchemaTransform,
  transformObject: jsonSchemaTransformObject,
};

/** Builds the document as @fastify/swagger does for a running app: a bare Fastify instance (never
 *  listening) is given every route's method, URL, schema and config and asked for its document. */
async function buildDocument(routes: readonly RouteOptions[]): Promise<unknown> {
  const { default: swagger } = await import('@fastify/swagger');
  const shadow = Fastify({ schemaController: { compilersFactory: schemaCompilers(false) } });
  try {
    await shadow.register(swagger, SWAGGER_OPTIONS);
    for (const { method, url, schema, config } of routes) {
      shadow.route({ method, url, ...(schema ? { schema } : {}), ...(config ? { config } : {}), handler: async () => undefined });
    }
    await shadow.ready();
    return shadow.swagger();
  } finally {
    await shadow.close();
  }
}

/** Notes every route registered after it (register it before the routes, at the root) and
 *  decorates `openApiDocument()`. @fastify/swagger, its YAML writer and the document itself cost
 *  ~0.1 s that start-up need not pay: they are loaded and built on the first request of the
 *  document, then kept (docs/runtime.md §1). */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD route for each GET; @fastify/swagger leaves those out too.
    if (route.method !== 'HEAD') routes.push(route);
  });
  let document: Promise<unknown> | undefined;
  app.decorate('openApiDocument', () => {
    document ??= buildDocument(routes).catch((err: unknown) => {
      document = undefined;
      throw err;
    });
    return document;
  });
}, { name: 'openapi' });

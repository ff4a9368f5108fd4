import { z } from 'zod';

/** GET /client-config answer: what the web app needs from the server configuration. */
export const ClientConfig = z.object({ TileUrl: z.string(), TileAttribution: z.string() });
export type ClientConfig = z.infer<typeof ClientConfig>;

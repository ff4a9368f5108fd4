import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from './limits.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** GET /client-config answer: what the web app needs from the server configuration. */
export const ClientConfig = z.object({
  TileUrl: z.string(),
  TileAttribution: z.string(),
  /** The host of the address search service the server asks (GEOCODER_URL), '' when it is off:
   *  the privacy notice names it (docs/product.md §2.20). */
  Geocoder: z.string(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

/** GET /health and GET /ready answer when all is well (for load balancers); otherwise
 *  503 with `{ Message }` (ErrorBody). */
export const HealthAnswer = z.object({ Status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof HealthAnswer>;

/** Value of the IDEMPOTENCY_KEY_HEADER (limits.ts): 1 to 200 visible ASCII characters, e.g. a UUID. */
export const IdempotencyKey = z.string().regex(/^[\x21-\x7e]{1,200}$/, FIELD_MESSAGES.idempotencyKeyFormat);

/** Header schema of the routes that take an optional Idempotency-Key; other headers pass.
 *  Documents the header in the OpenAPI document; a malformed key gets 400. */
export const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey.optional().describe('Optional: a retry with the same key and body gets the first answer (24 h).'),
});

import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@mitmachkarte/contract';
import { z } from 'zod';

/** Header schema of the routes that take an optional Idempotency-Key; other headers
 *  pass. Documents the header in the OpenAPI document; a malformed key gets 400. */
export const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey.optional().describe('Optional: a retry with the same key and body gets the first answer (24 h).'),
});

import { z } from 'zod';
import { Id } from './common.js';

/** GET /gis/events?layer={id}: the live updates of one layer as Server-Sent Events (docs/product.md
 *  §21; their types and limits in live-rules.ts). */
export const LiveEventsQuery = z.strictObject({ layer: Id });
export type LiveEventsQuery = z.infer<typeof LiveEventsQuery>;

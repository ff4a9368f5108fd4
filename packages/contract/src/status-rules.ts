import type { PointStatus } from './status.js';

/** Constants of the statuses and official answers of points (docs/product.md §16.1, §16.2) without
 *  their zod schemas (those are in status.ts), so that the map can use them without loading zod
 *  (docs/runtime.md §3). */

/** The statuses of a new layer (docs/product.md §16.1). The colours have a contrast of at least
 *  3:1 against the map and white text on them (WCAG 1.4.11). */
export const DEFAULT_STATUSES: readonly PointStatus[] = Object.freeze([
  { Key: 'neu', Label: 'Neu', Colour: '#1f5fbf', Closed: false },
  { Key: 'pruefung', Label: 'In Prüfung', Colour: '#8a5a00', Closed: false },
  { Key: 'bearbeitung', Label: 'In Bearbeitung', Colour: '#6f42c1', Closed: false },
  { Key: 'umgesetzt', Label: 'Umgesetzt', Colour: '#1a7f37', Closed: true },
  { Key: 'abgelehnt', Label: 'Abgelehnt', Colour: '#57606a', Closed: true },
]);


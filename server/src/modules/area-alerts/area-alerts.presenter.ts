import type { AlertArea, AlertFrequency, AreaAlert } from '@mitmachkarte/contract';
import type { AreaAlertsTable } from '../../db/schema.js';
import { parseJson } from '../../lib/json.js';

/** An alert for its holder (docs/product.md §24.2): area, projects, categories, frequency, whether
 *  paused, and the secret link of its feed. Never the address or the confirmation hash. */
export function presentAlert(row: AreaAlertsTable, feedUrl: string): AreaAlert {
  return {
    ID: row.id, Area: parseJson<AlertArea>(row.area, { Kind: 'Kreis', Latitude: 0, Longitude: 0, Radius: 100 }),
    Projects: parseJson<string[]>(row.projects, []), Categories: parseJson<string[]>(row.categories, []),
    Frequency: row.frequency as AlertFrequency, Paused: row.paused === 1, CreatedAt: row.created_at, FeedUrl: feedUrl,
  };
}

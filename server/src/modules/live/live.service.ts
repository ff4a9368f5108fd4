import type { LiveEvent } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { findVisibleLayer, maySeePoint } from '../../access/visible.js';
import type { Db } from '../../db/database.js';
import type { Change } from './live-events.js';

/** What a listener of the live updates (docs/product.md §21) is sent of `change`, decided with
 *  their rights as they are now: the change with its point when they may see the point (a deleted
 *  one: when they saw it before); a `layer` event without the point when they may see the layer but
 *  not the point (a hidden, held back or private one: their map refetches and shows what it may);
 *  nothing once they may no longer see the layer. */
export async function eventFor(db: Db, actor: Actor, change: Change): Promise<LiveEvent | undefined> {
  const found = await findVisibleLayer(db, actor, change.layer);
  if (!found) return undefined;
  const layerOnly: LiveEvent = { Type: 'layer', Layer: change.layer, Revision: change.revision };
  if (!change.point) return layerOnly;
  const sees = await maySeePoint(db, actor, found.access, change.layer, change.point, change.type === 'point.deleted');
  return sees ? { Type: change.type, Layer: change.layer, Revision: change.revision, Point: change.point } : layerOnly;
}

/** Who a listener is for the check of eventFor: listeners with the same key get the same answer
 *  (every anonymous visitor; each account), so a change is checked once per key. */
export const listenerKey = (actor: Actor) => actor.userId ?? 'anonymous';

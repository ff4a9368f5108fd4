import type { Moderation } from '@mitmachkarte/contract';
import * as de from '../i18n/de/moderation';

/** For managers and the author only (nobody else receives such content): why an entry or comment
 *  is not public (docs/product.md §16.3). Shown in the map app and in „Meine Beiträge“. */
export function ModerationNotice({ moderation }: { moderation: Moderation }) {
  if (!moderation) return null;
  return (
    <p className="map-moderation-notice small mb-2">
      {moderation.State === 'hidden' ? de.moderation.hiddenNotice(moderation.Reason) : de.moderation.pendingNotice}
    </p>
  );
}

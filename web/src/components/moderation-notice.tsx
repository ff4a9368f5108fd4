import type { Moderation } from '@mitmachkarte/contract';
import * as de from '../i18n/de/moderation';
import { useT } from '../i18n/runtime';

/** For managers and the author only (nobody else receives such content): why an entry or comment
 *  is not public (docs/product.md §16.3). Shown in the map app and in „Meine Beiträge“. */
export function ModerationNotice({ moderation }: { moderation: Moderation }) {
  const t = useT('report', de.report);
  if (!moderation) return null;
  return (
    <p className="map-moderation-notice small mb-2">
      {moderation.State === 'hidden' ? t('hiddenNotice', { reason: moderation.Reason }) : t('pendingNotice')}
    </p>
  );
}

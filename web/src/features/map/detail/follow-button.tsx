import type { Point } from '@mitmachkarte/contract';
import { Button } from 'react-bootstrap';
import { failureText } from '../../../components/failure-alert';
import * as de from '../../../i18n/de/notifications';
import { useT } from '../../../i18n/runtime';
import { showAlert } from '../../../lib/alerts';
import { useFollow, useNotifications } from '../../../lib/notifications';

/** „Folgen“ / „Nicht mehr folgen“ in the point's details for logged-in users (docs/product.md
 *  §16.7): following brings mails on the entry's status, official answer and comments. Nothing
 *  for visitors, who have no address to mail. */
export function FollowButton({ point }: { point: Pick<Point, 'ID'> }) {
  const t = useT('notifications', de.notifications);
  const settings = useNotifications();
  const change = useFollow();
  if (!settings.data) return null;
  const following = settings.data.Follows.some((f) => f.PointID === point.ID);
  const toggle = () => change.mutate({ pointId: point.ID, follow: !following }, {
    onSuccess: (answer) => showAlert('success', answer.Message),
    onError: (err) => showAlert('warning', failureText(t('followFailed'), err)),
  });
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Button size="sm" variant={following ? 'outline-secondary' : 'outline-primary'} onClick={toggle} disabled={change.isPending}
        title={following ? undefined : t('followHint')}>
        {following ? t('unfollow') : t('follow')}
      </Button>
      {following && <span className="small text-body-secondary">{t('following')}</span>}
    </span>
  );
}

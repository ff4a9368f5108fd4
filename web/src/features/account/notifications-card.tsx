import { useId } from 'react';
import { Button, Card, Form, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useFormat } from '../../lib/use-format';
import { mapLinkTo } from '../../lib/map-link';
import { useFollow, useNotifications, useSetNoMail } from '../../lib/notifications';

/** „Benachrichtigungen“ in the profile (docs/product.md §16.7): the switch „Keine E-Mails“ and the
 *  entries the user follows, each with „Zur Karte“ and „Nicht mehr folgen“. */
export function NotificationsCard() {
  const t = useT('notifications', de.notifications);
  const tm = useT('map', de.map);
  const format = useFormat();
  const id = useId();
  const settings = useNotifications();
  const noMail = useSetNoMail();
  const follow = useFollow();
  const data = settings.data;
  const switchMail = (off: boolean) => noMail.mutate(off, {
    onSuccess: () => showAlert('success', off ? t('noMailOn') : t('noMailOff')),
    onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
  });
  const unfollow = (pointId: string) => follow.mutate({ pointId, follow: false }, {
    onSuccess: (answer) => showAlert('success', answer.Message),
    onError: (err) => showAlert('warning', failureText(t('followFailed'), err)),
  });
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{t('cardTitle')}</h2>
        <p>{t('cardText')}</p>
        {settings.isError && <p role="alert" className="text-danger">{t('loadFailed')}</p>}
        {data && (
          <>
            <Form.Check type="switch" role="switch" id={`${id}-nomail`} className="mb-1" label={t('noMail')} checked={data.NoMail} disabled={noMail.isPending}
              aria-describedby={`${id}-nomail-hint`} onChange={(e) => switchMail(e.currentTarget.checked)} />
            <p className="small text-body-secondary" id={`${id}-nomail-hint`}>{t('noMailHint')}</p>
            <h3 className="h6" id={`${id}-follows`}>{t('followsTitle', { n: data.Follows.length })}</h3>
            {data.Follows.length === 0 && <p className="mb-0">{t('noFollows')}</p>}
            <ListGroup as="ul" aria-labelledby={`${id}-follows`}>
              {data.Follows.map((f) => (
                <ListGroup.Item as="li" key={f.PointID} className="d-flex flex-wrap align-items-center gap-2">
                  <div className="me-auto">
                    <strong>{f.Title || tm('entry')}</strong>
                    <div className="small">{t('since', { layer: f.LayerName, date: format.date(f.Since) })}</div>
                  </div>
                  <Link className="btn btn-sm btn-outline-primary" to={mapLinkTo({ workspace: f.Workspace, layer: f.Layer, point: f.PointID })}>{t('toMap')}</Link>
                  <Button size="sm" variant="outline-secondary" aria-label={t('unfollowLabel', { title: f.Title || tm('entry') })} disabled={follow.isPending}
                    onClick={() => unfollow(f.PointID)}>
                    {t('unfollow')}
                  </Button>
                </ListGroup.Item>
              ))}
            </ListGroup>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Button, Card, ListGroup } from 'react-bootstrap';
import * as de from '../../i18n/de/account';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useFormat } from '../../lib/use-format';
import { sessionsQueryOptions, useEndSession } from './api';

/** 'Angemeldete Geräte': the user's sessions with device, start and last use, each
 *  with 'Beenden', and 'Alle anderen Sitzungen beenden'. */
export function SessionsCard() {
  const t = useT('profile', de.profile);
  const format = useFormat();
  const sessions = useQuery(sessionsQueryOptions);
  const end = useEndSession();
  const others = (sessions.data ?? []).filter((s) => !s.Current);
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{t('sessionsTitle')}</h2>
        <p>{t('sessionsText')}</p>
        {sessions.isError && <p role="alert" className="text-danger">{t('sessionsFailed')}</p>}
        {sessions.data && (
          <ListGroup as="ul" className="mb-3" aria-label={t('sessionsCaption')}>
            {sessions.data.map((s) => (
              <ListGroup.Item as="li" key={s.ID} className="d-flex flex-wrap align-items-center gap-2">
                <div className="me-auto">
                  <strong>{s.Device || '–'}</strong>{s.Current && <span className="badge text-bg-secondary ms-2">{t('thisDevice')}</span>}
                  <div className="small">{t('since')} {format.date(s.CreatedAt)} · {t('lastUsed')} {format.date(s.LastUsedAt)}</div>
                </div>
                <Button size="sm" variant="outline-secondary" aria-label={t('endSession', { device: s.Device || '–' })} disabled={end.isPending}
                  onClick={() => end.mutate({ id: s.ID, current: s.Current }, { onSuccess: () => showAlert('success', t('sessionEnded')) })}>
                  {t('endSessionShort')}
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        {others.length > 0 && (
          <Button variant="outline-danger" disabled={end.isPending} onClick={() => end.mutate({}, { onSuccess: () => showAlert('success', t('othersEnded')) })}>
            {t('endOthers')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}

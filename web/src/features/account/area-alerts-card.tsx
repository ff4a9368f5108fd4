import type { AreaAlert, MessageBody } from '@mitmachkarte/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/area-alerts';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { apiDelete, apiGet, apiPut } from '../../lib/api-client';
import { areaKm2, roundKm2 } from '../../lib/draw/corners';
import { useFormat } from '../../lib/use-format';

const KEY = ['auth', 'area-alerts'] as const;

/** „Meine Benachrichtigungen“ in the profile (docs/product.md §24.2): the account's area alerts,
 *  each with its area („Umkreis von 500 m“, „Gezeichnetes Gebiet, 2,4 km²“), frequency and feed link, to pause, resume or delete. */
export function AreaAlertsCard() {
  const t = useT('areaAlerts', de.areaAlerts);
  const format = useFormat();
  const id = useId();
  const qc = useQueryClient();
  const alerts = useQuery({ queryKey: KEY, queryFn: () => apiGet<AreaAlert[]>('/auth/area-alerts') });
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });
  const pause = useMutation({ mutationFn: (a: { id: string; paused: boolean }) => apiPut<AreaAlert>(`/auth/area-alerts/${a.id}`, { Paused: a.paused }), onSettled: refresh });
  const remove = useMutation({ mutationFn: (alertId: string) => apiDelete<MessageBody>(`/auth/area-alerts/${alertId}`), onSettled: refresh });
  const failed = (err: unknown) => showAlert('warning', failureText(t('saveFailed'), err));
  const areaOf = (a: AreaAlert) => (a.Area.Kind === 'Kreis' ? t('circle', { radius: a.Area.Radius }) : t('polygon', { km2: format.number(roundKm2(areaKm2(a.Area.Coordinates.map(([lng, lat]) => [lat, lng] as const)))) }));
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5" id={`${id}-title`}>{t('cardTitle')}</h2>
        <p>{t('cardText')}</p>
        {alerts.isError && <p role="alert" className="text-danger">{t('loadFailed')}</p>}
        {alerts.data?.length === 0 && <p className="mb-0">{t('none')}</p>}
        {alerts.data && alerts.data.length > 0 && (
          <ListGroup as="ul" aria-label={t('listLabel')}>
            {alerts.data.map((a) => (
              <ListGroup.Item as="li" key={a.ID} className="d-flex flex-wrap align-items-center gap-2">
                <div className="me-auto">
                  <strong>{areaOf(a)}</strong>{a.Paused && <span className="badge text-bg-secondary ms-2">{t('paused')}</span>}
                  <div className="small">{t('frequencyOf', { frequency: t(a.Frequency) })} · <a href={a.FeedUrl}>{t('feed')}</a></div>
                </div>
                <Button size="sm" variant="outline-secondary" disabled={pause.isPending}
                  aria-label={t(a.Paused ? 'resumeLabel' : 'pauseLabel', { area: areaOf(a) })}
                  onClick={() => pause.mutate({ id: a.ID, paused: !a.Paused }, { onError: failed })}>
                  {a.Paused ? t('resume') : t('pause')}
                </Button>
                <Button size="sm" variant="outline-danger" disabled={remove.isPending} aria-label={t('removeLabel', { area: areaOf(a) })}
                  onClick={() => remove.mutate(a.ID, { onSuccess: (answer) => showAlert('success', answer.Message), onError: failed })}>
                  {t('remove')}
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}

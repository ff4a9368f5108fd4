import type { OwnPoint } from '@mitmachkarte/contract';
import { useState } from 'react';
import { Alert, Button, Container, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { failureText } from '../../components/failure-alert';
import { RequireLogin } from '../../components/login-notice';
import { ModerationNotice } from '../../components/moderation-notice';
import { OfficialAnswerCard } from '../../components/official-answer-card';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useFormat } from '../../lib/use-format';
import { mapLinkTo } from '../../lib/map-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useContributions, useWithdrawPoint } from './api';

/** „Meine Beiträge“, `/#/meine-beitraege` (docs/product.md §16.6): the user's entries with status,
 *  official answer and moderation state, each withdrawable after a question and, while the server
 *  answers CanChange, with „Bearbeiten“ (the map app in edit mode), and their comments;
 *  visitors are asked to log in. */
export function ContributionsPage() {
  const t = useT('contributions', de.contributions);
  useDocumentTitle(t('title'));
  return <RequireLogin title={t('title')}><Contributions /></RequireLogin>;
}

function Contributions() {
  const t = useT('contributions', de.contributions);
  const tc = useT('common', de.common);
  const ts = useT('pointStatus', de.pointStatus);
  const te = useT('editEntry', de.editEntry);
  const tm = useT('map', de.map);
  const format = useFormat();
  const data = useContributions();
  const withdraw = useWithdrawPoint();
  const [asking, setAsking] = useState<OwnPoint>();
  const confirm = () => asking && withdraw.mutate(asking.ID, {
    onSuccess: () => showAlert('success', t('withdrawn')),
    onError: (err) => showAlert('warning', failureText(t('withdrawFailed'), err)),
    onSettled: () => setAsking(undefined),
  });
  return (
    <Container className="py-4 contributions-page">
      <h1 className="h3">{t('title')}</h1>
      {data.isPending && <p role="status">{tc('loading')}</p>}
      {data.isError && <Alert variant="warning">{failureText(t('loadFailed'), data.error)}</Alert>}
      {data.data && (
        <>
          <section aria-labelledby="own-points-title" className="mb-4">
            <h2 className="h5" id="own-points-title">{t('points', { n: data.data.Points.length })}</h2>
            {data.data.Points.length === 0 && <p>{t('noPoints')} <Link to="/map">{t('toMap')}</Link></p>}
            <ListGroup as="ul">
              {data.data.Points.map((p) => (
                <ListGroup.Item as="li" key={p.ID}>
                  <h3 className="h6 mb-1">{p.Title || tm('entry')}</h3>
                  <p className="small text-body-secondary mb-1">{t('where', { layer: p.LayerName, date: format.date(p.CreatedAt) })} · {ts('label')}: {p.StatusLabel}</p>
                  <ModerationNotice moderation={p.Moderation} />
                  <OfficialAnswerCard answer={p.OfficialAnswer} id={`own-answer-${p.ID}`} />
                  <div className="d-flex flex-wrap gap-2">
                    <Link className="btn btn-sm btn-outline-primary" to={mapLinkTo({ workspace: p.Workspace, layer: p.Layer, point: p.ID })}>{t('toMap')}</Link>
                    {p.CanChange && (
                      <Link className="btn btn-sm btn-outline-primary" aria-label={te('label', { title: p.Title || tm('entry') })}
                        to={mapLinkTo({ workspace: p.Workspace, layer: p.Layer, point: p.ID, edit: true })}>{te('button')}</Link>
                    )}
                    <Button size="sm" variant="outline-danger" aria-label={t('withdrawLabel', { title: p.Title || tm('entry') })} onClick={() => setAsking(p)}>{t('withdraw')}</Button>
                  </div>
                </ListGroup.Item>
              ))}
            </ListGroup>
          </section>
          <section aria-labelledby="own-comments-title">
            <h2 className="h5" id="own-comments-title">{t('comments', { n: data.data.Comments.length })}</h2>
            {data.data.Comments.length === 0 && <p>{t('noComments')}</p>}
            <ListGroup as="ul">
              {data.data.Comments.map((c) => (
                <ListGroup.Item as="li" key={c.ID}>
                  <p className="small text-body-secondary mb-1">{t('where', { layer: c.LayerName, date: format.date(c.CreatedAt) })}</p>
                  <ModerationNotice moderation={c.Moderation} />
                  <p className="mb-0 map-answer-text">{c.Text}</p>
                </ListGroup.Item>
              ))}
            </ListGroup>
          </section>
        </>
      )}
      <ConfirmModal id="withdraw" show={asking !== undefined} title={t('withdrawTitle')} pending={withdraw.isPending} onConfirm={confirm} onCancel={() => setAsking(undefined)}>
        {t('withdrawQuestion')}
      </ConfirmModal>
    </Container>
  );
}

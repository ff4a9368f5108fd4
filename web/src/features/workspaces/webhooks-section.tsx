import type { Webhook, WebhookBody } from '@mitmachkarte/contract';
import { useState } from 'react';
import { Badge, Button, Table } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { failureText } from '../../components/failure-alert';
import { ManagedListSection } from '../../components/managed-list-section';
import * as de from '../../i18n/de/webhooks';
import { useCurrentLanguage, useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { formatDate } from '../../lib/format';
import { eventKey, WebhookFormModal, WebhookSecretModal } from './webhook-form-modal';
import { useWebhookDeliveries, useWebhooks, useWebhookWrites } from './webhooks-api';

const STATE_VARIANT = { pending: 'secondary', delivered: 'success', failed: 'danger' } as const;

/** The section „Webhooks“ of the project management (docs/product.md §24.6): the project's
 *  webhooks with their events and last outcome, „Webhook hinzufügen“, and per webhook
 *  „Bearbeiten“, „Testereignis senden“, „Zustellungen“ (the log), „Neues Geheimnis“ and „Löschen“.
 *  Shown to the team only (the section is). */
export function WebhooksSection({ workspaceId }: { workspaceId: string }) {
  const t = useT('webhooks', de.webhooks);
  const list = useWebhooks(workspaceId);
  const writes = useWebhookWrites(workspaceId);
  const [editing, setEditing] = useState<Webhook | 'new'>();
  const [secret, setSecret] = useState<string>();
  const [removing, setRemoving] = useState<Webhook>();
  const [rotating, setRotating] = useState<Webhook>();
  const [shown, setShown] = useState<string>();
  const saving = editing === 'new' ? writes.create : writes.update;

  const save = (body: WebhookBody) => {
    if (editing === 'new') {
      writes.create.mutate(body, { onSuccess: (made) => { setEditing(undefined); setSecret(made.Secret); } });
    } else if (editing) {
      writes.update.mutate({ id: editing.ID, body }, { onSuccess: () => { setEditing(undefined); showAlert('success', t('saved')); } });
    }
  };
  const test = (hook: Webhook) => writes.test.mutate(hook.ID, {
    onSuccess: () => { setShown(hook.ID); showAlert('success', t('testSent')); },
    onError: (err) => showAlert('warning', failureText(t('testFailed'), err)),
  });
  const rotate = (hook: Webhook) => writes.rotate.mutate(hook.ID, {
    onSuccess: (made) => { setRotating(undefined); setSecret(made.Secret); },
    onError: (err) => showAlert('warning', failureText(t('rotateFailed'), err)),
  });
  const remove = (hook: Webhook) => writes.remove.mutate(hook.ID, {
    onSuccess: () => { setRemoving(undefined); if (shown === hook.ID) setShown(undefined); showAlert('success', t('removed')); },
    onError: (err) => showAlert('warning', failureText(t('removeFailed'), err)),
  });
  const shownHook = list.data?.find((h) => h.ID === shown);

  const texts = { title: t('title'), add: t('add'), intro: t('intro'), loadFailed: t('loadFailed'), empty: t('empty') };

  return (
    <ManagedListSection id="webhooks" texts={texts} list={list} onAdd={() => { saving.reset(); setEditing('new'); }} itemKey={(hook) => hook.ID}
      renderItem={(hook) => (
        <>
          <div className="d-flex flex-wrap gap-2 justify-content-between">
            <code className="text-break">{hook.Url}</code>
            <span className="small">
              {!hook.Active && <Badge bg="secondary" className="me-1">{t('paused')}</Badge>}
              {hook.LastState ? <Badge bg={STATE_VARIANT[hook.LastState]}>{t(`state_${hook.LastState}`)}</Badge> : t('stateNone')}
            </span>
          </div>
          <div className="small">{t('events')}: {hook.Events.map((e) => t(eventKey(e))).join(', ')}</div>
          <div className="small text-body-secondary mb-2">{t('secretPrefix', { prefix: hook.SecretPrefix })}</div>
          <div className="d-flex flex-wrap gap-1">
            <Button size="sm" variant="outline-primary" aria-label={t('editLabel', { url: hook.Url })} onClick={() => { saving.reset(); setEditing(hook); }}>{t('edit')}</Button>
            <Button size="sm" variant="outline-primary" aria-label={t('sendTestLabel', { url: hook.Url })} disabled={writes.test.isPending} onClick={() => test(hook)}>{t('sendTest')}</Button>
            <Button size="sm" variant="outline-secondary" aria-label={t('showDeliveriesLabel', { url: hook.Url })} aria-pressed={shown === hook.ID}
              onClick={() => setShown(shown === hook.ID ? undefined : hook.ID)}>{t('showDeliveries')}</Button>
            <Button size="sm" variant="outline-secondary" aria-label={t('rotateLabel', { url: hook.Url })} onClick={() => setRotating(hook)}>{t('rotate')}</Button>
            <Button size="sm" variant="outline-danger" aria-label={t('removeLabel', { url: hook.Url })} onClick={() => setRemoving(hook)}>{t('remove')}</Button>
          </div>
        </>
      )}>
      {shownHook && <DeliveryLog key={shownHook.ID} hook={shownHook} />}
      {editing && (
        <WebhookFormModal webhook={editing === 'new' ? undefined : editing} pending={saving.isPending} error={saving.error} save={save} onClose={() => setEditing(undefined)} />
      )}
      {secret && <WebhookSecretModal secret={secret} onClose={() => setSecret(undefined)} />}
      <ConfirmModal id="webhook-rotate" show={!!rotating} title={t('rotate')} pending={writes.rotate.isPending}
        onConfirm={() => rotating && rotate(rotating)} onCancel={() => setRotating(undefined)}>
        {t('rotateQuestion')}
      </ConfirmModal>
      <ConfirmModal id="webhook-remove" show={!!removing} title={t('removeTitle')} pending={writes.remove.isPending}
        onConfirm={() => removing && remove(removing)} onCancel={() => setRemoving(undefined)}>
        {removing ? t('removeQuestion', { url: removing.Url }) : ''}
      </ConfirmModal>
    </ManagedListSection>
  );
}

/** The last deliveries of `hook`: event, time, state, HTTP status, duration, attempts, error. */
function DeliveryLog({ hook }: { hook: Webhook }) {
  const t = useT('webhooks', de.webhooks);
  const tc = useT('common', de.common);
  const language = useCurrentLanguage();
  const log = useWebhookDeliveries(hook.ID);
  return (
    <section aria-labelledby="webhook-deliveries-title" className="mt-3">
      <h3 id="webhook-deliveries-title" className="h6 text-break">{t('deliveriesTitle', { url: hook.Url })}</h3>
      <p className="small text-body-secondary">{t('deliveriesHint')}</p>
      {!log.data && <p>{log.isError ? t('deliveriesLoadFailed') : tc('loading')}</p>}
      {log.data?.length === 0 && <p>{t('deliveriesEmpty')}</p>}
      {!!log.data?.length && (
        // Scrolls sideways on phones: focusable, so that the keyboard scrolls it too (WCAG 2.1.1).
        <div className="table-responsive" role="region" aria-label={t('showDeliveries')} tabIndex={0}>
        <Table size="sm" className="small">
          <thead>
            <tr>
              <th scope="col">{t('columnEvent')}</th><th scope="col">{t('columnTime')}</th><th scope="col">{t('columnState')}</th><th scope="col">{t('columnHttp')}</th>
              <th scope="col">{t('columnDuration')}</th><th scope="col">{t('columnAttempts')}</th><th scope="col">{t('columnError')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.map((d) => (
              <tr key={d.ID}>
                <td>{t(eventKey(d.Event))}</td>
                <td>{formatDate(d.CreatedAt, language)}</td>
                <td>
                  <Badge bg={STATE_VARIANT[d.State]}>{t(`state_${d.State}`)}</Badge>
                  {d.NextAttemptAt && <div className="text-body-secondary">{t('nextAttempt', { time: formatDate(d.NextAttemptAt, language) })}</div>}
                </td>
                <td>{d.HttpStatus ?? '–'}</td>
                <td>{d.DurationMs === null ? '–' : t('duration', { ms: d.DurationMs })}</td>
                <td>{d.Attempts}</td>
                <td className="text-break">{d.Error}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        </div>
      )}
    </section>
  );
}

import { MAX_WEBHOOK_URL_LENGTH, WEBHOOK_EVENTS, type Webhook, type WebhookBody } from '@mitmachkarte/contract';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { FailureAlert } from '../../components/failure-alert';
import * as de from '../../i18n/de/webhooks';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';

/** The label key of an event type (`entry.status_changed` → `event_entry_status_changed`). */
export const eventKey = (event: string) => `event_${event.replace('.', '_')}` as keyof typeof de.webhooks;

/** The form of „Webhook hinzufügen“ and „Bearbeiten“ (docs/product.md §24.6): address, events,
 *  active. `save` sends it; the server checks the address (a German message in the alert). */
export function WebhookFormModal({ webhook, pending, error, save, onClose }: {
  webhook?: Webhook; pending: boolean; error: unknown; save: (body: WebhookBody) => void; onClose: () => void;
}) {
  const t = useT('webhooks', de.webhooks);
  const tc = useT('common', de.common);
  const [url, setUrl] = useState(webhook?.Url ?? 'https://');
  const [events, setEvents] = useState<string[]>(webhook?.Events ?? [...WEBHOOK_EVENTS]);
  const [active, setActive] = useState(webhook?.Active ?? true);
  const toggle = (event: string, on: boolean) => setEvents((e) => (on ? [...e, event] : e.filter((x) => x !== event)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save({ Url: url.trim(), Events: events, Active: active });
  };
  return (
    <Modal show onHide={onClose} aria-labelledby="webhook-form-title">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title id="webhook-form-title" as="h2" className="h5">{webhook ? t('editTitle') : t('add')}</Modal.Title>
      </Modal.Header>
      <Form onSubmit={submit}>
        <Modal.Body>
          {!!error && <FailureAlert text={t('saveFailed')} error={error} />}
          <Form.Group className="mb-3" controlId="webhook-url">
            <Form.Label>{t('url')}</Form.Label>
            <Form.Control type="url" value={url} onChange={(e) => setUrl(e.target.value)} required maxLength={MAX_WEBHOOK_URL_LENGTH}
              aria-describedby="webhook-url-hint" inputMode="url" autoComplete="off" />
            <Form.Text id="webhook-url-hint">{t('urlHint')}</Form.Text>
          </Form.Group>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('events')}</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <Form.Check key={event} id={`webhook-event-${event}`} label={t(eventKey(event))} checked={events.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)} />
            ))}
          </fieldset>
          <Form.Check type="switch" id="webhook-active" label={t('active')} checked={active} onChange={(e) => setActive(e.target.checked)}
            aria-describedby="webhook-active-hint" />
          <Form.Text id="webhook-active-hint">{t('activeHint')}</Form.Text>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>{tc('cancel')}</Button>
          <Button type="submit" disabled={pending || events.length === 0}>{t('save')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** The secret of a new webhook or a new secret, shown this once with „Kopieren“. */
export function WebhookSecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useT('webhooks', de.webhooks);
  const tc = useT('common', de.common);
  const copy = () => navigator.clipboard.writeText(secret).then(() => showAlert('success', t('copied')), () => showAlert('warning', t('copyFailed')));
  return (
    <Modal show onHide={onClose} aria-labelledby="webhook-secret-title">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title id="webhook-secret-title" as="h2" className="h5">{t('secretTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning">{t('secretWarning')}</Alert>
        <Form.Group controlId="webhook-secret">
          <Form.Label>{t('secret')}</Form.Label>
          <Form.Control readOnly value={secret} className="font-monospace" onFocus={(e) => e.currentTarget.select()} />
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" onClick={() => void copy()}>{t('copy')}</Button>
        <Button onClick={onClose}>{t('done')}</Button>
      </Modal.Footer>
    </Modal>
  );
}

import { MODERATION_REASON_MAX_LENGTH, REPORT_REASONS, REPORT_TEXT_MAX_LENGTH, type Moderation, type ReportReason } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { de } from '../../i18n/de';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { useModerate, useReport, type ModerationTarget } from './moderation-api';

const t = de.moderation;
const reasonOf = (err: unknown) => (err instanceof ApiError ? err.message : '');

/** For managers and the author only (nobody else receives such content): why the point or
 *  comment is not public (docs/product.md §16.3). */
export function ModerationNotice({ moderation }: { moderation: Moderation }) {
  if (!moderation) return null;
  return (
    <p className="map-moderation-notice small mb-2">
      {moderation.State === 'hidden' ? t.hiddenNotice(moderation.Reason) : t.pendingNotice}
    </p>
  );
}

/** A modal form with a title, fields and a submit button (report, hide). */
function FormModal({ show, title, submit, pending, onSubmit, onCancel, children }: {
  show: boolean; title: string; submit: string; pending: boolean; onSubmit: () => void; onCancel: () => void; children: React.ReactNode;
}) {
  const id = useId();
  const send = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={`${id}-title`}>
      <Form onSubmit={send}>
        <Modal.Header closeButton closeLabel={de.common.close}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>{de.common.cancel}</Button>
          <Button type="submit" disabled={pending}>{submit}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** "Melden": anyone, anonymous visitors too, reports the point or comment with a reason and an
 *  optional note. `what` names it for screen readers ("Eintrag", "Kommentar von Anna"). */
export function ReportButton({ target, what }: { target: ModerationTarget; what: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useReport(target);
  const close = () => {
    setOpen(false);
    setReason(undefined);
    setText('');
    setMissing(false);
  };
  const submit = () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    report.mutate({ Reason: reason, Text: text }, {
      onSuccess: (answer) => {
        showAlert('success', answer.Message);
        close();
      },
      onError: (err) => showAlert('warning', t.reportFailed(reasonOf(err))),
    });
  };
  return (
    <>
      <Button size="sm" variant="link" className="p-0" aria-label={t.reportLabel(what)} onClick={() => setOpen(true)}>{t.report}</Button>
      <FormModal show={open} title={t.reportTitle} submit={t.reportSubmit} pending={report.isPending} onSubmit={submit} onCancel={close}>
        <fieldset aria-describedby={missing ? `${id}-missing` : undefined}>
          <legend className="fs-6">{t.reasonLegend}</legend>
          {REPORT_REASONS.map((r) => (
            <Form.Check key={r} type="radio" id={`${id}-${r}`} name={`${id}-reason`} label={t.reasons[r]} checked={reason === r}
              onChange={() => { setReason(r); setMissing(false); }} />
          ))}
          {missing && <p className="text-danger small mb-0" id={`${id}-missing`} role="alert">{t.reasonMissing}</p>}
        </fieldset>
        <Form.Group controlId={`${id}-text`} className="mt-3">
          <Form.Label>{t.reportText}</Form.Label>
          <Form.Control as="textarea" rows={2} maxLength={REPORT_TEXT_MAX_LENGTH} value={text} onChange={(e) => setText(e.target.value)} />
        </Form.Group>
      </FormModal>
    </>
  );
}

/** The managers' moderation of a point or comment: "Ausblenden" with a reason the author reads,
 *  or "Wieder anzeigen" / "Freigeben" for hidden or held content (docs/product.md §16.3). */
export function ModerateButtons({ target, moderation, what }: { target: ModerationTarget; moderation: Moderation; what: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const moderate = useModerate(target);
  const run = (action: 'hide' | 'show', text: string) => moderate.mutate({ action, reason: text }, {
    onSuccess: (answer) => {
      showAlert('success', answer.Message);
      setOpen(false);
      setReason('');
    },
    onError: (err) => showAlert('warning', t.moderateFailed(reasonOf(err))),
  });
  if (moderation) {
    const label = moderation.State === 'pending' ? t.approve : t.show;
    return (
      <Button size="sm" variant="outline-success" aria-label={`${label}: ${what}`} disabled={moderate.isPending} onClick={() => run('show', '')}>
        {label}
      </Button>
    );
  }
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    run('hide', reason);
  };
  return (
    <>
      <Button size="sm" variant="outline-danger" aria-label={`${t.hide}: ${what}`} onClick={() => setOpen(true)}>{t.hide}</Button>
      <FormModal show={open} title={t.hideTitle} submit={t.hide} pending={moderate.isPending} onSubmit={submit} onCancel={() => setOpen(false)}>
        <Form.Group controlId={`${id}-reason`}>
          <Form.Label>{t.hideReason}</Form.Label>
          <Form.Control as="textarea" rows={2} maxLength={MODERATION_REASON_MAX_LENGTH} value={reason} required isInvalid={missing}
            aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`} onChange={(e) => { setReason(e.target.value); setMissing(false); }} />
          <Form.Text id={`${id}-hint`}>{t.hideHint}</Form.Text>
          {missing && <Form.Control.Feedback type="invalid" id={`${id}-missing`}>{t.hideReasonMissing}</Form.Control.Feedback>}
        </Form.Group>
      </FormModal>
    </>
  );
}

import { REPORT_REASONS, REPORT_TEXT_MAX_LENGTH, type Moderation, type ReportReason } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { failureText } from '../../../components/failure-alert';
import { SingleFieldModal } from '../../../components/single-field-modal';
import * as de from '../../../i18n/de/moderation';
import { showAlert } from '../../../lib/alerts';
import { useModerate, useReport, type ModerationTarget } from '../api/moderation';

const t = de.moderation;

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    report.mutate({ Reason: reason, Text: text }, {
      onSuccess: (answer) => {
        showAlert('success', answer.Message);
        close();
      },
      onError: (err) => showAlert('warning', failureText(t.reportFailed, err)),
    });
  };
  return (
    <>
      <Button size="sm" variant="link" className="p-0" aria-label={t.reportLabel(what)} onClick={() => setOpen(true)}>{t.report}</Button>
      <Modal show={open} onHide={close} aria-labelledby={`${id}-title`} className="map-dialog">
        <Form onSubmit={submit}>
          <Modal.Header closeButton closeLabel={de.common.close}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">{t.reportTitle}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
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
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={close}>{de.common.cancel}</Button>
            <Button type="submit" disabled={report.isPending}>{t.reportSubmit}</Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}

/** The managers' moderation of a point or comment: "Ausblenden" with a reason the author reads,
 *  or "Wieder anzeigen" / "Freigeben" for hidden or held content (docs/product.md §16.3). */
export function ModerateButtons({ target, moderation, what }: { target: ModerationTarget; moderation: Moderation; what: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const moderate = useModerate(target);
  const run = (action: 'hide' | 'show', reason: string) => moderate.mutate({ action, reason }, {
    onSuccess: (answer) => {
      showAlert('success', answer.Message);
      setOpen(false);
    },
    onError: (err) => showAlert('warning', failureText(t.moderateFailed, err)),
  });
  if (moderation) {
    const label = moderation.State === 'pending' ? t.approve : t.show;
    return (
      <Button size="sm" variant="outline-success" aria-label={`${label}: ${what}`} disabled={moderate.isPending} onClick={() => run('show', '')}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline-danger" aria-label={`${t.hide}: ${what}`} onClick={() => setOpen(true)}>{t.hide}</Button>
      {open && (
        <SingleFieldModal id={`${id}-hide`} title={t.hideTitle} label={t.hideReason} pending={moderate.isPending}
          onSubmit={(reason) => run('hide', reason)} onClose={() => setOpen(false)}>
          <p>{t.hideHint}</p>
        </SingleFieldModal>
      )}
    </>
  );
}

import { COMMENT_MAX_LENGTH, isShortening, NOT_A_SHORTENING, REPORT_REASONS, REPORT_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH, type Comment, type Moderation, type Point, type ReportReason } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { failureText } from '../../../components/failure-alert';
import { SingleFieldModal } from '../../../components/single-field-modal';
import * as de from '../../../i18n/de/moderation';
import { REPORT_REASON_KEYS } from '../../../i18n/de/moderation';
import { useT } from '../../../i18n/runtime';
import { showAlert } from '../../../lib/alerts';
import { useSession } from '../../../lib/session';
import { useModerate, useReport, useShortenAnswer, useShortenComment, type ModerationTarget } from '../api/moderation';

/** "Melden": anyone, anonymous visitors too, reports the point or comment with a reason, an
 *  optional note and, for visitors who are not logged in, an optional address for the outcome
 *  (docs/product.md §16.3). `what` names it for screen readers ("Eintrag", "Kommentar von Anna"). */
export function ReportButton({ target, what }: { target: ModerationTarget; what: string }) {
  const tc = useT('common', de.common);
  const tr = useT('report', de.report);
  const id = useId();
  const { loggedIn } = useSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>();
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useReport(target);
  const close = () => {
    setOpen(false);
    setReason(undefined);
    setText('');
    setEmail('');
    setMissing(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    report.mutate({ Reason: reason, Text: text, Email: loggedIn ? '' : email.trim() }, {
      onSuccess: (answer) => {
        showAlert('success', answer.Message);
        close();
      },
      onError: (err) => showAlert('warning', failureText(tr('reportFailed'), err)),
    });
  };
  return (
    <>
      <Button size="sm" variant="link" className="p-0" aria-label={tr('reportLabel', { what })} onClick={() => setOpen(true)}>{tr('report')}</Button>
      <Modal show={open} onHide={close} aria-labelledby={`${id}-title`} className="map-dialog">
        <Form onSubmit={submit}>
          <Modal.Header closeButton closeLabel={tc('close')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">{tr('reportTitle')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <fieldset aria-describedby={missing ? `${id}-missing` : undefined}>
              <legend className="fs-6">{tr('reasonLegend')}</legend>
              {REPORT_REASONS.map((r) => (
                <Form.Check key={r} type="radio" id={`${id}-${r}`} name={`${id}-reason`} label={tr(REPORT_REASON_KEYS[r])} checked={reason === r}
                  onChange={() => { setReason(r); setMissing(false); }} />
              ))}
              {missing && <p className="text-danger small mb-0" id={`${id}-missing`} role="alert">{tr('reasonMissing')}</p>}
            </fieldset>
            <Form.Group controlId={`${id}-text`} className="mt-3">
              <Form.Label>{tr('reportText')}</Form.Label>
              <Form.Control as="textarea" rows={2} maxLength={REPORT_TEXT_MAX_LENGTH} value={text} onChange={(e) => setText(e.target.value)} />
            </Form.Group>
            {loggedIn ? <p className="small text-body-secondary mt-3 mb-0">{tr('reportEmailSignedIn')}</p> : (
              <Form.Group controlId={`${id}-email`} className="mt-3">
                <Form.Label>{tr('reportEmail')}</Form.Label>
                <Form.Control type="email" autoComplete="email" maxLength={320} value={email} aria-describedby={`${id}-email-hint`} onChange={(e) => setEmail(e.target.value)} />
                <Form.Text id={`${id}-email-hint`}>{tr('reportEmailHint')}</Form.Text>
              </Form.Group>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={close}>{tc('cancel')}</Button>
            <Button type="submit" disabled={report.isPending}>{tr('reportSubmit')}</Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}

/** The managers' moderation of a point or comment: "Ausblenden" with a reason the author reads,
 *  or "Wieder anzeigen" / "Freigeben" for hidden or held content (docs/product.md §16.3). */
export function ModerateButtons({ target, moderation, what }: { target: ModerationTarget; moderation: Moderation; what: string }) {
  const t = useT('moderation', de.moderation);
  const id = useId();
  const [open, setOpen] = useState(false);
  const moderate = useModerate(target);
  const run = (action: 'hide' | 'show', reason: string) => moderate.mutate({ action, reason }, {
    onSuccess: (answer) => {
      showAlert('success', answer.Message);
      setOpen(false);
    },
    onError: (err) => showAlert('warning', failureText(t('moderateFailed'), err)),
  });
  if (moderation) {
    const label = moderation.State === 'pending' ? t('approve') : t('show');
    return (
      <Button size="sm" variant="outline-success" aria-label={`${label}: ${what}`} disabled={moderate.isPending} onClick={() => run('show', '')}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline-danger" aria-label={`${t('hide')}: ${what}`} onClick={() => setOpen(true)}>{t('hide')}</Button>
      {open && (
        <SingleFieldModal id={`${id}-hide`} title={t('hideTitle')} label={t('hideReason')} pending={moderate.isPending}
          onSubmit={(reason) => run('hide', reason)} onClose={() => setOpen(false)}>
          <p>{t('hideHint')}</p>
        </SingleFieldModal>
      )}
    </>
  );
}

/** „Kürzen“ for the managers of a comment (`CanShorten`, docs/product.md §16.3): its text in a
 *  dialog to leave parts out. */
export function ShortenButton({ comment, what }: { comment: Comment; what: string }) {
  const t = useT('moderation', de.moderation);
  const shorten = useShortenComment(comment.PointID, comment.ID);
  return <ShortenDialogButton original={comment.Text} what={what} title={t('shortenTitle')} hint={t('shortenHint')} maxLength={COMMENT_MAX_LENGTH}
    failed={t('shortenFailed')} shorten={shorten} />;
}

/** „Kürzen“ beside a text answer of an entry, for its managers (`CanEdit`, docs/product.md §16.3):
 *  the answer in a dialog to leave parts out. `question` names it. */
export function ShortenAnswerButton({ point, variable, question, text }: { point: Point; variable: string; question: string; text: string }) {
  const t = useT('moderation', de.moderation);
  const shorten = useShortenAnswer(point, variable);
  return <ShortenDialogButton original={text} what={t('answerLabel', { question })} title={t('shortenAnswerTitle')} hint={t('shortenAnswerHint')} maxLength={TEXT_MAX_LENGTH}
    failed={t('shortenAnswerFailed')} shorten={shorten} />;
}

type Shorten = { mutate: (text: string, o: { onSuccess: (a: { Message: string }) => void; onError: (err: unknown) => void }) => void; isPending: boolean };

/** The button and dialog of a shortening: the text prefilled in a textarea (focused on opening),
 *  checked by the contract's rule (isShortening) before sending, with the rule's message at the
 *  field when it is not met; the focus returns to the button on closing (react-bootstrap's Modal). */
function ShortenDialogButton({ original, what, title, hint, maxLength, failed, shorten }: {
  original: string; what: string; title: string; hint: string; maxLength: number; failed: string; shorten: Shorten;
}) {
  const t = useT('moderation', de.moderation);
  const tc = useT('common', de.common);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(original);
  const [problem, setProblem] = useState('');
  const close = () => {
    setOpen(false);
    setProblem('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isShortening(original, text)) return setProblem(NOT_A_SHORTENING);
    shorten.mutate(text.trim(), {
      onSuccess: (answer) => {
        showAlert('success', answer.Message);
        close();
      },
      onError: (err) => showAlert('warning', failureText(failed, err)),
    });
  };
  return (
    <>
      <Button size="sm" variant="outline-secondary" aria-label={`${t('shorten')}: ${what}`} onClick={() => { setText(original); setOpen(true); }}>{t('shorten')}</Button>
      <Modal show={open} onHide={close} aria-labelledby={`${id}-title`} className="map-dialog">
        <Form onSubmit={submit} noValidate>
          <Modal.Header closeButton closeLabel={tc('close')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">{title}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Form.Group controlId={`${id}-text`}>
              <Form.Label>{t('shortenText')}</Form.Label>
              <Form.Control as="textarea" rows={4} maxLength={maxLength} value={text} isInvalid={problem !== ''} autoFocus
                aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`} onChange={(e) => { setText(e.target.value); setProblem(''); }} />
              {problem && <div className="invalid-feedback d-block" id={`${id}-problem`}>{problem}</div>}
              <Form.Text id={`${id}-hint`}>{hint}</Form.Text>
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={close}>{tc('cancel')}</Button>
            <Button type="submit" disabled={shorten.isPending}>{t('shorten')}</Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}

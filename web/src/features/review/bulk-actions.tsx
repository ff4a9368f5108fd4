import type { Layer, ReviewRow } from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { failureDetail } from '../../components/failure-alert';
import * as de from '../../i18n/de/review';
import { useT } from '../../i18n/runtime';
import { moderateContent, setPointStatus } from '../../lib/point-actions';
import { reviewKey } from './api';
import { useFormat } from '../../lib/use-format';
import { MergeAction } from './merge-action';
import { rowName, type ReviewT } from './review-columns';

/** One action for every selected entry. */
export type BulkJob = { kind: 'status'; status: string; note: string } | { kind: 'hide'; reason: string } | { kind: 'show' };
/** The outcome of a job: how many of how many entries, and which failed with the server's reason. */
type Report = { kind: BulkJob['kind']; ok: number; n: number; failures: { id: string; text: string }[] };

/** The existing per-entry calls (docs/product.md §16.1, §16.3). */
const act = (job: BulkJob, pointId: string) =>
  job.kind === 'status' ? setPointStatus(pointId, { Status: job.status, Note: job.note })
    : moderateContent(job.kind, { PointID: pointId }, job.kind === 'hide' ? job.reason : '');

/** Runs `job` for `rows` one after another (the server's write order, and no burst of requests),
 *  telling `onProgress` how many are done; answers the report, each failure named with `t`. A
 *  failure does not stop the rest. */
export async function runBulk(job: BulkJob, rows: readonly { id: string; name: string }[], onProgress: (done: number) => void, loadFailed: string, t: ReviewT): Promise<Report> {
  const failures: Report['failures'] = [];
  for (const [i, row] of rows.entries()) {
    try {
      await act(job, row.id);
    } catch (err) {
      failures.push({ id: row.id, text: t('bulkFailure', { entry: row.name, message: failureDetail(err) || loadFailed }) });
    }
    onProgress(i + 1);
  }
  return { kind: job.kind, ok: rows.length - failures.length, n: rows.length, failures };
}

const summary = (r: Report, t: ReviewT) => {
  if (r.ok === 0) return t('bulkNoneDone');
  const values = { ok: r.ok, n: r.n };
  if (r.kind === 'status') return t('bulkStatusDone', values);
  return r.kind === 'hide' ? t('bulkHideDone', values) : t('bulkShowDone', values);
};

type BulkActionsProps = {
  layer: Pick<Layer, 'ID' | 'Schema' | 'Statuses'>;
  /** The rows of the page shown. */
  rows: readonly ReviewRow[];
  selected: ReadonlySet<string>;
  /** After a job: the ids that failed (they stay selected). */
  onDone: (failedIds: string[]) => void;
};

/** The actions for the selected rows of the review table (docs/product.md §18.1): „Status setzen …“
 *  (the status and an optional note), „Ausblenden“ (the reason, which the authors read) and
 *  „Wieder anzeigen“, through the per-entry calls, and „Zusammenführen …“ for one entry (§24.3). Whatever concerns more than one entry is asked
 *  first; afterwards the table says how many succeeded and names those that failed. */
export function BulkActions({ layer, rows, selected, onDone }: BulkActionsProps) {
  const tc = useT('common', de.common);
  const t = useT('review', de.review);
  const f = useFormat();
  const qc = useQueryClient();
  const [modal, setModal] = useState<BulkJob['kind']>();
  const [progress, setProgress] = useState<{ done: number; n: number }>();
  const [report, setReport] = useState<Report>();
  const chosen = rows.filter((r) => selected.has(r.ID)).map((r) => ({ id: r.ID, name: rowName(layer, r, t, f.berlinTime) }));
  const n = chosen.length;
  const running = progress !== undefined;

  const run = async (job: BulkJob) => {
    setModal(undefined);
    setReport(undefined);
    setProgress({ done: 0, n });
    const result = await runBulk(job, chosen, (done) => setProgress({ done, n }), tc('loadFailed'), t);
    setProgress(undefined);
    setReport(result);
    onDone(result.failures.map((f) => f.id));
    void qc.invalidateQueries({ queryKey: reviewKey(layer.ID) });
    void qc.invalidateQueries({ queryKey: ['gis', 'points'] });
  };
  const showAgain = () => (n > 1 ? setModal('show') : void run({ kind: 'show' }));

  return (
    <section aria-label={t('bulkLabel')} className="mb-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="small fw-semibold me-1">{t('bulkSelected', { n })}</span>
        <Button size="sm" variant="outline-primary" disabled={n === 0 || running} onClick={() => setModal('status')}>{t('bulkSetStatus')}</Button>
        <Button size="sm" variant="outline-primary" disabled={n === 0 || running} onClick={() => setModal('hide')}>{t('bulkHide')}</Button>
        <Button size="sm" variant="outline-primary" disabled={n === 0 || running} onClick={showAgain}>{t('bulkShow')}</Button>
        <MergeAction layer={layer} rows={rows} duplicate={n === 1 ? rows.find((r) => selected.has(r.ID)) : undefined} busy={running} onDone={() => onDone([])} />
        <span className="small" role="status">{progress ? t('bulkRunning', progress) : ''}</span>
      </div>
      {report && (
        <Alert variant={report.failures.length > 0 ? 'warning' : 'success'} role={report.failures.length > 0 ? 'alert' : 'status'}
          className="mt-2 mb-0 py-2" dismissible closeLabel={tc('close')} onClose={() => setReport(undefined)}>
          <p className="mb-0">{summary(report, t)}</p>
          {report.failures.length > 0 && (
            <>
              <p className="mb-0 mt-1">{t('bulkFailedTitle', { n: report.failures.length })}</p>
              <ul className="mb-0">{report.failures.map((f) => <li key={f.id}>{f.text}</li>)}</ul>
            </>
          )}
        </Alert>
      )}
      {modal === 'status' && <StatusModal statuses={layer.Statuses} n={n} onCancel={() => setModal(undefined)} onSubmit={(status, note) => void run({ kind: 'status', status, note })} />}
      {modal === 'hide' && <HideModal n={n} onCancel={() => setModal(undefined)} onSubmit={(reason) => void run({ kind: 'hide', reason })} />}
      <ConfirmModal id="review-show" show={modal === 'show'} title={t('bulkShowTitle')} onCancel={() => setModal(undefined)} onConfirm={() => void run({ kind: 'show' })}>
        {t('bulkShowQuestion', { n })}
      </ConfirmModal>
    </section>
  );
}

type FormModalProps = { id: string; title: string; submit: string; onSubmit: (e: FormEvent) => void; onCancel: () => void; children: ReactNode };

function FormModal({ id, title, submit, onSubmit, onCancel, children }: FormModalProps) {
  const tc = useT('common', de.common);
  return (
    <Modal show onHide={onCancel} aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={tc('close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>{tc('cancel')}</Button>
          <Button type="submit">{submit}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

function StatusModal({ statuses, n, onSubmit, onCancel }: { statuses: Layer['Statuses']; n: number; onSubmit: (status: string, note: string) => void; onCancel: () => void }) {
  const t = useT('review', de.review);
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!status) setMissing(true);
    else onSubmit(status, note.trim());
  };
  return (
    <FormModal id="review-status" title={t('bulkStatusTitle')} submit={t('bulkStatusSubmit')} onSubmit={submit} onCancel={onCancel}>
      <p>{t('bulkAffects', { n })}</p>
      <Form.Group controlId="review-status-choice" className="mb-3">
        <Form.Label>{t('bulkNewStatus')}</Form.Label>
        <Form.Select value={status} autoFocus isInvalid={missing} aria-invalid={missing || undefined} aria-describedby={missing ? 'review-status-missing' : undefined}
          onChange={(e) => { setStatus(e.target.value); setMissing(false); }}>
          <option value="">{t('bulkChoose')}</option>
          {statuses.map((s) => <option key={s.Key} value={s.Key}>{s.Label}</option>)}
        </Form.Select>
        {missing && <Form.Control.Feedback type="invalid" id="review-status-missing">{t('bulkStatusMissing')}</Form.Control.Feedback>}
      </Form.Group>
      <Form.Group controlId="review-status-note">
        <Form.Label>{t('bulkNote')}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </Form.Group>
    </FormModal>
  );
}

function HideModal({ n, onSubmit, onCancel }: { n: number; onSubmit: (reason: string) => void; onCancel: () => void }) {
  const t = useT('review', de.review);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) setMissing(true);
    else onSubmit(reason.trim());
  };
  return (
    <FormModal id="review-hide" title={t('bulkHideTitle')} submit={t('bulkHideSubmit')} onSubmit={submit} onCancel={onCancel}>
      <p>{t('bulkAffects', { n })}</p>
      <Form.Group controlId="review-hide-reason">
        <Form.Label>{t('bulkHideReason')}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={500} value={reason} autoFocus isInvalid={missing} aria-invalid={missing || undefined}
          aria-describedby={missing ? 'review-hide-hint review-hide-missing' : 'review-hide-hint'}
          onChange={(e) => { setReason(e.target.value); setMissing(false); }} />
        <Form.Text id="review-hide-hint">{t('bulkHideHint')}</Form.Text>
        {missing && <Form.Control.Feedback type="invalid" id="review-hide-missing">{t('bulkHideReasonMissing')}</Form.Control.Feedback>}
      </Form.Group>
    </FormModal>
  );
}

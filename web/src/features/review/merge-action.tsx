import type { Layer, MergeResult, ReviewRow } from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { failureDetail } from '../../components/failure-alert';
import * as de from '../../i18n/de/review';
import { useT } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';
import { mergeEntry, reviewKey } from './api';
import { rowName } from './review-columns';

type MergeActionProps = {
  layer: Pick<Layer, 'ID' | 'Schema' | 'Statuses'>;
  /** The rows of the page shown. */
  rows: readonly ReviewRow[];
  /** The one selected row; undefined when none or several are selected. */
  duplicate: ReviewRow | undefined;
  /** Whether another action is running. */
  busy: boolean;
  /** After a merge: the table reloads, the selection is cleared. */
  onDone: () => void;
};

/** „Zusammenführen …“ in the review table (docs/product.md §24.3): for exactly one selected entry,
 *  not merged yet, the dialog asks for the original among the other unmerged entries of the page shown and the status that
 *  closes the duplicate (the layer's closing ones, the last preselected); afterwards it says how
 *  many votes and followers moved, or the server's reason. */
export function MergeAction({ layer, rows, duplicate, busy, onDone }: MergeActionProps) {
  const t = useT('review', de.review);
  const tc = useT('common', de.common);
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: MergeResult } | { failed: unknown }>();
  const merged = async (into: string, status: string | undefined) => {
    if (!duplicate) return;
    setOpen(false);
    try {
      setOutcome({ ok: await mergeEntry(duplicate.ID, { Into: into, ...(status ? { Status: status } : {}) }) });
      onDone();
    } catch (failed) {
      setOutcome({ failed });
    }
    void qc.invalidateQueries({ queryKey: reviewKey(layer.ID) });
    void qc.invalidateQueries({ queryKey: ['gis', 'points'] });
  };
  return (
    <>
      <Button size="sm" variant="outline-primary" disabled={!duplicate || Boolean(duplicate.DuplicateOf) || busy} title={t('mergeButtonHint')} aria-describedby="review-merge-hint"
        onClick={() => { setOutcome(undefined); setOpen(true); }}>{t('mergeButton')}</Button>
      <span id="review-merge-hint" className="visually-hidden">{t('mergeButtonHint')}</span>
      {outcome && (
        <Alert variant={'ok' in outcome ? 'success' : 'warning'} role={'ok' in outcome ? 'status' : 'alert'} className="mt-2 mb-0 py-2 w-100"
          dismissible closeLabel={tc('close')} onClose={() => setOutcome(undefined)}>
          {'ok' in outcome ? t('mergeDone', { votes: outcome.ok.Votes, followers: outcome.ok.Followers }) : t('mergeFailed', { message: failureDetail(outcome.failed) || tc('loadFailed') })}
        </Alert>
      )}
      {open && duplicate && <MergeModal layer={layer} rows={rows} duplicate={duplicate} onCancel={() => setOpen(false)} onSubmit={(into, status) => void merged(into, status)} />}
    </>
  );
}

function MergeModal({ layer, rows, duplicate, onSubmit, onCancel }: {
  layer: MergeActionProps['layer']; rows: readonly ReviewRow[]; duplicate: ReviewRow; onSubmit: (into: string, status: string | undefined) => void; onCancel: () => void;
}) {
  const t = useT('review', de.review);
  const tc = useT('common', de.common);
  const f = useFormat();
  // A merged duplicate is no original (the server refuses it, 409).
  const others = rows.filter((r) => r.ID !== duplicate.ID && !r.DuplicateOf);
  const closing = layer.Statuses.filter((s) => s.Closed);
  const [into, setInto] = useState('');
  const [status, setStatus] = useState(closing.at(-1)?.Key ?? '');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!into) setMissing(true);
    else onSubmit(into, status || undefined);
  };
  return (
    <Modal show onHide={onCancel} aria-labelledby="review-merge-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={tc('close')}>
          <Modal.Title id="review-merge-title" as="h2" className="h5">{t('mergeTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('mergeExplain', { entry: rowName(layer, duplicate, t, f.berlinTime) })}</p>
          {others.length === 0 ? <p role="alert">{t('mergeNoOther')}</p> : (
            <Form.Group controlId="review-merge-into" className="mb-3">
              <Form.Label>{t('mergeInto')}</Form.Label>
              <Form.Select value={into} autoFocus isInvalid={missing} aria-invalid={missing || undefined}
                aria-describedby={missing ? 'review-merge-into-hint review-merge-into-missing' : 'review-merge-into-hint'}
                onChange={(e) => { setInto(e.target.value); setMissing(false); }}>
                <option value="">{t('bulkChoose')}</option>
                {others.map((r) => <option key={r.ID} value={r.ID}>{rowName(layer, r, t, f.berlinTime)}</option>)}
              </Form.Select>
              <Form.Text id="review-merge-into-hint">{t('mergeIntoHint')}</Form.Text>
              {missing && <Form.Control.Feedback type="invalid" id="review-merge-into-missing">{t('mergeIntoMissing')}</Form.Control.Feedback>}
            </Form.Group>
          )}
          {closing.length > 0 && (
            <Form.Group controlId="review-merge-status">
              <Form.Label>{t('mergeStatus')}</Form.Label>
              <Form.Select value={status} onChange={(e) => setStatus(e.target.value)}>
                {closing.map((s) => <option key={s.Key} value={s.Key}>{s.Label}</option>)}
              </Form.Select>
            </Form.Group>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>{tc('cancel')}</Button>
          <Button type="submit" disabled={others.length === 0}>{t('mergeSubmit')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

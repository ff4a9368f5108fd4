import type { Point, PointHistoryEntry, PointStatus } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failureText } from '../../../components/failure-alert';
import * as de from '../../../i18n/de/map';
import { showAlert } from '../../../lib/alerts';
import { formatDate } from '../../../lib/format';
import { statusColourOf } from '../view/category-markers';
import { usePointHistory, useSetPointStatus } from '../api/status';
import { labelOf } from '../status-label';

const t = de.pointStatus;


/** The point's status: a swatch in the status colour beside the label in words (colour is never the
 *  only cue, WCAG 1.4.1), and since when it holds (docs/product.md §16.1). */
export function StatusBadge({ point, statuses }: { point: Point; statuses: readonly PointStatus[] }) {
  const status = statuses.find((s) => s.Key === point.Status);
  return (
    <p className="map-status mb-2">
      <span className="map-status-swatch" style={{ background: statusColourOf(statuses, point) }} aria-hidden="true" />
      <span className="visually-hidden">{t.label}: </span>
      <strong>{labelOf(statuses, point.Status)}</strong>
      {status?.Closed && <span className="text-body-secondary"> ({t.closed})</span>}
      <span className="text-body-secondary small"> · {t.since(formatDate(point.StatusChangedAt))}</span>
    </p>
  );
}

/** What a history entry says: the status set, or the official answer written or withdrawn. */
function historyTitle(e: PointHistoryEntry, statuses: readonly PointStatus[]) {
  if (e.Kind === 'answer') return e.Note ? t.historyAnswer(e.By) : t.historyAnswerWithdrawn(e.By);
  return t.historyEntry(labelOf(statuses, e.Status), e.By);
}

/** The status changes and official answers of the point with their texts, oldest first, in a
 *  collapsed section. */
export function StatusHistory({ point, statuses }: { point: Point; statuses: readonly PointStatus[] }) {
  const history = usePointHistory(point.ID);
  const entries = history.data ?? [];
  return (
    <details className="mb-3">
      <summary>{t.history}{entries.length > 0 ? ` (${entries.length})` : ''}</summary>
      {history.isError && <p className="small">{t.historyFailed}</p>}
      {history.isSuccess && entries.length === 0 && <p className="small mb-0">{t.historyEmpty}</p>}
      {entries.length > 0 && (
        <ol className="small mb-0">
          {entries.map((e) => (
            <li key={`${e.At}-${e.Kind}-${e.Status}`}>
              <time dateTime={e.At}>{formatDate(e.At)}</time>: {historyTitle(e, statuses)}
              {e.Note && <blockquote className="mb-1 ms-2 map-answer-text">{e.Note}</blockquote>}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

/** The managers' form to set the point's status with an optional note (shown where the server
 *  says CanEdit). */
export function StatusChangeForm({ point, statuses }: { point: Point; statuses: readonly PointStatus[] }) {
  const id = useId();
  const [status, setStatus] = useState(point.Status);
  const [note, setNote] = useState('');
  const save = useSetPointStatus(point);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ Status: status, Note: note }, {
      onSuccess: () => {
        setNote('');
        showAlert('success', t.saved);
      },
      onError: (err) => showAlert('warning', failureText(t.failed, err)),
    });
  };
  return (
    <Form onSubmit={submit} className="mb-3" aria-labelledby={`${id}-title`}>
      <h3 className="h6" id={`${id}-title`}>{t.change}</h3>
      <Form.Group controlId={`${id}-status`} className="mb-2">
        <Form.Label>{t.newStatus}</Form.Label>
        <Form.Select value={status} onChange={(e) => setStatus(e.target.value)}>
          {statuses.map((s) => <option key={s.Key} value={s.Key}>{s.Label}</option>)}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-note`} className="mb-2">
        <Form.Label>{t.note}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </Form.Group>
      <Button type="submit" size="sm" disabled={save.isPending}>{t.save}</Button>
    </Form>
  );
}

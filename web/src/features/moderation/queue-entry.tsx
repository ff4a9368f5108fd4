import { MODERATION_REASON_MAX_LENGTH, type QueueEntry, type ReportReason } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de/moderation';
import { useT } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';
import { mapLinkTo } from '../../lib/map-link';
import type { QueueAction } from './api';

type QueueEntryCardProps = { entry: QueueEntry; workspaceId: string; pending: boolean; onAction: (a: QueueAction) => void };

/** One entry of the queue: what it is (a reported or held entry or comment), its layer, author and
 *  text, a link to the entry on the map, the report's reason, note and reporter; Ausblenden with a reason, and Verwerfen (reports)
 *  or Freigeben (held content). */
export function QueueEntryCard({ entry, workspaceId, pending, onAction }: QueueEntryCardProps) {
  const t = useT('moderationQueue', de.moderationQueue);
  const tm = useT('moderation', de.moderation);
  const tr = useT('report', de.report);
  const f = useFormat();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const held = entry.ReportID === null;
  const hide = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onAction({ action: 'hide', entry, reason });
  };
  return (
    <Card as="li" className="mb-3" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <h2 className="h6" id={`${id}-title`}>{t('title', { kind: entry.Kind, state: held ? 'held' : 'reported' })}</h2>
        <p className="small text-body-secondary mb-2">
          {t('context', { layer: entry.LayerName, author: entry.Author || t('anonymous'), date: f.date(entry.At) })}
        </p>
        <blockquote className="moderation-excerpt mb-2" dir="auto">{entry.Excerpt || t('noText')}</blockquote>
        <p className="small"><Link to={mapLinkTo({ workspace: workspaceId, layer: entry.Layer, point: entry.PointID })}>{t('showOnMap')}</Link></p>
        {!held && (
          <p className="mb-2">
            <strong>{t('reason')}:</strong> {Object.hasOwn(de.REPORT_REASON_KEYS, entry.Reason) ? tr(de.REPORT_REASON_KEYS[entry.Reason as ReportReason]) : entry.Reason}
            {entry.Text && <> – „<span dir="auto">{entry.Text}</span>“</>}
            <span className="small text-body-secondary"> ({t('reportedBy', { who: entry.ReportedBy || t('anonymous') })})</span>
          </p>
        )}
        <Form onSubmit={hide} className="d-flex flex-wrap align-items-end gap-2">
          <Form.Group controlId={`${id}-reason`} className="flex-grow-1">
            <Form.Label className="small mb-0">{t('hideReason')}</Form.Label>
            <Form.Control size="sm" value={reason} maxLength={MODERATION_REASON_MAX_LENGTH} isInvalid={missing}
              aria-describedby={missing ? `${id}-missing` : undefined} onChange={(e) => { setReason(e.target.value); setMissing(false); }} />
            {missing && <Form.Control.Feedback type="invalid" id={`${id}-missing`}>{tm('hideReasonMissing')}</Form.Control.Feedback>}
          </Form.Group>
          <Button type="submit" size="sm" variant="danger" disabled={pending}>{tm('hide')}</Button>
          {held
            ? <Button size="sm" variant="success" disabled={pending} onClick={() => onAction({ action: 'show', entry })}>{tm('approve')}</Button>
            : <Button size="sm" variant="outline-secondary" disabled={pending} onClick={() => onAction({ action: 'dismiss', entry })}>{t('dismiss')}</Button>}
        </Form>
      </Card.Body>
    </Card>
  );
}

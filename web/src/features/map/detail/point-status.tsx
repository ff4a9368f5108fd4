import type { Point, PointHistoryEntry, PointStatus } from '@mitmachkarte/contract';
import * as de from '../../../i18n/de/map';
import { useTownText } from '../../../components/town-text';
import { useT } from '../../../i18n/runtime';
import { useFormat } from '../../../lib/use-format';
import { statusColourOf } from '../view/category-markers';
import { usePointHistory } from '../api/status';
import { labelOf, type PointStatusTexts } from '../status-label';


/** The point's status: a swatch in the status colour beside the label in words (colour is never the
 *  only cue, WCAG 1.4.1), and since when it holds (docs/product.md §16.1). */
export function StatusBadge({ point, statuses }: { point: Point; statuses: readonly PointStatus[] }) {
  const t = useT('pointStatus', de.pointStatus);
  const format = useFormat();
  const town = useTownText();
  const status = statuses.find((s) => s.Key === point.Status);
  return (
    <p className="map-status mb-2">
      <span className="map-status-swatch" style={{ background: statusColourOf(statuses, point) }} aria-hidden="true" />
      <span className="visually-hidden">{t('label')}: </span>
      <strong {...(status ? town : {})}>{labelOf(statuses, point.Status, t)}</strong>
      {status?.Closed && <span className="text-body-secondary"> ({t('closed')})</span>}
      <span className="text-body-secondary small"> · {t('since', { date: format.date(point.StatusChangedAt) })}</span>
    </p>
  );
}

/** What a history entry says: the status set, the official answer written or withdrawn, or an
 *  internal note (the server sends those to the team only); `by` is empty where the server does
 *  not name the person. */
function historyTitle(e: PointHistoryEntry, statuses: readonly PointStatus[], t: PointStatusTexts) {
  const by = { by: e.By };
  if (e.Kind === 'note') return e.By ? t('historyNote', by) : t('historyNoteAnonymous');
  if (e.Kind === 'answer') {
    if (e.Note) return e.By ? t('historyAnswer', by) : t('historyAnswerAnonymous');
    return e.By ? t('historyAnswerWithdrawn', by) : t('historyAnswerWithdrawnAnonymous');
  }
  const label = labelOf(statuses, e.Status, t);
  return e.By ? t('historyEntry', { label, by: e.By }) : label;
}

/** The status changes, official answers and (for the team) internal notes of the point with their
 *  texts, oldest first, in a collapsed section. */
export function StatusHistory({ point, statuses }: { point: Point; statuses: readonly PointStatus[] }) {
  const t = useT('pointStatus', de.pointStatus);
  const format = useFormat();
  const town = useTownText();
  const history = usePointHistory(point.ID);
  const entries = history.data ?? [];
  return (
    <details className="mb-3">
      <summary>{t('history')}{entries.length > 0 ? ` (${entries.length})` : ''}</summary>
      {history.isError && <p className="small">{t('historyFailed')}</p>}
      {history.isSuccess && entries.length === 0 && <p className="small mb-0">{t('historyEmpty')}</p>}
      {entries.length > 0 && (
        <ol className="small mb-0">
          {entries.map((e) => (
            <li key={`${e.At}-${e.Kind}-${e.Status}`}>
              <time dateTime={e.At}>{format.date(e.At)}</time>: {historyTitle(e, statuses, t)}
              {e.Note && <blockquote className="mb-1 ms-2 map-answer-text" {...town}>{e.Note}</blockquote>}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

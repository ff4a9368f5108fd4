import { findCategory, POINT_PAGE_SIZE, POINT_SORTS, type LayerSchema, type MapFilter, type Point, type PointSort, type PointStatus } from '@mitmachkarte/contract';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import { TownText, useTownTextOf } from '../../../components/town-text';
import { categoryLabel, entryTitle, pointCategory } from '../../../components/questionnaire/entry-values';
import { useFormat } from '../../../lib/use-format';
import { usePointList } from '../api/points';
import { EditPointButton } from '../entry/edit-point-button';

// „Länge“ or „Fläche“ of a line or an area (docs/product.md §25.1), with Turf's measures.
const ShapeMeasure = lazy(() => import('../shape-measure'));
import { labelOf } from '../status-label';

/** The key of each order's name in the catalogue `map`. */
const SORT_TEXT = { newest: 'sortNewest', votes: 'sortVotes', comments: 'sortComments' } as const satisfies Record<PointSort, keyof typeof de.map>;

type PointListProps = {
  layerId: string;
  /** The map's filter as the server reads it. */
  filter: MapFilter;
  schema: LayerSchema;
  statuses: readonly PointStatus[];
  selectedId: string | undefined;
  onSelect: (point: Point) => void;
  /** Selects the point and moves the keyboard focus to its marker on the map (markers
   *  reachable from the list). */
  onShowOnMap: (point: Point) => void;
  /** „Bearbeiten“ of a point the caller may change (Point.CanChange); without it none is offered. */
  onEdit?: (point: Point) => void;
};

/** The layer's points that pass the filter with their status, votes and comments, newest first or
 *  by most votes or comments (docs/product.md §16.1), paged by the server (GET
 *  /gis/pointlist/{layerId}, POINT_PAGE_SIZE a page; docs/product.md §4, §9) with Zurück / Weiter
 *  and 'Seite x von y'; choosing an entry selects the point, its 'Auf der Karte zeigen' button
 *  also takes the keyboard to the point's marker; „Bearbeiten“ where the server answers CanChange
 *  (docs/product.md §16.5). */
export function PointList({ layerId, filter, schema, statuses, selectedId, onSelect, onShowOnMap, onEdit }: PointListProps) {
  const t = useT('map', de.map);
  const ts = useT('pointStatus', de.pointStatus);
  const tv = useT('votes', de.votes);
  const tc = useT('comments', de.comments);
  const townOf = useTownTextOf();
  const tcm = useT('common', de.common);
  const ta = useT('access', de.access);
  const format = useFormat();
  const id = useId();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<PointSort>('newest');
  const list = usePointList(layerId, filter, sort, page);
  const counts = useMemo(() => new Map((list.data?.Counts ?? []).map((c) => [c.ID, c])), [list.data]);
  if (!list.data) return <p>{list.isError ? t('listFailed') : tcm('loading')}</p>;
  const { Total: total, Points: shown } = list.data;
  if (total === 0) return <p className="text-body-secondary">{t('noPoints')}</p>;

  const pages = Math.ceil(total / POINT_PAGE_SIZE);
  // Fewer pages than before (entries deleted or hidden meanwhile): to the last one.
  if (page > pages) setPage(pages);
  const current = Math.min(page, pages);

  return (
    // Busy while another page or order loads (the previous one stays shown meanwhile).
    <section aria-label={t('listLabel')} aria-busy={list.isPlaceholderData}>
      <div className="mb-2 d-flex align-items-center gap-2">
        <label className="form-label small mb-0 text-nowrap" htmlFor={`${id}-sort`}>{t('sort')}</label>
        <select className="form-select form-select-sm" id={`${id}-sort`} value={sort} onChange={(e) => { setSort(e.target.value as PointSort); setPage(1); }}>
          {POINT_SORTS.map((s) => <option key={s} value={s}>{t(SORT_TEXT[s])}</option>)}
        </select>
      </div>
      <ul className="list-group mb-2">
        {shown.map((p) => {
          const category = pointCategory(p.Attributes);
          const title = entryTitle(schema, p.Attributes);
          const label = category ? categoryLabel(schema.Categories, category) : t('entry');
          const selected = p.ID === selectedId;
          return (
            <li key={p.ID} className={`list-group-item p-0 d-flex align-items-center${selected ? ' map-list-selected' : ''}`}>
              <button type="button" className={`list-group-item-action map-list-entry${selected ? ' active' : ''}`}
                aria-current={selected ? 'true' : undefined} onClick={() => onSelect(p)}>
                <span className="fw-semibold d-block" {...(category ? townOf(findCategory(schema.Categories, category)?.category, 'Label') : {})}>{label}</span>
                {title && <span className="d-block" dir="auto">{title}</span>}
                <span className="d-block small">{format.date(p.CreatedAt)} · {ts('label')}: <TownText>{labelOf(statuses, p.Status, ts)}</TownText>
                  {p.Geometry && <> · <Suspense fallback={null}><ShapeMeasure shape={p.Geometry} /></Suspense></>}</span>
                <span className="d-block small">{tv('upCount', { n: counts.get(p.ID)?.Up ?? 0 })} · {tc('count', { n: counts.get(p.ID)?.Comments ?? 0 })}</span>
              </button>
              <div className="d-flex flex-column gap-1 mx-2 flex-shrink-0">
                <button type="button" className={`btn btn-sm ${selected ? 'btn-light' : 'btn-outline-primary'}`}
                  aria-label={ta('showOnMapLabel', { entry: `${label}, ${format.date(p.CreatedAt)}` })} onClick={() => onShowOnMap(p)}>
                  {ta('showOnMap')}
                </button>
                {p.CanChange && onEdit && <EditPointButton name={title ?? label} onEdit={() => onEdit(p)} light={selected} />}
              </div>
            </li>
          );
        })}
      </ul>
      <nav className="d-flex align-items-center gap-2" aria-label={t('pagination')}>
        <button type="button" className="btn btn-outline-secondary btn-sm" disabled={current <= 1} onClick={() => setPage(current - 1)}>{tcm('back')}</button>
        <span aria-live="polite">{t('pageOf', { page: current, pages })}</span>
        <button type="button" className="btn btn-outline-secondary btn-sm" disabled={current >= pages} onClick={() => setPage(current + 1)}>{tcm('next')}</button>
      </nav>
    </section>
  );
}

import { POINT_PAGE_SIZE, type LayerSchema, type Point, type PointCounts, type PointStatus } from '@mitmachkarte/contract';
import { useId, useMemo, useState } from 'react';
import { Button, Form, ListGroup } from 'react-bootstrap';
import * as de from '../../i18n/de/map';
import { categoryLabel, firstTextAnswer, pointCategory } from '../../components/questionnaire/entry-values';
import { formatDate } from '../../lib/format';
import { POINT_SORTS, sortPoints, type PointSort } from './point-sort';
import { EditPointButton } from './edit-point-button';
import { labelOf } from './point-status';

type PointListProps = {
  points: readonly Point[];
  schema: LayerSchema;
  statuses: readonly PointStatus[];
  selectedId: string | undefined;
  onSelect: (point: Point) => void;
  /** Selects the point and moves the keyboard focus to its marker on the map (markers
   *  reachable from the list). */
  onShowOnMap: (point: Point) => void;
  /** „Bearbeiten“ of a point the caller may change (Point.CanChange); without it none is offered. */
  onEdit?: (point: Point) => void;
  /** Votes and comments by point id (GET /gis/pointcounts/{layerID}; a point missing there has
   *  none); undefined while they load, then the entries do not name them. */
  counts?: ReadonlyMap<string, PointCounts>;
};

const NO_COUNTS: ReadonlyMap<string, PointCounts> = new Map();

/** The layer's points with their status, votes and comments, newest first or by most votes or
 *  comments (docs/product.md §16.1), paged by POINT_PAGE_SIZE (docs/product.md §4, §9) with
 *  Zurück / Weiter and 'Seite x von y'; choosing an entry selects the point, its 'Auf der Karte
 *  zeigen' button also takes the keyboard to the point's marker; „Bearbeiten“ where the server
 *  answers CanChange (docs/product.md §16.5). */
export function PointList({ points, schema, statuses, selectedId, onSelect, onShowOnMap, onEdit, counts }: PointListProps) {
  const id = useId();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<PointSort>('newest');
  const sorted = useMemo(() => sortPoints(points, sort, counts ?? NO_COUNTS), [points, sort, counts]);
  if (sorted.length === 0) return <p className="text-body-secondary">{de.map.noPoints}</p>;

  const pages = Math.ceil(sorted.length / POINT_PAGE_SIZE);
  const current = Math.min(page, pages - 1);
  const shown = sorted.slice(current * POINT_PAGE_SIZE, (current + 1) * POINT_PAGE_SIZE);

  return (
    <section aria-label={de.map.listLabel}>
      <Form.Group controlId={`${id}-sort`} className="mb-2 d-flex align-items-center gap-2">
        <Form.Label className="small mb-0 text-nowrap">{de.map.sort}</Form.Label>
        <Form.Select size="sm" value={sort} onChange={(e) => { setSort(e.target.value as PointSort); setPage(0); }}>
          {POINT_SORTS.map((s) => <option key={s} value={s}>{de.map.sorts[s]}</option>)}
        </Form.Select>
      </Form.Group>
      <ListGroup as="ul" className="mb-2">
        {shown.map((p) => {
          const category = pointCategory(p.Attributes);
          const title = firstTextAnswer(schema, p.Attributes);
          const label = category ? categoryLabel(schema.Categories, category) : de.map.entry;
          const selected = p.ID === selectedId;
          return (
            <ListGroup.Item as="li" key={p.ID} className={`p-0 d-flex align-items-center${selected ? ' map-list-selected' : ''}`}>
              <button type="button" className={`list-group-item-action map-list-entry${selected ? ' active' : ''}`}
                aria-current={selected ? 'true' : undefined} onClick={() => onSelect(p)}>
                <span className="fw-semibold d-block">{label}</span>
                {title && <span className="d-block">{title}</span>}
                <span className="d-block small">{formatDate(p.CreatedAt)} · {de.pointStatus.label}: {labelOf(statuses, p.Status)}</span>
                {counts && <span className="d-block small">{de.votes.upCount(counts.get(p.ID)?.Up ?? 0)} · {de.comments.count(counts.get(p.ID)?.Comments ?? 0)}</span>}
              </button>
              <div className="d-flex flex-column gap-1 mx-2 flex-shrink-0">
                <Button variant={selected ? 'light' : 'outline-primary'} size="sm"
                  aria-label={de.access.showOnMapLabel(`${label}, ${formatDate(p.CreatedAt)}`)} onClick={() => onShowOnMap(p)}>
                  {de.access.showOnMap}
                </Button>
                {p.CanChange && onEdit && <EditPointButton name={title ?? label} onEdit={() => onEdit(p)} variant={selected ? 'light' : 'outline-primary'} />}
              </div>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      <nav className="d-flex align-items-center gap-2" aria-label={de.map.pagination}>
        <Button variant="outline-secondary" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>{de.common.back}</Button>
        <span aria-live="polite">{de.map.pageOf(current + 1, pages)}</span>
        <Button variant="outline-secondary" size="sm" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>{de.common.next}</Button>
      </nav>
    </section>
  );
}

import { POINT_PAGE_SIZE, type LayerSchema, type Point } from '@mitmachkarte/contract';
import { useMemo, useState } from 'react';
import { Button, ListGroup } from 'react-bootstrap';
import { de } from '../../i18n/de';
import { categoryLabel, pointCategory } from '../../components/questionnaire/entry-values';
import { formatDate } from '../../lib/format';

type PointListProps = {
  points: readonly Point[];
  schema: LayerSchema;
  selectedId: string | undefined;
  onSelect: (point: Point) => void;
};

/** The first text answer of a point, shown as its title in the list. */
function firstText(point: Point, schema: LayerSchema): string | undefined {
  for (const v of schema.Schema) {
    const value = point.Attributes[v.Name]?.Value;
    if (v.DataType === 'text' && typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** The layer's points, newest first, paged by POINT_PAGE_SIZE (spec §4, §9) with Zurück / Weiter
 *  and 'Seite x von y'; choosing an entry selects the point. */
export function PointList({ points, schema, selectedId, onSelect }: PointListProps) {
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => [...points].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt)), [points]);
  if (sorted.length === 0) return <p className="text-body-secondary">{de.map.noPoints}</p>;

  const pages = Math.ceil(sorted.length / POINT_PAGE_SIZE);
  const current = Math.min(page, pages - 1);
  const shown = sorted.slice(current * POINT_PAGE_SIZE, (current + 1) * POINT_PAGE_SIZE);

  return (
    <section aria-label={de.map.listLabel}>
      <ListGroup as="ul" className="mb-2">
        {shown.map((p) => {
          const category = pointCategory(p.Attributes);
          const title = firstText(p, schema);
          return (
            <ListGroup.Item as="li" key={p.ID} className="p-0">
              <button type="button" className={`list-group-item-action map-list-entry${p.ID === selectedId ? ' active' : ''}`}
                aria-current={p.ID === selectedId ? 'true' : undefined} onClick={() => onSelect(p)}>
                <span className="fw-semibold d-block">{category ? categoryLabel(schema.Categories, category) : de.map.entry}</span>
                {title && <span className="d-block">{title}</span>}
                <span className="d-block small">{formatDate(p.CreatedAt)}</span>
              </button>
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

import type { Layer, ReviewRow } from '@mitmachkarte/contract';
import { useEffect, useRef } from 'react';
import { Badge, Form, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { deadlines } from '../../i18n/de/deadlines';
import { TownText, useTownText } from '../../components/town-text';
import * as de from '../../i18n/de/review';
import { useT } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';
import { formatArea, formatLength } from '../../lib/format';
import { mapLinkTo } from '../../lib/map-link';
import { reviewColumns, rowName, type ReviewColumn } from './review-columns';
import type { ReviewView } from './review-view';

type ReviewTableProps = {
  layer: Pick<Layer, 'ID' | 'Name' | 'Workspace' | 'Schema' | 'Statuses'>;
  rows: readonly ReviewRow[];
  view: ReviewView;
  /** Whether the view has a filter (which empty text to show). */
  filtered: boolean;
  onSort: (column: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], checked: boolean) => void;
  /** While the next page loads. */
  busy: boolean;
};

const ariaSort = (view: ReviewView, column: ReviewColumn) =>
  view.sort === column.sort ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined;

/** The rows of one page as the review table shows them (docs/product.md §18.1): a checkbox each
 *  and „alle auf dieser Seite“; Erstellt (Berlin time, the row's header, with „Auf der Karte
 *  zeigen“), Kategorie („A › B“), Status (its colour beside the label in words, „ausgeblendet“ for
 *  hidden entries, „Duplikat“ for merged ones, §24.3), one column per question, the votes and comments. Every header is a button that
 *  sorts by its column (again: the other way round); the sorted column carries aria-sort. The table
 *  scrolls sideways inside its own labelled, focusable region. */
export function ReviewTable({ layer, rows, view, filtered, onSort, selected, onSelect, busy }: ReviewTableProps) {
  const t = useT('review', de.review);
  const columns = reviewColumns(layer, t);
  const ids = rows.map((r) => r.ID);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <div className="table-responsive review-table" role="region" aria-label={t('tableRegion')} tabIndex={0} aria-busy={busy || undefined}>
      <Table striped hover size="sm" className="align-top mb-0">
        <caption className="visually-hidden">{t('caption', { layer: layer.Name })}</caption>
        <thead>
          <tr>
            <th scope="col" className="review-select">
              <SelectAll disabled={rows.length === 0} all={rows.length > 0 && chosen === rows.length} some={chosen > 0 && chosen < rows.length}
                onChange={(checked) => onSelect(ids, checked)} />
            </th>
            {columns.map((c) => (
              <th key={c.sort} scope="col" aria-sort={ariaSort(view, c)} className={c.numeric ? 'text-end' : c.question ? `review-question${c.long ? ' review-long' : ''}` : undefined}>
                <button type="button" className="review-sort" onClick={() => onSort(c.sort)}>
                  {c.question ? <TownText>{c.label}</TownText> : c.label}
                  <span className="review-sort-mark" aria-hidden="true">{view.sort !== c.sort ? '↕' : view.dir === 'asc' ? '▲' : '▼'}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <tr><td colSpan={columns.length + 1}>{filtered ? t('emptyFiltered') : t('empty')}</td></tr>}
          {rows.map((row) => <Row key={row.ID} layer={layer} row={row} columns={columns} checked={selected.has(row.ID)} onSelect={onSelect} />)}
        </tbody>
      </Table>
    </div>
  );
}

function SelectAll({ all, some, disabled, onChange }: { all: boolean; some: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  const t = useT('review', de.review);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return <Form.Check ref={ref} id="review-select-all" aria-label={t('selectAll')} checked={all} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />;
}

type RowProps = { layer: ReviewTableProps['layer']; row: ReviewRow; columns: ReviewColumn[]; checked: boolean; onSelect: ReviewTableProps['onSelect'] };

function Row({ layer, row, columns, checked, onSelect }: RowProps) {
  const ta = useT('access', de.access);
  const t = useT('review', de.review);
  const td = useT('deadlines', deadlines);
  const f = useFormat();
  const town = useTownText();
  const name = rowName(layer, row, t, f.berlinTime);
  const status = layer.Statuses.find((s) => s.Key === row.Status);
  const cell = (c: ReviewColumn) => {
    switch (c.sort) {
      case 'created':
        return (
          <th key={c.sort} scope="row" className="fw-normal text-nowrap">
            <time dateTime={row.CreatedAt}>{f.berlinTime(row.CreatedAt)}</time>
            <Link className="d-block small" to={mapLinkTo({ workspace: layer.Workspace, layer: layer.ID, point: row.ID })} aria-label={ta('showOnMapLabel', { entry: name })}>
              {t('showOnMap')}
            </Link>
          </th>
        );
      case 'category':
        return <td key={c.sort} className="review-category">{row.CategoryPath.length > 0 ? <TownText>{row.CategoryPath.join(' › ')}</TownText> : t('none')}</td>;
      case 'status':
        return (
          <td key={c.sort} className="text-nowrap">
            <span className="map-status-swatch" style={status ? { background: status.Colour } : undefined} aria-hidden="true" />
            {status ? <span {...town}>{status.Label}</span> : t('unknownStatus', { key: row.Status })}
            {row.Hidden && <Badge bg="secondary" className="ms-2">{t('hidden')}</Badge>}
            {row.DuplicateOf && <Badge bg="info" text="dark" className="ms-2">{t('duplicateBadge')}</Badge>}
            {row.Overdue && <Badge bg="danger" className="ms-2" data-overdue={row.Overdue.Kind}><span aria-hidden="true">⏰ </span>{td('overdue', { kind: row.Overdue.Kind, days: row.Overdue.Days })}</Badge>}
          </td>
        );
      case 'votesUp':
        return <td key={c.sort} className="text-end">{f.number(row.VotesUp)}</td>;
      case 'votesDown':
        return <td key={c.sort} className="text-end">{f.number(row.VotesDown)}</td>;
      case 'comments':
        return <td key={c.sort} className="text-end">{f.number(row.Comments)}</td>;
      // Empty for points (and Fläche for lines), docs/product.md §25.1.
      case 'length':
        return <td key={c.sort} className="text-end text-nowrap">{row.Length === undefined ? '' : formatLength(row.Length, f.language)}</td>;
      case 'area':
        return <td key={c.sort} className="text-end text-nowrap">{row.Area === undefined ? '' : formatArea(row.Area, f.language)}</td>;
      default:
        return <td key={c.sort} dir="auto" className={`review-answer${c.long ? ' review-long' : ''}`}>{c.question ? row.Answers[c.question] ?? '' : ''}</td>;
    }
  };
  return (
    <tr>
      <td className="review-select">
        <Form.Check id={`review-select-${row.ID}`} aria-label={t('selectRow', { entry: name })} checked={checked} onChange={(e) => onSelect([row.ID], e.target.checked)} />
      </td>
      {columns.map(cell)}
    </tr>
  );
}

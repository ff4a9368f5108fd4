import { flattenCategories, type Layer } from '@mitmachkarte/contract';
import { useId } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import * as de from '../../../i18n/de/map';
import { FILTER_PERIODS, isFiltered, NO_FILTER, type PointFilter } from './point-filter';

type PointFilterBarProps = {
  layer: Pick<Layer, 'Statuses' | 'Schema'>;
  filter: PointFilter;
  onChange: (filter: PointFilter) => void;
  /** How many of how many points pass the filter (GET /gis/map/{layerId}: Matched, Total);
   *  undefined while the server has not answered. */
  shown: number | undefined;
  total: number | undefined;
};

/** Status, Kategorie and Zeitraum of the points the map and the list show (docs/product.md §16.1),
 *  with the count that passes, announced politely, and "Filter zurücksetzen". */
export function PointFilterBar({ layer, filter, onChange, shown, total }: PointFilterBarProps) {
  const t = de.pointFilter;
  const id = useId();
  const categories = flattenCategories(layer.Schema.Categories);
  return (
    <Form as="section" aria-labelledby={`${id}-title`} className="mb-3" onSubmit={(e) => e.preventDefault()}>
      <h2 className="visually-hidden" id={`${id}-title`}>{t.title}</h2>
      <Row className="g-2">
        <Col sm={4}>
          <Form.Group controlId={`${id}-status`}>
            <Form.Label className="small mb-0">{t.status}</Form.Label>
            <Form.Select size="sm" value={filter.status} onChange={(e) => onChange({ ...filter, status: e.target.value })}>
              <option value="">{t.all}</option>
              {layer.Statuses.map((s) => <option key={s.Key} value={s.Key}>{s.Label}</option>)}
            </Form.Select>
          </Form.Group>
        </Col>
        {categories.length > 0 && (
          <Col sm={4}>
            <Form.Group controlId={`${id}-category`}>
              <Form.Label className="small mb-0">{t.category}</Form.Label>
              <Form.Select size="sm" value={filter.category} onChange={(e) => onChange({ ...filter, category: e.target.value })}>
                <option value="">{t.all}</option>
                {categories.map(({ category, path }) => (
                  <option key={category.Name} value={category.Name}>{'– '.repeat(path.length)}{category.Label || category.Name}</option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        <Col sm={4}>
          <Form.Group controlId={`${id}-period`}>
            <Form.Label className="small mb-0">{t.period}</Form.Label>
            <Form.Select size="sm" value={filter.days} onChange={(e) => onChange({ ...filter, days: Number(e.target.value) })}>
              {FILTER_PERIODS.map((d) => <option key={d} value={d}>{t.periodOf(d)}</option>)}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <p className="small mt-1 mb-0 d-flex align-items-center gap-2">
        <span role="status">{shown !== undefined && total !== undefined ? t.count(shown, total) : ''}</span>
        {isFiltered(filter) && <Button variant="link" size="sm" className="p-0" onClick={() => onChange(NO_FILTER)}>{t.reset}</Button>}
      </p>
    </Form>
  );
}

import { flattenCategories, type Category, type Layer } from '@mitmachkarte/contract';
import { useEffect, useRef, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTownText } from '../../components/town-text';
import * as de from '../../i18n/de/review';
import { useT } from '../../i18n/runtime';
import { isFiltered, type ReviewView } from './review-view';

/** How long typing pauses before the search is sent, in milliseconds. */
export const SEARCH_DELAY_MS = 400;

type ReviewFiltersProps = {
  layer: Pick<Layer, 'Statuses' | 'Schema'>;
  view: ReviewView;
  /** A change of the filter (the page starts again at 1). */
  onChange: (change: Partial<ReviewView>) => void;
  onReset: () => void;
  /** The filter's problem in German, shown at the period's end (the only field a person can get wrong). */
  problem: string | undefined;
};

/** „A › B“: a category by the labels of its path from the top. */
function pathLabel(categories: readonly Category[], path: readonly string[], category: Category): string {
  const labels: string[] = [];
  let level = categories;
  for (const name of path) {
    const found = level.find((c) => c.Name === name);
    labels.push(found ? found.Label || found.Name : name);
    level = found?.Children ?? [];
  }
  return [...labels, category.Label || category.Name].join(' › ');
}

/** The filter above the review table (docs/product.md §18.1): Kategorie (with everything below
 *  it), Status, Zeitraum von and bis (days), Suche (sent once typing pauses, or at once with
 *  Enter), „Ausgeblendete und wartende Einträge einbeziehen“ (`moderation=alle`; without it the
 *  table, the charts and the exports take only what the moderation let through, §18) and „Filter
 *  zurücksetzen“. The fields stand side by side on wide screens and stack on phones. */
export function ReviewFilters({ layer, view, onChange, onReset, problem }: ReviewFiltersProps) {
  const t = useT('review', de.review);
  const town = useTownText();
  const categories = flattenCategories(layer.Schema.Categories);
  const search = useDebouncedSearch(view.q, (q) => onChange({ q }));
  return (
    <section aria-labelledby="review-filters-title" className="mb-3">
      <h2 id="review-filters-title" className="h6 mb-2">{t('filters')}</h2>
      <Row className="g-2 align-items-end">
        {categories.length > 0 && (
          <Col xs={12} sm={6} lg={3}>
            <Form.Group controlId="review-category">
              <Form.Label className="small mb-0">{t('category')}</Form.Label>
              <Form.Select size="sm" value={view.category} onChange={(e) => onChange({ category: e.target.value })}>
                <option value="">{t('all')}</option>
                {categories.map(({ category, path }) => (
                  <option key={category.Name} value={category.Name} {...town}>{pathLabel(layer.Schema.Categories, path, category)}</option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        <Col xs={12} sm={6} lg={2}>
          <Form.Group controlId="review-status">
            <Form.Label className="small mb-0">{t('status')}</Form.Label>
            <Form.Select size="sm" value={view.status} onChange={(e) => onChange({ status: e.target.value })}>
              <option value="">{t('all')}</option>
              {layer.Statuses.map((s) => <option key={s.Key} value={s.Key} {...town}>{s.Label}</option>)}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Group controlId="review-from">
            <Form.Label className="small mb-0">{t('from')}</Form.Label>
            <Form.Control size="sm" type="date" value={view.from} max={view.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
          </Form.Group>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Group controlId="review-to">
            <Form.Label className="small mb-0">{t('to')}</Form.Label>
            <Form.Control size="sm" type="date" value={view.to} min={view.from || undefined} isInvalid={Boolean(problem)}
              aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'review-filter-problem' : undefined}
              onChange={(e) => onChange({ to: e.target.value })} />
          </Form.Group>
        </Col>
        <Col xs={12} lg={3}>
          <Form.Group controlId="review-search">
            <Form.Label className="small mb-0">{t('search')}</Form.Label>
            <Form.Control size="sm" type="search" value={search.text} autoComplete="off" aria-describedby="review-search-hint"
              onChange={(e) => search.setText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && search.flush()} />
            <Form.Text id="review-search-hint" className="visually-hidden">{t('searchHint')}</Form.Text>
          </Form.Group>
        </Col>
      </Row>
      <Form.Check className="mt-2 mb-0" type="checkbox" id="review-moderated" label={t('moderated')} checked={view.moderation === 'alle'}
        aria-describedby="review-moderated-hint" onChange={(e) => onChange({ moderation: e.target.checked ? 'alle' : '' })} />
      <Form.Text id="review-moderated-hint" className="d-block mt-0">{t('moderatedHint')}</Form.Text>
      <Form.Check className="mt-2 mb-0" type="checkbox" id="review-overdue" label={t('overdueOnly')} checked={view.frist === 'ueberfaellig'}
        onChange={(e) => onChange({ frist: e.target.checked ? 'ueberfaellig' : '' })} />
      {problem && <p id="review-filter-problem" className="text-danger small mt-1 mb-0" role="alert">{problem}</p>}
      {isFiltered(view) && (
        <Button variant="link" size="sm" className="px-0 mt-1" onClick={onReset}>{t('reset')}</Button>
      )}
    </section>
  );
}

/** The search field's text, handed to `send` once typing pauses for SEARCH_DELAY_MS (or at once by
 *  `flush`, on Enter). A change of `sent` from elsewhere (Back, „Filter zurücksetzen“)
 *  replaces the text; the one just sent does not, so that typing on during the load is kept. */
function useDebouncedSearch(sent: string, send: (text: string) => void) {
  const [text, setText] = useState(sent);
  const last = useRef(sent);
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    if (sent !== last.current) {
      last.current = sent;
      setText(sent);
    }
  }, [sent]);
  useEffect(() => {
    if (text.trim() === last.current.trim()) return undefined;
    const timer = setTimeout(() => {
      // Sent meanwhile by Enter (flush): not again, which would add the same address to the history.
      if (text.trim() === last.current.trim()) return;
      last.current = text;
      sendRef.current(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const flush = () => {
    if (text.trim() === last.current.trim()) return;
    last.current = text;
    send(text);
  };
  return { text, setText, flush };
}

import { ReviewFilter, type Category, type PointStatus } from '@mitmachkarte/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { reviewCharts } from '../../i18n/de/review-charts';
import { useTownText } from '../../components/town-text';
import { useT } from '../../i18n/runtime';
import { categoryChoices } from './review-filter';

type Draft = { category: string; status: string; from: string; to: string; q: string; moderation: '' | 'alle' };
const draftOf = (f: ReviewFilter): Draft => ({
  category: f.category ?? '', status: f.status ?? '', from: f.from ?? '', to: f.to ?? '', q: f.q ?? '', moderation: f.moderation === 'alle' ? 'alle' : '',
});

/** The filter of the charts, as in the review table (docs/product.md §18.2): Kategorie,
 *  Status, Zeitraum (von, bis), Suche and „Ausgeblendete und wartende Einträge einbeziehen“.
 *  „Anwenden“ hands the filter on (into the address); „Filter zurücksetzen“ clears it. */
export function FilterForm({ filter, categories, statuses, onApply }: {
  filter: ReviewFilter;
  categories: readonly Category[];
  statuses: readonly PointStatus[];
  onApply: (filter: ReviewFilter) => void;
}) {
  const t = useT('reviewCharts', reviewCharts);
  const town = useTownText();
  const [draft, setDraft] = useState(() => draftOf(filter));
  const [periodError, setPeriodError] = useState('');
  // The address changes by the back button too: the fields follow it.
  useEffect(() => setDraft(draftOf(filter)), [filter]);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ReviewFilter.safeParse(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== '')));
    if (!parsed.success) {
      setPeriodError(parsed.error.issues[0]?.message ?? t('badPeriod'));
      document.getElementById('charts-filter-to')?.focus();
      return;
    }
    setPeriodError('');
    onApply(parsed.data);
  };
  return (
    <Form onSubmit={submit} className="no-print mb-3" aria-label={t('filters')} noValidate>
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={6} lg={3}>
          <Form.Group controlId="charts-filter-category">
            <Form.Label className="small mb-1">{t('category')}</Form.Label>
            <Form.Select size="sm" value={draft.category} onChange={set('category')}>
              <option value="">{t('all')}</option>
              {categoryChoices(categories).map((c) => (
                <option key={c.key} value={c.key} {...town}>{`${'– '.repeat(c.depth)}${c.label}`}</option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} sm={6} lg={2}>
          <Form.Group controlId="charts-filter-status">
            <Form.Label className="small mb-1">{t('status')}</Form.Label>
            <Form.Select size="sm" value={draft.status} onChange={set('status')}>
              <option value="">{t('all')}</option>
              {statuses.map((s) => <option key={s.Key} value={s.Key} {...town}>{s.Label}</option>)}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Group controlId="charts-filter-from">
            <Form.Label className="small mb-1">{t('from')}</Form.Label>
            <Form.Control size="sm" type="date" value={draft.from} onChange={set('from')} />
          </Form.Group>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Group controlId="charts-filter-to">
            <Form.Label className="small mb-1">{t('to')}</Form.Label>
            <Form.Control size="sm" type="date" value={draft.to} onChange={set('to')} isInvalid={Boolean(periodError)}
              aria-describedby={periodError ? 'charts-filter-to-error' : undefined} />
          </Form.Group>
        </Col>
        <Col xs={12} lg={3}>
          <Form.Group controlId="charts-filter-q">
            <Form.Label className="small mb-1">{t('search')}</Form.Label>
            <Form.Control size="sm" type="search" value={draft.q} onChange={set('q')} maxLength={200} />
          </Form.Group>
        </Col>
      </Row>
      <Form.Check className="mt-2" type="checkbox" id="charts-filter-moderated" label={t('moderated')} checked={draft.moderation === 'alle'}
        onChange={(e) => setDraft((d) => ({ ...d, moderation: e.target.checked ? 'alle' : '' }))} />
      {periodError && <div id="charts-filter-to-error" className="text-danger small mt-1" role="alert">{periodError}</div>}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button type="submit" size="sm">{t('apply')}</Button>
        <Button type="button" size="sm" variant="outline-secondary" onClick={() => { setPeriodError(''); onApply({}); }}>{t('reset')}</Button>
      </div>
    </Form>
  );
}

import type { ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import * as de from '../../i18n/de/review';
import { useT } from '../../i18n/runtime';
import { PAGE_SIZES, pageCount, type ReviewView } from './review-view';

type ReviewPagingProps = {
  view: ReviewView;
  /** How many entries match the filter. */
  total: number;
  /** The header of the sorted column. */
  sortLabel: string;
  onChange: (change: Partial<ReviewView>) => void;
};

/** Paging of the review table (docs/product.md §18.1): „{n} Einträge“, „Seite x von y“ and the sort,
 *  announced politely whenever they change; „Einträge je Seite“ (25, 50, 100, 200; back to page 1); Erste
 *  Seite, Zurück, Weiter, Letzte Seite — buttons, so all of it works by keyboard. */
export function ReviewPaging({ view, total, sortLabel, onChange }: ReviewPagingProps) {
  const t = useT('review', de.review);
  const pages = pageCount(total, view.pageSize);
  const page = Math.min(view.page, pages);
  const go = (next: number) => onChange({ page: next });
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2 review-paging">
      <p className="mb-0 me-auto" role="status" aria-live="polite">
        <strong>{t('entries', { n: total })}</strong> · {t('page', { page, pages })} · <span className="small">{t('sortedBy', { column: sortLabel, dir: view.dir })}</span>
      </p>
      <Form.Group controlId="review-page-size" className="d-flex align-items-center gap-2">
        <Form.Label className="small mb-0 text-nowrap">{t('pageSize')}</Form.Label>
        <Form.Select size="sm" className="w-auto" value={view.pageSize} onChange={(e) => onChange({ pageSize: Number(e.target.value) })}>
          {PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
        </Form.Select>
      </Form.Group>
      <nav aria-label={t('paging')} className="d-flex flex-wrap gap-1">
        <PageButton off={page <= 1} onClick={() => go(1)}>{t('first')}</PageButton>
        <PageButton off={page <= 1} onClick={() => go(page - 1)}>{t('previous')}</PageButton>
        <PageButton off={page >= pages} onClick={() => go(page + 1)}>{t('next')}</PageButton>
        <PageButton off={page >= pages} onClick={() => go(pages)}>{t('last')}</PageButton>
      </nav>
    </div>
  );
}

/** A paging button; where it leads nowhere it is marked unavailable (aria-disabled) but keeps the
 *  focus, so that a keyboard user who reaches the last page is not thrown back to the page's top. */
function PageButton({ off, onClick, children }: { off: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button size="sm" variant="outline-secondary" aria-disabled={off || undefined} className={off ? 'review-page-off' : undefined}
      onClick={() => !off && onClick()}>
      {children}
    </Button>
  );
}

import { useEffect } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/audit';
import { useT } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';
import { useTownText } from '../../components/town-text';
import { AUDIT_SCREEN_PAGE_SIZE, auditCsvUrl, useAuditPage } from './api';
import { pageCount, pageFromParam } from './audit-paging';
import './audit.css';

/** One log (`path`: the whole log's address or a workspace's) as the screen „Protokoll“ shows it
 *  (docs/product.md §16.4): a table of Zeit (Berlin time), Wer, Aktion, Vorher, Nachher, newest
 *  first; „Seite x von y“ with Zurück and Weiter (the page is kept in the address as `?seite=`,
 *  so that reloading and the browser's back button keep it); the CSV download. */
export function AuditLog({ path }: { path: string }) {
  const tc = useT('common', de.common);
  const t = useT('audit', de.audit);
  const format = useFormat();
  // The entries' texts are the server's German (docs/product.md §16.4).
  const german = useTownText();
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('seite'));
  const query = useAuditPage(path, page);
  const pages = query.data ? pageCount(query.data.Total, AUDIT_SCREEN_PAGE_SIZE) : page;
  const go = (next: number) => setParams((p) => {
    p.set('seite', String(next));
    return p;
  });
  // An address past the last page (entries gone, a stale link) shows the last one.
  const pastLast = query.data !== undefined && !query.isPlaceholderData && page > pages;
  useEffect(() => {
    if (pastLast) go(pages);
  }, [pastLast, pages]);

  if (query.isPending) return <p role="status">{tc('loading')}</p>;
  if (query.isError) return <p className="text-danger" role="alert">{failureText(t('loadFailed'), query.error)}</p>;
  const { Total, Entries } = query.data;
  return (
    <section aria-label={t('title')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <nav aria-label={t('pages')} className="d-flex align-items-center gap-2 me-auto">
          <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => go(page - 1)}>{t('previous')}</Button>
          <span aria-live="polite">{t('page', { page: Math.min(page, pages), pages })}</span>
          <Button size="sm" variant="outline-secondary" disabled={page >= pages} onClick={() => go(page + 1)}>{t('next')}</Button>
        </nav>
        <a className="btn btn-sm btn-outline-primary" href={auditCsvUrl(path)} download>{t('csv')}</a>
      </div>
      {/* Wide texts scroll inside this box, never the page; the box takes the focus to scroll by keyboard. */}
      <div className="table-responsive audit-table" role="region" aria-label={t('tableRegion')} tabIndex={0}>
        <Table striped size="sm" className="align-top mb-0">
          <caption className="caption-top">{t('caption')}: {t('entries', { total: Total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('who')}</th>
              <th scope="col">{t('action')}</th>
              <th scope="col">{t('before')}</th>
              <th scope="col">{t('after')}</th>
            </tr>
          </thead>
          <tbody>
            {Entries.length === 0 && <tr><td colSpan={5}>{t('empty')}</td></tr>}
            {Entries.map((e) => (
              <tr key={e.ID}>
                <td className="text-nowrap"><time dateTime={e.At}>{format.berlinTime(e.At)}</time></td>
                <td>{e.By || '–'}</td>
                <td {...german}>{e.Summary}</td>
                <td {...german}>{e.Before}</td>
                <td {...german}>{e.After}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}

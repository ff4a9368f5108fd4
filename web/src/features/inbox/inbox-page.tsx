import { INBOX_COUNT_MAX, INBOX_FILTERS, type InboxFilter, type InboxRow } from '@mitmachkarte/contract';
import { useId, useState } from 'react';
import { Alert, Badge, Button, Container, Form, ListGroup } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import { RequireLogin } from '../../components/login-notice';
import * as de from '../../i18n/de/inbox';
import { deadlines } from '../../i18n/de/deadlines';
import { report, REPORT_REASON_KEYS } from '../../i18n/de/moderation';
import { responsibility } from '../../i18n/de/responsibility';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useInboxCountOf } from '../../lib/inbox';
import { mapLinkTo } from '../../lib/map-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormat } from '../../lib/use-format';
import { INBOX_PAGE_SIZE, useInbox, useMarkSeen } from './api';
import { BulkAssign } from './bulk-assign';

/** The filter of the address (`?filter=`); anything else is the default `neu`. */
const filterOf = (value: string | null): InboxFilter => (INBOX_FILTERS as readonly string[]).includes(value ?? '') ? value as InboxFilter : 'neu';
const keyOf = (r: InboxRow) => `${r.Kind}:${r.ReportID ?? r.CommentID ?? r.PointID}`;
const idOf = (r: InboxRow) => r.ReportID ?? r.CommentID ?? r.PointID;

/** The team's inbox of a project, `/#/eingang/{workspaceId}` (docs/product.md §16.9): new entries,
 *  comments and reports, newest first, filtered by `?filter=` (neu, alle, freigabe, gemeldet, and
 *  mir, ohne of §16.10) and paged by `?seite=`, each with who is responsible for its entry; the
 *  reader marks checked items or all as read, or sets the responsibility for their entries (§16.10). Visitors are asked to log in. */
export function InboxPage() {
  const t = useT('inbox', de.inbox);
  const { workspaceId = '' } = useParams();
  // The project's name comes with the counts the bar asks for anyway.
  const project = useInboxCountOf(workspaceId, true);
  const title = project ? t('title', { project: project.Name }) : t('pageTitle');
  useDocumentTitle(title);
  return <RequireLogin title={t('pageTitle')}><Inbox workspaceId={workspaceId} title={title} /></RequireLogin>;
}

function Inbox({ workspaceId, title }: { workspaceId: string; title: string }) {
  const tc = useT('common', de.common);
  const t = useT('inbox', de.inbox);
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search.get('filter'));
  const page = Math.max(1, Number.parseInt(search.get('seite') ?? '1', 10) || 1);
  const inbox = useInbox(workspaceId, filter, page);
  const mark = useMarkSeen(workspaceId);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const ids = { filter: useId(), list: useId() };

  const go = (next: { filter?: InboxFilter; page?: number }) => {
    const params = new URLSearchParams();
    const f = next.filter ?? filter;
    if (f !== 'neu') params.set('filter', f);
    const p = next.page ?? (next.filter ? 1 : page);
    if (p > 1) params.set('seite', String(p));
    setSearch(params);
    setChecked(new Set());
  };
  const rows = inbox.data?.Rows ?? [];
  const pages = Math.max(1, Math.ceil((inbox.data?.Total ?? 0) / INBOX_PAGE_SIZE));
  const toggle = (key: string, on: boolean) => setChecked((old) => {
    const next = new Set(old);
    if (on) next.add(key); else next.delete(key);
    return next;
  });
  const markSeen = (all: boolean) => {
    const items = all ? undefined : rows.filter((r) => checked.has(keyOf(r))).map((r) => ({ Kind: r.Kind, ID: idOf(r) }));
    mark.mutate(items, {
      onSuccess: () => { setChecked(new Set()); showAlert('success', t('marked')); },
      onError: (err) => showAlert('warning', failureText(t('markFailed'), err)),
    });
  };

  return (
    <Container className="py-4 inbox-page">
      <h1 className="h3">{title}</h1>
      <p><Link to="/meine-projekte">{t('back')}</Link></p>
      <p>{t('intro')}</p>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId={ids.filter}>
          <Form.Label className="mb-0">{t('filterLabel')}</Form.Label>
          <Form.Select value={filter} onChange={(e) => go({ filter: filterOf(e.target.value) })}>
            {INBOX_FILTERS.map((f) => <option key={f} value={f}>{t(`filter_${f}`)}</option>)}
          </Form.Select>
        </Form.Group>
        <Button variant="outline-primary" disabled={checked.size === 0 || mark.isPending} onClick={() => markSeen(false)}>{t('markSeen')}</Button>
        <Button variant="outline-secondary" disabled={mark.isPending} onClick={() => markSeen(true)}>{t('markAllSeen')}</Button>
        <BulkAssign workspaceId={workspaceId} pointIds={[...new Set(rows.filter((r) => checked.has(keyOf(r))).map((r) => r.PointID))]} onDone={() => setChecked(new Set())} />
      </div>
      {inbox.isPending && <p role="status">{tc('loading')}</p>}
      {inbox.isError && <Alert variant="warning">{failureText(t('loadFailed'), inbox.error)}</Alert>}
      {inbox.data && (
        <>
          <p role="status">{inbox.data.Total === 0 ? t(`empty_${filter}`) : t('count', { n: inbox.data.Total, bound: inbox.data.Total >= INBOX_COUNT_MAX ? 'least' : 'exact' })}</p>
          {rows.length > 0 && (
            <>
              <Form.Check className="mb-2" id={`${ids.list}-all`} label={t('selectAll')}
                checked={rows.every((r) => checked.has(keyOf(r)))}
                onChange={(e) => setChecked(e.target.checked ? new Set(rows.map(keyOf)) : new Set())} />
              <ListGroup as="ul" aria-label={t('listLabel')}>
                {rows.map((r) => (
                  <InboxItem key={keyOf(r)} row={r} workspaceId={workspaceId} checked={checked.has(keyOf(r))} onCheck={(on) => toggle(keyOf(r), on)} />
                ))}
              </ListGroup>
            </>
          )}
          {pages > 1 && (
            <nav aria-label={t('pages')} className="d-flex align-items-center gap-2 mt-3">
              <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>{t('previous')}</Button>
              <span>{t('pageOf', { page, pages })}</span>
              <Button variant="outline-secondary" size="sm" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>{t('next')}</Button>
            </nav>
          )}
        </>
      )}
    </Container>
  );
}

type InboxItemProps = { row: InboxRow; workspaceId: string; checked: boolean; onCheck: (on: boolean) => void };

/** One item: its checkbox, „Neu“ in words, what it is, the entry's title, map, author and time,
 *  who is responsible („Zuständig: Tiefbauamt · Erika Muster“),
 *  the text, its state, and links to the map and (waiting items, open reports) the moderation. */
function InboxItem({ row, workspaceId, checked, onCheck }: InboxItemProps) {
  const t = useT('inbox', de.inbox);
  const tr = useT('report', report);
  const ts = useT('responsibility', responsibility);
  const td = useT('deadlines', deadlines);
  const f = useFormat();
  const id = useId();
  const what = t('what', { kind: t(`kind_${row.Kind}`), title: row.Title || t('untitled') });
  const waiting = row.Moderation?.State === 'pending';
  const openReport = row.ReportState === 'open';
  const assigned = [row.Assigned.Department, row.Assigned.User].filter(Boolean).join(' · ');
  return (
    <ListGroup.Item as="li" className="d-flex gap-2 align-items-start" aria-labelledby={`${id}-title`}>
      <Form.Check id={`${id}-check`} className="mt-1" aria-label={t('select', { what })} checked={checked} onChange={(e) => onCheck(e.target.checked)} />
      <div className="flex-grow-1">
        <h2 className="h6 mb-1" id={`${id}-title`}>
          {row.New && <Badge bg="primary" className="me-2">{t('newBadge')}</Badge>}
          <span dir="auto">{what}</span>
        </h2>
        <p className="small text-body-secondary mb-1">{t('context', { layer: row.LayerName, author: row.Author || t('anonymous'), date: f.date(row.At) })}</p>
        {assigned && <p className="small mb-1">{ts('assigned', { names: assigned })}</p>}
        {row.Reason && <p className="small mb-1"><strong>{t('reason')}:</strong> {tr(REPORT_REASON_KEYS[row.Reason])}</p>}
        {row.Text && <blockquote className="mb-1" dir="auto">{row.Text}</blockquote>}
        <p className="small mb-0 d-flex flex-wrap gap-2">
          {waiting && <Badge bg="warning" text="dark">{t('waiting')}</Badge>}
          {row.Moderation?.State === 'hidden' && <Badge bg="secondary">{t('hidden')}</Badge>}
          {row.ReportState && <Badge bg={openReport ? 'danger' : 'secondary'}>{openReport ? t('reportOpen') : t('reportClosed')}</Badge>}
          {row.Overdue && <Badge bg="danger" data-overdue={row.Overdue.Kind}><span aria-hidden="true">⏰ </span>{td('overdue', { kind: row.Overdue.Kind, days: row.Overdue.Days })}</Badge>}
          <Link to={mapLinkTo({ workspace: workspaceId, layer: row.Layer, point: row.PointID })} aria-label={t('showOnMapLabel', { title: what })}>{t('showOnMap')}</Link>
          {(waiting || openReport) && <Link to={`/moderation/${encodeURIComponent(workspaceId)}`}>{t('toModeration')}</Link>}
        </p>
      </div>
    </ListGroup.Item>
  );
}

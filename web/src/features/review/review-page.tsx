import type { Layer } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { ExportMenu } from '../../components/export-menu';
import { failureText } from '../../components/failure-alert';
import { RequireLogin } from '../../components/login-notice';
import { ManagerPage } from '../../components/manager-page';
import * as de from '../../i18n/de/review';
import { useT } from '../../i18n/runtime';
import { chartsPath } from '../../lib/evaluation-links';
import { layerQueryOptions, workspaceQueryOptions } from '../../lib/gis';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSearchChanges } from '../../lib/use-search-changes';
import { useReviewPage } from './api';
import { BulkActions } from './bulk-actions';
import { reviewColumns } from './review-columns';
import { ReviewFilters } from './review-filters';
import { ReviewPaging } from './review-paging';
import { ReviewTable } from './review-table';
import { apiQuery, clearFilter, filterOf, filterProblem, isFiltered, nextSort, pageCount, readView, writeView, type ReviewView } from './review-view';
import './review.css';

/** /auswertung/{layerId}, the review table „Auswertung: {Karte}“ (docs/product.md §18.1) for the
 *  managers of the layer's workspace; visitors are asked to log in, and the server's refusal
 *  (403, 401) is shown in its words. */
export function ReviewPage() {
  const t = useT('review', de.review);
  return <RequireLogin title={t('title')}><Review /></RequireLogin>;
}

function Review() {
  const tc = useT('common', de.common);
  const t = useT('review', de.review);
  const { layerId = '' } = useParams();
  const layer = useQuery({ ...layerQueryOptions(layerId), meta: { silent: true }, retry: false });
  const workspaceId = layer.data?.Workspace;
  const workspace = useQuery({ ...workspaceQueryOptions(workspaceId ?? ''), enabled: Boolean(workspaceId), meta: { silent: true }, retry: false });
  const title = layer.data ? t('pageTitle', { layer: layer.data.Name }) : t('title');
  useDocumentTitle(title);
  return (
    <ManagerPage title={title} className="review-page" project={workspace.data ? t('project', { workspace: workspace.data.Name }) : null}
      back={{ to: workspaceId ? `/workspaces?workspace=${encodeURIComponent(workspaceId)}` : '/workspaces', label: t('back') }}>
      {layer.isPending && <p role="status">{tc('loading')}</p>}
      {layer.isError && <Alert variant="warning" role="alert">{failureText(t('layerFailed'), layer.error)}</Alert>}
      {layer.data && <ReviewBody layer={layer.data} />}
    </ManagerPage>
  );
}

/** The filter, the links to the charts and the exports, the paging, the bulk actions and the table
 *  of one layer; what is shown lives in the address (review-view.ts), and every change is composed
 *  on the address last asked for (lib/use-search-changes.ts). The links are built from the same
 *  view as the table's query, in the same render, so that they carry the filter the table shows.
 *  The selection belongs to the rows shown: another page, sort or filter starts without one. */
function ReviewBody({ layer }: { layer: Layer }) {
  const tc = useT('common', de.common);
  const t = useT('review', de.review);
  const [params, changeParams] = useSearchChanges();
  const view = readView(params);
  const problem = filterProblem(view);
  const page = useReviewPage(layer.ID, view, problem === undefined);
  const shown = apiQuery(view);
  const [selection, setSelection] = useState<{ of: string; ids: ReadonlySet<string> }>({ of: shown, ids: new Set() });
  const selected = selection.of === shown ? selection.ids : new Set<string>();

  const change = (part: Partial<ReviewView>) => changeParams((p) => writeView(p, part));
  const select = (ids: readonly string[], checked: boolean) => {
    const next = new Set(selected);
    for (const id of ids) if (checked) next.add(id); else next.delete(id);
    setSelection({ of: shown, ids: next });
  };

  // An address past the last page (entries gone, a stale link) shows the last one.
  const pages = page.data ? pageCount(page.data.Total, view.pageSize) : view.page;
  const pastLast = page.data !== undefined && !page.isPlaceholderData && view.page > pages;
  useEffect(() => {
    if (pastLast) changeParams((p) => writeView(p, { page: pages }), { replace: true });
  }, [pastLast, pages, changeParams]);

  const rows = page.data?.Rows ?? [];
  return (
    <>
      <p>{t('intro')}</p>
      <ReviewFilters layer={layer} view={view} problem={problem} onChange={change} onReset={() => changeParams((p) => clearFilter(p))} />
      {problem === undefined && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <Link className="btn btn-sm btn-outline-primary" to={chartsPath(layer.ID, filterOf(view))}>{t('charts')}</Link>
          <ExportMenu layerId={layer.ID} id="review-export" filter={filterOf(view)} variant="outline-primary"
            label={t('exportMenu')} name={t('exportMenuLabel')} entryName={(format) => t('exportLabel', { format })} />
        </div>
      )}
      {problem === undefined && page.isPending && <p role="status">{tc('loading')}</p>}
      {page.isError && <Alert variant="warning" role="alert">{failureText(t('loadFailed'), page.error)}</Alert>}
      {problem === undefined && page.data && (
        <>
          <ReviewPaging view={view} total={page.data.Total} onChange={change}
            sortLabel={reviewColumns(layer, t).find((c) => c.sort === view.sort)?.label ?? view.sort} />
          <BulkActions layer={layer} rows={rows} selected={selected} onDone={(failed) => setSelection({ of: shown, ids: new Set(failed) })} />
          <ReviewTable layer={layer} rows={rows} view={view} filtered={isFiltered(view)} busy={page.isFetching}
            onSort={(column) => change(nextSort(view, column))} selected={selected} onSelect={select} />
        </>
      )}
    </>
  );
}

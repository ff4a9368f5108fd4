import type { Layer } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useParams, useSearchParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import { RequireLogin } from '../../components/login-notice';
import { ManagerPage } from '../../components/manager-page';
import * as de from '../../i18n/de/review';
import { layerQueryOptions, workspaceQueryOptions } from '../../lib/gis';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReviewPage } from './api';
import { BulkActions } from './bulk-actions';
import { reviewColumns } from './review-columns';
import { ReviewFilters } from './review-filters';
import { ReviewPaging } from './review-paging';
import { ReviewTable } from './review-table';
import { apiQuery, clearFilter, filterProblem, isFiltered, nextSort, pageCount, readView, writeView, type ReviewView } from './review-view';
import './review.css';

const t = de.review;

/** /auswertung/{layerId}, the review table „Auswertung: {Karte}“ (docs/product.md §18.1) for the
 *  managers of the layer's workspace; visitors are asked to log in, and the server's refusal
 *  (403, 401) is shown in its words. */
export function ReviewPage() {
  return <RequireLogin title={t.title}><Review /></RequireLogin>;
}

function Review() {
  const { layerId = '' } = useParams();
  const layer = useQuery({ ...layerQueryOptions(layerId), meta: { silent: true }, retry: false });
  const workspaceId = layer.data?.Workspace;
  const workspace = useQuery({ ...workspaceQueryOptions(workspaceId ?? ''), enabled: Boolean(workspaceId), meta: { silent: true }, retry: false });
  const title = layer.data ? t.pageTitle(layer.data.Name) : t.title;
  useDocumentTitle(title);
  return (
    <ManagerPage title={title} className="review-page" project={workspace.data ? t.project(workspace.data.Name) : null}
      back={{ to: workspaceId ? `/workspaces?workspace=${encodeURIComponent(workspaceId)}` : '/workspaces', label: t.back }}>
      {layer.isPending && <p role="status">{de.common.loading}</p>}
      {layer.isError && <Alert variant="warning" role="alert">{failureText(t.layerFailed, layer.error)}</Alert>}
      {layer.data && <ReviewBody layer={layer.data} />}
    </ManagerPage>
  );
}

/** The filter, the paging, the bulk actions and the table of one layer; what is shown lives in the
 *  address (review-view.ts). The selection belongs to the rows shown: another page, sort or filter
 *  starts without one. */
function ReviewBody({ layer }: { layer: Layer }) {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const problem = filterProblem(view);
  const page = useReviewPage(layer.ID, view, problem === undefined);
  const shown = apiQuery(view);
  const [selection, setSelection] = useState<{ of: string; ids: ReadonlySet<string> }>({ of: shown, ids: new Set() });
  const selected = selection.of === shown ? selection.ids : new Set<string>();

  const change = (part: Partial<ReviewView>) => setParams((p) => writeView(p, part));
  const select = (ids: readonly string[], checked: boolean) => {
    const next = new Set(selected);
    for (const id of ids) if (checked) next.add(id); else next.delete(id);
    setSelection({ of: shown, ids: next });
  };

  // An address past the last page (entries gone, a stale link) shows the last one.
  const pages = page.data ? pageCount(page.data.Total, view.pageSize) : view.page;
  const pastLast = page.data !== undefined && !page.isPlaceholderData && view.page > pages;
  useEffect(() => {
    if (pastLast) setParams((p) => writeView(p, { page: pages }), { replace: true });
  }, [pastLast, pages, setParams]);

  const rows = page.data?.Rows ?? [];
  return (
    <>
      <p>{t.intro}</p>
      <ReviewFilters layer={layer} view={view} problem={problem} onChange={change} onReset={() => setParams((p) => clearFilter(p))} />
      {problem === undefined && page.isPending && <p role="status">{de.common.loading}</p>}
      {page.isError && <Alert variant="warning" role="alert">{failureText(t.loadFailed, page.error)}</Alert>}
      {problem === undefined && page.data && (
        <>
          <ReviewPaging view={view} total={page.data.Total} onChange={change}
            sortLabel={reviewColumns(layer).find((c) => c.sort === view.sort)?.label ?? view.sort} />
          <BulkActions layer={layer} rows={rows} selected={selected} onDone={(failed) => setSelection({ of: shown, ids: new Set(failed) })} />
          <ReviewTable layer={layer} rows={rows} view={view} filtered={isFiltered(view)} busy={page.isFetching}
            onSort={(column) => change(nextSort(view, column))} selected={selected} onSelect={select} />
        </>
      )}
    </>
  );
}

import type { ReviewFilter, ReviewStats } from '@mitmachkarte/contract';
import { useMemo } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import { ChartFigure } from '../../components/charts/chart-figure';
import { formatShare } from '../../components/charts/chart-specs';
import { usePrintOpensDetails } from '../../components/charts/use-print-opens-details';
import { failureDetail } from '../../components/failure-alert';
import { RequireLogin } from '../../components/login-notice';
import * as de from '../../i18n/de/common';
import { charts, reviewCharts } from '../../i18n/de/review-charts';
import { useT } from '../../i18n/runtime';
import { ApiError } from '../../lib/api-client';
import { filterSearch, reviewPath } from '../../lib/evaluation-links';
import { useLayer, useWorkspace } from '../../lib/gis';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormat } from '../../lib/use-format';
import { useReviewStats } from './api';
import { overviewCharts, questionChart, type ChartTexts } from './chart-data';
import { FilterForm } from './filter-form';
import { HeatMap } from './heat-map';
import { ParticipantsSection } from './participants-section';
import { ProjectFigures } from './project-figures';
import { filterFromSearch, filterInWords } from './review-filter';

/** `/#/auswertung/{layerId}/diagramme` (docs/product.md §18.2, §18.5): the charts of a map's
 *  entries for the managers of its project, with the review table's filter in the address, then
 *  the section „Bearbeitung“ with the figures of the whole project (§16.11), „Wer hat
 *  teilgenommen?“ with its participants by profile answers (§25.3), and its printed
 *  report. Visitors are asked to log in; the server refuses everyone else. */
export function ReviewChartsPage() {
  const t = useT('reviewCharts', reviewCharts);
  return <RequireLogin title={t('titleFallback')} text={t('loginFirst')}><ReviewCharts /></RequireLogin>;
}

/** Why the figures could not be loaded (401, 403, else the server's message). */
function loadFailure(error: unknown, t: ChartTexts['t']): string {
  if (error instanceof ApiError && error.status === 401) return t('notLoggedIn');
  if (error instanceof ApiError && error.status === 403) return t('notAllowed');
  return [t('loadFailed'), failureDetail(error)].filter(Boolean).join(' ');
}

/** The texts and formats of the charts in the current language (ChartTexts). */
function useChartTexts(): ChartTexts {
  const c = useT('charts', charts);
  const t = useT('reviewCharts', reviewCharts);
  const f = useFormat();
  return useMemo(() => ({ c, t, f }), [c, t, f]);
}

function ReviewCharts() {
  const tc = useT('common', de.common);
  const texts = useChartTexts();
  const { t, f } = texts;
  const { layerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(params), [params]);
  const layer = useLayer(layerId);
  const workspace = useWorkspace(layer.data?.Workspace);
  const stats = useReviewStats(layerId, filter);
  const title = layer.data ? t('title', { layer: layer.data.Name }) : t('titleFallback');
  useDocumentTitle(title);
  usePrintOpensDetails();
  const categories = layer.data?.Schema.Categories ?? [];
  const statuses = layer.data?.Statuses ?? [];
  const apply = (next: ReviewFilter) => setParams(filterSearch(next));
  return (
    <Container fluid="xl" className="py-3 chart-report">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <div className="d-flex flex-wrap gap-2 no-print">
          <Link className="btn btn-outline-primary btn-sm" to={reviewPath(layerId, filter)}>{t('toTable')}</Link>
          {layer.data && <Link className="btn btn-outline-primary btn-sm" to={`/kennzahlen/${encodeURIComponent(layer.data.Workspace)}`}>{t('toFigures')}</Link>}
          <Button size="sm" variant="primary" onClick={() => window.print()}>{t('print')}</Button>
        </div>
      </div>
      {workspace.data && <p className="mb-2">{t('project', { name: workspace.data.Name })}</p>}
      <p className="print-only small">{t('printedAt', { when: f.berlinTime(new Date().toISOString()) })}</p>
      <FilterForm filter={filter} categories={categories} statuses={statuses} onApply={apply} />
      <p><strong>{t('activeFilters')}:</strong> {filterInWords(filter, categories, statuses, texts)}</p>
      {stats.isPending && <p role="status">{tc('loading')}</p>}
      {stats.isError && <Alert variant="warning" role="alert">{loadFailure(stats.error, t)}</Alert>}
      {stats.data && <StatsReport stats={stats.data} />}
      {stats.data && layer.data && <ProjectFigures workspaceId={layer.data.Workspace} />}
      {stats.data && layer.data && <ParticipantsSection workspaceId={layer.data.Workspace} />}
    </Container>
  );
}

/** Key figures and every chart of `stats`. */
function StatsReport({ stats }: { stats: ReviewStats }) {
  const texts = useChartTexts();
  const { c, t, f } = texts;
  const overview = useMemo(() => overviewCharts(stats, texts), [stats, texts]);
  const questions = useMemo(() => stats.Questions.map((q, i) => ({ q, chart: questionChart(q, i, stats.Total, texts) })), [stats, texts]);
  const others = questions.filter((x) => !x.chart);
  const heat = useMemo(() => ({
    spec: { kind: 'cells' as const, cells: stats.Cells },
    max: Math.max(0, ...stats.Cells.map((c) => c[2])),
  }), [stats.Cells]);
  return (
    <>
      <section aria-labelledby="key-figures-title" className="mb-4">
        <h2 id="key-figures-title" className="h5">{t('keyFigures')}</h2>
        <dl className="key-figures row mb-0">
          <dt className="col-sm-5 col-lg-3">{t('entries')}</dt>
          <dd className="col-sm-7 col-lg-9" data-figure="total">{f.number(stats.Total)}</dd>
          <dt className="col-sm-5 col-lg-3">{t('period')}</dt>
          <dd className="col-sm-7 col-lg-9" data-figure="period">
            {stats.First && stats.Last ? t('periodText', { first: f.date(stats.First), last: f.date(stats.Last) }) : t('noPeriod')}
          </dd>
        </dl>
      </section>
      {stats.Total === 0 ? <p role="status">{t('noEntries')}</p> : (
        <>
      {overview.map((chart) => <ChartFigure key={chart.id} {...chart} />)}
      <ChartFigure id="chart-cells" title={t('heatMap')} spec={heat.spec}
        summary={t('heatMapSummary', { cells: stats.Cells.length, max: heat.max })}
        visual={<HeatMap cells={stats.Cells} />}
        table={{
          columns: [t('cellSouthWest'), c('count'), c('share')],
          rows: stats.Cells.map(([lat, lng, n]) => [`${f.number(lat)}, ${f.number(lng)}`, f.number(n), formatShare(n, stats.Total, f.language)]),
        }} />
      {questions.map(({ chart }) => chart && (
        <ChartFigure key={chart.id} {...chart} note={<p className="small mb-1">{chart.note}</p>} />
      ))}
      {others.length > 0 && (
        <section aria-labelledby="other-questions-title" className="chart-card">
          <h2 id="other-questions-title" className="h5">{t('otherQuestions')}</h2>
          <p className="small">{t('noChart')}</p>
          <ul>
            {others.map(({ q }) => <li key={q.Name}>{q.Label || q.Name}: {t('answered', { n: q.Answered, total: stats.Total })}</li>)}
          </ul>
        </section>
      )}
        </>
      )}
    </>
  );
}

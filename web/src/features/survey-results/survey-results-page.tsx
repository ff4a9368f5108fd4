import { useMemo } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ChartFigure } from '../../components/charts/chart-figure';
import { formatShare } from '../../components/charts/chart-specs';
import { saveBlob } from '../../components/charts/download';
import { failureDetail } from '../../components/failure-alert';
import * as de from '../../i18n/de/common';
import { charts, surveyResults } from '../../i18n/de/review-charts';
import { useT } from '../../i18n/runtime';
import { formatNumber } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSurveyResults } from './api';
import { surveyCsv, surveyQuestions } from './survey-csv';

const t = surveyResults;

/** `/#/admin/umfrage` (docs/product.md §18.3): the results of the tram survey for holders of
 *  `admin` (the admin shell lets only them in; the server decides): the number of answer sets, a
 *  bar chart and a table per question, and „CSV herunterladen“, built in the browser. */
export function SurveyResultsPage() {
  const tc = useT('common', de.common);
  useDocumentTitle(t.title);
  const results = useSurveyResults();
  const data = results.data;
  const questions = useMemo(() => (data ? surveyQuestions(data) : []), [data]);
  const download = () => {
    if (data) saveBlob(new Blob([surveyCsv(data)], { type: 'text/csv;charset=utf-8' }), t.csvFile);
  };
  return (
    <div className="chart-report">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{t.title}</h1>
        <Button size="sm" variant="outline-primary" onClick={download} disabled={!data}>{t.csv}</Button>
      </div>
      <p>{t.intro}</p>
      {results.isPending && <p role="status">{tc('loading')}</p>}
      {results.isError && <Alert variant="warning" role="alert">{[t.loadFailed, failureDetail(results.error)].filter(Boolean).join(' ')}</Alert>}
      {data && (
        <>
          <p className="fs-5"><strong>{t.total}:</strong> <span data-figure="total">{formatNumber(data.Total)}</span></p>
          {questions.map((q) => (
            <ChartFigure key={q.id} id={`survey-${q.id}`} title={q.title} tableOpen
              spec={q.spec}
              summary={charts.barsSummary(charts.count, [...q.answers].sort((a, b) => b.count - a.count).map((a) => charts.part(a.label, formatNumber(a.count))))}
              note={q.multiple ? <p className="small mb-1">{t.usageNote}</p> : undefined}
              table={{ columns: [t.answer, charts.count, charts.share], rows: q.answers.map((a) => [a.label, formatNumber(a.count), formatShare(a.count, data.Total)]) }} />
          ))}
        </>
      )}
    </div>
  );
}

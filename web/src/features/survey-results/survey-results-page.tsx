import { useMemo } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { barsSummary } from '../../components/charts/bars-summary';
import { ChartFigure } from '../../components/charts/chart-figure';
import { formatShare } from '../../components/charts/chart-specs';
import { saveBlob } from '../../components/charts/download';
import { failureDetail } from '../../components/failure-alert';
import * as de from '../../i18n/de/survey';
import { charts, surveyResults } from '../../i18n/de/review-charts';
import { useT } from '../../i18n/runtime';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormat } from '../../lib/use-format';
import { useSurveyResults } from './api';
import { surveyCsv, surveyQuestions } from './survey-csv';

/** `/#/admin/umfrage` (docs/product.md §18.3): the results of the tram survey for holders of
 *  `admin` (the admin shell lets only them in; the server decides): the number of answer sets, a
 *  bar chart and a table per question, and „CSV herunterladen“, built in the browser. */
export function SurveyResultsPage() {
  const tc = useT('common', de.common);
  const t = useT('surveyResults', surveyResults);
  const c = useT('charts', charts);
  const s = useT('survey', de.survey);
  const f = useFormat();
  useDocumentTitle(t('title'));
  const results = useSurveyResults();
  const data = results.data;
  const questions = useMemo(() => (data ? surveyQuestions(data, s) : []), [data, s]);
  const download = () => {
    if (data) saveBlob(new Blob([surveyCsv(data)], { type: 'text/csv;charset=utf-8' }), t('csvFile'));
  };
  return (
    <div className="chart-report">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{t('title')}</h1>
        <Button size="sm" variant="outline-primary" onClick={download} disabled={!data}>{t('csv')}</Button>
      </div>
      <p>{t('intro')}</p>
      {results.isPending && <p role="status">{tc('loading')}</p>}
      {results.isError && <Alert variant="warning" role="alert">{[t('loadFailed'), failureDetail(results.error)].filter(Boolean).join(' ')}</Alert>}
      {data && (
        <>
          <p className="fs-5"><strong>{t('total')}:</strong> <span data-figure="total">{f.number(data.Total)}</span></p>
          {questions.map((q) => (
            <ChartFigure key={q.id} id={`survey-${q.id}`} title={q.title} tableOpen
              spec={q.spec}
              summary={barsSummary(q.answers, { c, f })}
              note={q.multiple ? <p className="small mb-1">{t('usageNote')}</p> : undefined}
              table={{ columns: [t('answer'), c('count'), c('share')], rows: q.answers.map((a) => [a.label, f.number(a.count), formatShare(a.count, data.Total, f.language)]) }} />
          ))}
        </>
      )}
    </div>
  );
}

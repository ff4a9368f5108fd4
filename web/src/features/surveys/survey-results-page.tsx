import { Alert, Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { barsSummary } from '../../components/charts/bars-summary';
import { ChartFigure } from '../../components/charts/chart-figure';
import { STEP_FILLS } from '../../components/charts/chart-specs';
import { failureDetail } from '../../components/failure-alert';
import * as de from '../../i18n/de/surveys-team';
import { charts } from '../../i18n/de/review-charts';
import { useT } from '../../i18n/runtime';
import { surveyExportUrl, surveyPath, useSurveyResults } from '../../lib/surveys-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormat } from '../../lib/use-format';
import { resultChart } from './results-charts';
import './surveys.css';

/** The results of a survey for the project's team (docs/product.md §25.2, Ergebnisse),
 *  `/projekt/{id}/umfragen/{surveyId}/ergebnisse`: the number of answers, per question a chart
 *  with its table (choices and yes/no as bars, ranking as mean rank, matrix as stacked bars),
 *  texts and numbers listed; „Excel (XLSX)“ and „CSV“ built by the server; „Drucken“ prints the
 *  report as the evaluation's charts print (docs/product.md §18.5). The server decides who may. */
export function SurveyResultsPage() {
  const t = useT('surveysTeam', de.surveysTeam);
  const tc = useT('common', de.common);
  const c = useT('charts', charts);
  const f = useFormat();
  const { id = '', surveyId = '' } = useParams();
  const results = useSurveyResults(surveyId);
  const data = results.data;
  useDocumentTitle(data ? t('resultsTitle', { title: data.Survey.Title }) : t('results'));
  const words = { answer: t('answer'), count: c('count'), meanRank: t('meanRank'), row: t('row'), number: f.number };
  return (
    <div className="container py-4 chart-report survey-results">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{data ? t('resultsTitle', { title: data.Survey.Title }) : t('results')}</h1>
        <div className="d-flex flex-wrap gap-2 no-print">
          <a className="btn btn-sm btn-outline-primary" href={surveyExportUrl(surveyId, 'xlsx')} download>{t('downloadXlsx')}</a>
          <a className="btn btn-sm btn-outline-primary" href={surveyExportUrl(surveyId, 'csv')} download>{t('downloadCsv')}</a>
          <Button size="sm" variant="outline-secondary" onClick={() => window.print()}>{t('print')}</Button>
        </div>
      </div>
      <p className="no-print"><Link to={surveyPath(id, surveyId)}>{t('toSurvey')}</Link></p>
      {results.isPending && <p role="status">{tc('loading')}</p>}
      {results.isError && <Alert variant="warning" role="alert">{[t('resultsFailed'), failureDetail(results.error)].filter(Boolean).join(' ')}</Alert>}
      {data && (
        <>
          <p className="fs-5"><strong>{t('total')}:</strong> <span data-figure="total">{f.number(data.Total)}</span></p>
          {data.Questions.map((q) => {
            const title = q.Question || q.Key;
            const chart = resultChart(q, words);
            if (chart) {
              return (
                <ChartFigure key={q.Key} id={`survey-${q.Key}`} title={title} tableOpen townTitle spec={chart.spec} table={chart.table}
                  summary={q.Kind === 'ranking' ? t('rankSummary', { parts: chart.parts.map((p) => `${p.label}: ${f.number(p.count)}`).join('; ') || t('none') }) : barsSummary(chart.parts, { c, f })}
                  note={q.Kind === 'ranking' ? <p className="small mb-1">{t('rankNote')}</p> : q.Kind === 'matrix' ? (
                    <ul className="list-inline small mb-1" aria-label={t('legend')}>
                      {q.Matrix[0]?.Counts.map((s, i) => (
                        <li key={s.Key} className="list-inline-item">
                          <span aria-hidden="true" className="d-inline-block me-1 align-middle" style={{ width: 14, height: 14, background: STEP_FILLS[i % STEP_FILLS.length] }} />
                          {s.Label}
                        </li>
                      ))}
                    </ul>
                  ) : undefined} />
              );
            }
            return (
              <section key={q.Key} className="chart-card" aria-labelledby={`survey-${q.Key}-title`}>
                <h2 id={`survey-${q.Key}-title`} className="h5">{title}</h2>
                <p className="small">{t('answeredBy', { count: q.Answered })}</p>
                {q.Kind === 'number' && q.Numbers.length > 0 && (
                  <p>{t('numbers', { mean: f.number(Math.round((q.Numbers.reduce((a, b) => a + b, 0) / q.Numbers.length) * 100) / 100), min: f.number(Math.min(...q.Numbers)), max: f.number(Math.max(...q.Numbers)) })}</p>
                )}
                {q.Texts.length > 0 && (
                  <details open>
                    <summary>{t('texts')}</summary>
                    <ul>{q.Texts.map((text, i) => <li key={i}>{text}</li>)}</ul>
                  </details>
                )}
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}

import type { ProjectResultsPage } from '@mitmachkarte/contract';
import { Alert, Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { barsSummary } from '../../components/charts/bars-summary';
import { ChartFigure } from '../../components/charts/chart-figure';
import { failureDetail } from '../../components/failure-alert';
import * as de from '../../i18n/de/results';
import { charts } from '../../i18n/de/review-charts';
import { useT } from '../../i18n/runtime';
import { projectMapPath, projectPagePath } from '../../lib/project-links';
import { openDataDownloadUrl, useProjectResults } from '../../lib/results-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormat } from '../../lib/use-format';

const FORMAT_NAMES = { geojson: 'GeoJSON', csv: 'CSV', gpkg: 'GeoPackage' } as const;

/** A project's public results page (docs/product.md §25.5), `/projekt/{id}/ergebnisse`: the
 *  organisation's text, „Zahlen“ as a definition list, the chosen charts (each with its text
 *  alternative and table), „Antworten der Verwaltung“ (entries per status and the answered
 *  entries, each linked to the map) and „Daten herunterladen“. Before the results phase only the
 *  team gets it, with the preview banner; everyone else gets the server's 404. Prints as a report
 *  (the charts' print styles hide the frame). */
export function ResultsPage() {
  const t = useT('results', de.results);
  const c = useT('charts', charts);
  const f = useFormat();
  const { id = '' } = useParams();
  const results = useProjectResults(id);
  const data = results.data;
  useDocumentTitle(data ? t('title', { project: data.Project.Name }) : t('heading'));
  return (
    <div className="container py-4 chart-report results-page">
      <p className="no-print mb-2"><Link to={projectPagePath(id)}>{t('toProject')}</Link></p>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">{data ? t('title', { project: data.Project.Name }) : t('heading')}</h1>
        {data && <Button size="sm" variant="outline-secondary" className="no-print" onClick={() => window.print()}>{t('print')}</Button>}
      </div>
      {results.isPending && <p role="status">{t('loading')}</p>}
      {results.isError && <Alert variant="warning" role="alert">{failureDetail(results.error) || t('loadFailed')}</Alert>}
      {data && (
        <>
          {!data.Published && (
            <Alert variant="info" className="no-print">{data.PhaseTitle ? t('preview', { phase: data.PhaseTitle }) : t('previewNoPhase')}</Alert>
          )}
          {/* Sanitised on the server (docs/security.md, Markdown), like the project's description. */}
          {data.Text && <div className="project-description mb-4" dangerouslySetInnerHTML={{ __html: data.Text }} />}
          <Figures data={data} />
          {data.Charts.map((chart, i) => {
            const title = t('chartTitle', { question: chart.QuestionText, map: chart.LayerName });
            const parts = chart.Options.map((o) => ({ label: o.Label, count: o.Count }));
            return (
              <ChartFigure key={`${chart.Layer}-${chart.Question}`} id={`results-chart-${i}`} title={title} tableOpen
                spec={{ kind: 'bars', rows: chart.Options.map((o) => ({ key: o.Key, label: o.Label, count: o.Count })) }}
                table={{ columns: [t('answer'), c('count')], rows: chart.Options.map((o) => [o.Label, f.number(o.Count)]) }}
                summary={barsSummary(parts, { c, f })} />
            );
          })}
          {data.Answers && <Answers workspaceId={id} answers={data.Answers} statusesShown={!!data.Figures.Statuses} />}
          {data.Downloads && (
            <section className="mb-4" aria-labelledby="results-downloads">
              <h2 className="h4" id="results-downloads">{t('downloads')}</h2>
              {data.Downloads.length === 0 ? <p>{t('downloadsNone')}</p> : (
                <ul className="list-unstyled">
                  {data.Downloads.map((d) => (
                    <li key={d.Layer} className="mb-2">
                      <span className="me-2">{d.LayerName}:</span>
                      {d.Formats.map((format) => (
                        <a key={format} className="btn btn-sm btn-outline-primary me-2" href={openDataDownloadUrl(d.Layer, format)} download
                          aria-label={t('downloadLabel', { map: d.LayerName, format: FORMAT_NAMES[format] })}>{FORMAT_NAMES[format]}</a>
                      ))}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** „Zahlen“: the chosen figures as a definition list, then entries per status of each map. */
function Figures({ data }: { data: ProjectResultsPage }) {
  const t = useT('results', de.results);
  const f = useFormat();
  const shown = ([['entries', data.Figures.Entries], ['participants', data.Figures.Participants], ['comments', data.Figures.Comments], ['votes', data.Figures.Votes]] as const)
    .filter(([, n]) => n !== null);
  if (shown.length === 0 && !data.Figures.Statuses) return null;
  return (
    <section className="mb-4" aria-labelledby="results-figures">
      <h2 className="h4" id="results-figures">{t('figures')}</h2>
      {shown.length > 0 && (
        <dl className="results-figures">
          {shown.map(([key, n]) => (
            <div key={key} data-figure={key}><dt>{t(key)}</dt><dd className="fs-4 mb-2">{f.number(n!)}</dd></div>
          ))}
        </dl>
      )}
      {data.Figures.Statuses?.map((s) => <StatusList key={s.Layer} title={t('byStatus', { map: s.LayerName })} counts={s.Counts} />)}
      <p className="small text-body-secondary">{t('figuresNote')}</p>
    </section>
  );
}

/** Entries per status of one map as a definition list. */
function StatusList({ title, counts }: { title: string; counts: { Key: string; Label: string; Count: number }[] }) {
  const f = useFormat();
  return (
    <>
      <h3 className="h6">{title}</h3>
      <dl className="d-flex flex-wrap gap-3">
        {counts.map((s) => <div key={s.Key}><dt className="fw-normal">{s.Label}</dt><dd className="fw-semibold mb-0">{f.number(s.Count)}</dd></div>)}
      </dl>
    </>
  );
}

/** „Antworten der Verwaltung“: entries per status of each map (unless „Zahlen“ shows them
 *  already: `statusesShown`), then the answered entries, newest first, each with its status,
 *  answer and a link to it on the map. */
function Answers({ workspaceId, answers, statusesShown }: { workspaceId: string; answers: NonNullable<ProjectResultsPage['Answers']>; statusesShown: boolean }) {
  const t = useT('results', de.results);
  const f = useFormat();
  return (
    <section className="mb-4" aria-labelledby="results-answers">
      <h2 className="h4" id="results-answers">{t('answers')}</h2>
      {!statusesShown && answers.ByStatus.map((s) => <StatusList key={s.Layer} title={t('byStatus', { map: s.LayerName })} counts={s.Counts} />)}
      {answers.Entries.length === 0 ? <p>{t('answersNone')}</p> : (
        <ul className="list-unstyled">
          {answers.Entries.map((e) => {
            const title = e.Title || t('untitled');
            return (
              <li key={e.ID} className="border-top pt-2 mb-3">
                <h3 className="h6 mb-1">
                  <Link to={`${projectMapPath(workspaceId, e.Layer)}&punkt=${encodeURIComponent(e.ID)}`} aria-label={t('onMap', { title })}>{title}</Link>
                </h3>
                <p className="small mb-1">{t('status', { status: e.Status })}{e.AnsweredAt && <> · {t('answeredOn', { date: f.dayOf(e.AnsweredAt) })}</>}</p>
                <blockquote className="mb-0 ps-2 border-start">{e.Answer}</blockquote>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

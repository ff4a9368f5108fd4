import type { WorkspaceFigures } from '@mitmachkarte/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import { ChartFigure } from '../../components/charts/chart-figure';
import { formatShare } from '../../components/charts/chart-specs';
import { usePrintOpensDetails } from '../../components/charts/use-print-opens-details';
import { figuresFailure } from '../../components/figures/figures-failure';
import { ProcessingTable } from '../../components/figures/processing-table';
import { figuresStatusLabel } from '../../components/figures/status-label';
import { RequireLogin } from '../../components/login-notice';
import * as de from '../../i18n/de/deadlines';
import { useT } from '../../i18n/runtime';
import { useFigures, type FiguresPeriod } from '../../lib/figures';
import { useWorkspace } from '../../lib/gis';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormat } from '../../lib/use-format';

/** `/#/kennzahlen/{projectId}` (docs/product.md §16.11): the figures of a project's work for its
 *  team — a table „Bearbeitung“, the entries per week and per status as charts, each with its
 *  table — for a period (`?von=&bis=`), printable. Visitors are asked to log in; the server refuses
 *  everyone else. */
export function FiguresPage() {
  const t = useT('figures', de.figures);
  return <RequireLogin title={t('titleFallback')} text={t('loginFirst')}><Figures /></RequireLogin>;
}

function Figures() {
  const tc = useT('common', de.common);
  const t = useT('figures', de.figures);
  const n = useFormat();
  const { workspaceId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const period: FiguresPeriod = useMemo(() => ({ von: params.get('von') ?? undefined, bis: params.get('bis') ?? undefined }), [params]);
  const workspace = useWorkspace(workspaceId);
  const figures = useFigures(workspaceId, period);
  const title = workspace.data ? t('title', { project: workspace.data.Name }) : t('titleFallback');
  useDocumentTitle(title);
  usePrintOpensDetails();
  return (
    <Container fluid="xl" className="py-3 chart-report">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <div className="d-flex flex-wrap gap-2 no-print">
          <Link className="btn btn-outline-primary btn-sm" to={`/eingang/${encodeURIComponent(workspaceId)}`}>{t('toInbox')}</Link>
          <Link className="btn btn-outline-primary btn-sm" to={`/workspaces?workspace=${encodeURIComponent(workspaceId)}`}>{t('toProject')}</Link>
          <Button size="sm" variant="primary" onClick={() => window.print()}>{t('print')}</Button>
        </div>
      </div>
      <p className="print-only small">{t('printedAt', { at: n.berlinTime(new Date().toISOString()) })}</p>
      <PeriodForm key={`${period.von}|${period.bis}`} period={period}
        onApply={(p) => setParams(new URLSearchParams(Object.entries(p).filter(([, v]) => v) as [string, string][]))} />
      {figures.isPending && <p role="status">{tc('loading')}</p>}
      {figures.isError && <Alert variant="warning" role="alert">{figuresFailure(figures.error, t)}</Alert>}
      {figures.data && <FiguresReport f={figures.data} />}
    </Container>
  );
}

function PeriodForm({ period, onApply }: { period: FiguresPeriod; onApply: (p: FiguresPeriod) => void }) {
  const t = useT('figures', de.figures);
  const [von, setVon] = useState(period.von ?? '');
  const [bis, setBis] = useState(period.bis ?? '');
  const bad = von !== '' && bis !== '' && bis < von;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!bad) onApply({ von: von || undefined, bis: bis || undefined });
  };
  return (
    <Form onSubmit={apply} noValidate className="d-flex flex-wrap align-items-end gap-2 mb-3 no-print">
      <Form.Group controlId="figures-from">
        <Form.Label>{t('from')}</Form.Label>
        <Form.Control type="date" value={von} onChange={(e) => setVon(e.target.value)} />
      </Form.Group>
      <Form.Group controlId="figures-to">
        <Form.Label>{t('to')}</Form.Label>
        <Form.Control type="date" value={bis} onChange={(e) => setBis(e.target.value)} isInvalid={bad} aria-describedby="figures-to-error" />
      </Form.Group>
      <Button type="submit" variant="outline-primary">{t('apply')}</Button>
      {(period.von || period.bis) && <Button variant="link" onClick={() => onApply({})}>{t('reset')}</Button>}
      {bad && <p id="figures-to-error" className="text-danger w-100 mb-0" role="alert">{t('badPeriod')}</p>}
    </Form>
  );
}

function FiguresReport({ f }: { f: WorkspaceFigures }) {
  const t = useT('figures', de.figures);
  const n = useFormat();
  const closed = t('closed');
  const busiest = f.ByWeek.reduce<{ Week: string; Count: number } | undefined>((m, w) => (!m || w.Count > m.Count ? w : m), undefined);
  return (
    <>
      <ProcessingTable f={f} />
      {f.Entries === 0 ? <p role="status">{t('noEntries')}</p> : (
        <>
          <ChartFigure id="chart-figures-weeks" title={t('byWeek')} spec={{ kind: 'weeks', weeks: f.ByWeek }}
            summary={busiest ? t('weekSummary', { weeks: f.ByWeek.length, busiest: n.day(busiest.Week), n: busiest.Count }) : ''}
            note={f.WeeksCut ? <p className="small mb-1">{t('weeksCut')}</p> : undefined}
            table={{ columns: [t('week'), t('count')], rows: f.ByWeek.map((w) => [n.day(w.Week), n.number(w.Count)]) }} />
          <ChartFigure id="chart-figures-status" title={t('byStatus')}
            spec={{ kind: 'bars', rows: f.ByStatus.map((s) => ({ key: `${s.Layer}/${s.Status}`, label: figuresStatusLabel(s, closed), count: s.Count })) }}
            summary={f.ByStatus.map((s) => `${figuresStatusLabel(s, closed)} ${n.number(s.Count)}`).join('; ')}
            table={{ columns: [t('status'), t('count'), t('share')], rows: f.ByStatus.map((s) => [figuresStatusLabel(s, closed), n.number(s.Count), formatShare(s.Count, f.Entries, n.language)]) }} />
        </>
      )}
    </>
  );
}

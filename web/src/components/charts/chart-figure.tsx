import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { charts } from '../../i18n/de/review-charts';
import { useCurrentLanguage, useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { TownText } from '../town-text';
import type { ChartSpec } from './chart-specs';
import { downloadPng, downloadSvg, fileNameOf } from './download';
import { drawChart, loadPlot, type ChartWords } from './draw-chart';
import './charts.css';

/** The numbers of a chart as a table: column headings and rows of text; columns after the first
 *  are numbers (right-aligned). */
export type ChartTable = { columns: string[]; rows: string[][] };

/** Width of the downloaded images in pixels, whatever the screen. */
const DOWNLOAD_WIDTH = 800;

type Props = {
  /** Unique on the page; prefixes the ids of heading and text alternative. */
  id: string;
  title: string;
  /** The text alternative: what the chart shows, in words (WCAG 1.1.1). */
  summary: string;
  table: ChartTable;
  spec: ChartSpec;
  /** Drawn on screen instead of `spec` (the heat map's Leaflet map); downloads still draw `spec`. */
  visual?: ReactNode;
  /** Shows the table openly instead of behind „Daten als Tabelle“. */
  tableOpen?: boolean;
  /** Text between the chart and its text alternative. */
  note?: ReactNode;
  /** The title is the town's text (a question), German where the interface speaks another language. */
  townTitle?: boolean;
};

/** The words of a drawn chart's axes in the interface language (drawChart). */
function useChartWords(): ChartWords {
  const c = useT('charts', charts);
  const language = useCurrentLanguage();
  return useMemo(() => ({ entries: c('axisEntries'), longitude: c('axisLongitude'), latitude: c('axisLatitude'), language }), [c, language]);
}

/** One chart as docs/product.md §18.2 wants it: a heading, the chart (drawn by Observable Plot,
 *  loaded on first use), its text alternative, „PNG herunterladen“ and „SVG herunterladen“, and
 *  „Daten als Tabelle“ with its numbers (shown in print, §18.5). */
export function ChartFigure({ id, title, summary, table, spec, visual, tableOpen, note, townTitle }: Props) {
  const c = useT('charts', charts);
  const words = useChartWords();
  const headingId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const [busy, setBusy] = useState(false);
  const download = async (kind: 'png' | 'svg') => {
    setBusy(true);
    try {
      const svg = drawChart(await loadPlot(), spec, DOWNLOAD_WIDTH, title, words);
      if (kind === 'svg') downloadSvg(svg, title, fileNameOf(title));
      else await downloadPng(svg, title, fileNameOf(title));
    } catch {
      showAlert('warning', c('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="chart-card" aria-labelledby={headingId}>
      {/* Heading, chart and its text stay on one printed page; the table may go on (§18.5). */}
      <div className="chart-block">
        <h2 id={headingId} className="h5">{townTitle ? <TownText>{title}</TownText> : title}</h2>
        {visual ?? <PlotChart spec={spec} title={title} headingId={headingId} summaryId={summaryId} />}
        {note}
        <p id={summaryId} className="chart-summary small">{summary}</p>
      </div>
      <div className="chart-actions d-flex flex-wrap gap-2 mb-2">
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => void download('png')}
          aria-label={c('downloadOf', { kind: c('downloadPng'), title })}>{c('downloadPng')}</Button>
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => void download('svg')}
          aria-label={c('downloadOf', { kind: c('downloadSvg'), title })}>{c('downloadSvg')}</Button>
      </div>
      {tableOpen ? <DataTable title={title} table={table} /> : (
        <details className="chart-table">
          <summary>{c('showTable')}<span className="visually-hidden">: {title}</span></summary>
          <DataTable title={title} table={table} />
        </details>
      )}
    </section>
  );
}

/** The table of a chart's numbers, captioned with the chart's title. */
function DataTable({ title, table }: { title: string; table: ChartTable }) {
  const c = useT('charts', charts);
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped w-auto mb-2 chart-data">
        <caption className="caption-top">{title}</caption>
        <thead>
          <tr>{table.columns.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'text-end' : undefined}>{c}</th>)}</tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && <tr><td colSpan={table.columns.length}>{c('empty')}</td></tr>}
          {table.rows.map((row, r) => (
            <tr key={`${r}-${row[0]}`}>
              {row.map((cell, i) => (i === 0 ? <th key={i} scope="row" className="fw-normal">{cell}</th> : <td key={i} className="text-end">{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Draws `spec` into the page at the width of its column, again when that changes. */
function PlotChart({ spec, title, headingId, summaryId }: { spec: ChartSpec; title: string; headingId: string; summaryId: string }) {
  const c = useT('charts', charts);
  const words = useChartWords();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(Math.max(280, Math.min(900, element.clientWidth || 640))));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (!width) return;
    let current = true;
    loadPlot().then((Plot) => {
      const element = box.current;
      if (!current || !element) return;
      const svg = drawChart(Plot, spec, width, title, words);
      svg.setAttribute('role', 'img');
      svg.removeAttribute('aria-label');
      svg.setAttribute('aria-labelledby', headingId);
      svg.setAttribute('aria-describedby', summaryId);
      element.replaceChildren(svg);
      setFailed(false);
    }).catch(() => {
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [spec, width, title, headingId, summaryId, words]);
  return (
    <>
      <div ref={box} className="chart-visual" data-chart={spec.kind} />
      {failed && <p className="text-danger small">{c('failed')}</p>}
    </>
  );
}

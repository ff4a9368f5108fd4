import type { WorkspaceFigures } from '@mitmachkarte/contract';
import { useId, type ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { formatShare } from '../charts/chart-specs';
import { figures as t } from '../../i18n/de/deadlines';
import { formatDay, formatNumber } from '../../lib/format';

type Props = {
  f: WorkspaceFigures;
  /** Shown under the heading, before the period (the charts' report says whose figures these are). */
  note?: ReactNode;
  /** Shown after the table (the charts' report adds the counts per map and status). */
  children?: ReactNode;
};

/** The section „Bearbeitung“ of a project's figures `f` (docs/product.md §16.11): the period and
 *  deadlines in words, then a table of entries, answered (with its share), completed, the two
 *  medians in days and the entries overdue now. On the page „Kennzahlen“ and in the printed report
 *  of a map's charts (§18.5). */
export function ProcessingTable({ f, note, children }: Props) {
  const headingId = useId();
  const share = f.ShareAnswered === null ? '–' : formatShare(f.Answered, f.Entries);
  const rows: [string, string, string][] = [
    ['entries', t.entries, formatNumber(f.Entries)],
    ['answered', t.answered, t.answeredShare(formatNumber(f.Answered), share)],
    ['completed', t.completed, formatNumber(f.Completed)],
    ['median-first', t.medianFirstResponse, t.medianValue(f.MedianFirstResponseDays, f.MedianSample.FirstResponse)],
    ['median-completion', t.medianCompletion, t.medianCompletionValue(f.MedianCompletionDays, f.MedianSample.Completion)],
    ['overdue-response', t.overdueResponse, f.Deadlines.FirstResponseDays === null ? t.noDeadline : formatNumber(f.Overdue.Antwort)],
    ['overdue-completion', t.overdueCompletion, f.Deadlines.CompletionDays === null ? t.noDeadline : formatNumber(f.Overdue.Erledigung)],
  ];
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">{t.processing}</h2>
      {note}
      <p className="small mb-1">{t.period(formatDay(f.From), formatDay(f.To))}. {t.deadlinesNow(f.Deadlines.FirstResponseDays, f.Deadlines.CompletionDays)}</p>
      <Table size="sm" className="w-auto chart-data">
        <thead><tr><th scope="col">{t.figure}</th><th scope="col">{t.value}</th></tr></thead>
        <tbody>
          {rows.map(([key, label, value]) => <tr key={key}><th scope="row">{label}</th><td data-figure={key}>{value}</td></tr>)}
        </tbody>
      </Table>
      {children}
    </section>
  );
}

import type { WorkspaceFigures } from '@mitmachkarte/contract';
import { useId, type ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { formatShare } from '../charts/chart-specs';
import { figures } from '../../i18n/de/deadlines';
import { useT } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';

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
  const t = useT('figures', figures);
  const n = useFormat();
  const headingId = useId();
  const share = f.ShareAnswered === null ? '–' : formatShare(f.Answered, f.Entries, n.language);
  // A median in days to a tenth, over how many entries; `none` where there is none.
  const median = (d: number | null, sample: number, none: string) => (d === null ? none : t('medianValue', { d: Math.round(d * 10) / 10, n: sample }));
  const deadline = (days: number | null) => (days === null ? t('deadlineNone') : t('deadlineIn', { n: days }));
  const rows: [string, string, string][] = [
    ['entries', t('entries'), n.number(f.Entries)],
    ['answered', t('answered'), t('answeredShare', { n: n.number(f.Answered), share })],
    ['completed', t('completed'), n.number(f.Completed)],
    ['median-first', t('medianFirstResponse'), median(f.MedianFirstResponseDays, f.MedianSample.FirstResponse, t('medianNone'))],
    ['median-completion', t('medianCompletion'), median(f.MedianCompletionDays, f.MedianSample.Completion, t('medianCompletionNone'))],
    ['overdue-response', t('overdueResponse'), f.Deadlines.FirstResponseDays === null ? t('noDeadline') : n.number(f.Overdue.Antwort)],
    ['overdue-completion', t('overdueCompletion'), f.Deadlines.CompletionDays === null ? t('noDeadline') : n.number(f.Overdue.Erledigung)],
  ];
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">{t('processing')}</h2>
      {note}
      <p className="small mb-1">{t('period', { from: n.day(f.From), to: n.day(f.To) })}. {t('deadlinesNow', { first: deadline(f.Deadlines.FirstResponseDays), done: deadline(f.Deadlines.CompletionDays) })}</p>
      <Table size="sm" className="w-auto chart-data">
        <thead><tr><th scope="col">{t('figure')}</th><th scope="col">{t('value')}</th></tr></thead>
        <tbody>
          {rows.map(([key, label, value]) => <tr key={key}><th scope="row">{label}</th><td data-figure={key}>{value}</td></tr>)}
        </tbody>
      </Table>
      {children}
    </section>
  );
}

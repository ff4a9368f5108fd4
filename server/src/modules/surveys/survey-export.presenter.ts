import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SURVEY_SILENT_KINDS, type SurveyAnswerValue, type SurveyQuestion } from '@mitmachkarte/contract';
import { germanDateTime } from '../../lib/berlin-time.js';
import { csvText, type CsvRecord } from '../../lib/csv.js';
import { columnLetters, numberCell, textCell, XLSX_STYLE, xlsxWorkbook } from '../../lib/xlsx-writer.js';

/** A survey's answers as a table for the downloads (docs/product.md §25.2, Ergebnisse): one row per
 *  answer set; columns „Nr.“, „Zeitpunkt“ (Berlin time), then per question one column (a
 *  matrix: one per row; a ranking: one per option holding its rank), headed by the question's
 *  text. Choices appear by their labels, several joined by „; “; yes/no as „ja“/„nein“. */

type Column = { header: string; cell: (answers: Record<string, SurveyAnswerValue>) => string | number };

const label = (list: readonly { Key: string; Label: string }[], key: string) => list.find((o) => o.Key === key)?.Label || key;
const title = (q: SurveyQuestion) => q.Question.trim() || q.Key;

/** The columns of the answers of `questions`. */
export function exportColumns(questions: readonly SurveyQuestion[]): Column[] {
  return questions.filter((q) => !SURVEY_SILENT_KINDS.includes(q.Kind)).flatMap((q): Column[] => {
    const get = (a: Record<string, SurveyAnswerValue>) => (Object.hasOwn(a, q.Key) ? a[q.Key] : undefined);
    if (q.Kind === 'matrix') return q.Rows.map((r) => ({
      header: `${title(q)} – ${r.Label || r.Key}`,
      cell: (a) => { const v = get(a); const step = v && typeof v === 'object' && !Array.isArray(v) ? v[r.Key] : undefined; return step === undefined ? '' : label(q.Scale, step); },
    }));
    if (q.Kind === 'ranking') return q.Options.map((o) => ({
      header: `${title(q)} – ${o.Label || o.Key} (Rang)`,
      cell: (a) => { const v = get(a); const i = Array.isArray(v) ? v.indexOf(o.Key) : -1; return i < 0 ? '' : i + 1; },
    }));
    return [{
      header: title(q),
      cell: (a) => {
        const v = get(a);
        if (v === undefined) return '';
        if (typeof v === 'boolean') return v ? 'ja' : 'nein';
        if (typeof v === 'number') return v;
        if (Array.isArray(v)) return v.map((k) => label(q.Options, k)).join('; ');
        if (typeof v === 'string') return q.Kind === 'single' ? label(q.Options, v) : v;
        return '';
      },
    }];
  });
}

/** One stored answer set. */
export type AnswerRow = { createdAt: string; answers: Record<string, SurveyAnswerValue> };

/** The table's records: header, then one record per answer set, numbered from 1. */
export function exportRecords(questions: readonly SurveyQuestion[], rows: readonly AnswerRow[]): CsvRecord[] {
  const columns = exportColumns(questions);
  return [
    ['Nr.', 'Zeitpunkt', ...columns.map((c) => c.header)],
    ...rows.map((r, i) => [i + 1, germanDateTime(r.createdAt), ...columns.map((c) => c.cell(r.answers))]),
  ];
}

/** The CSV file for German Excel: UTF-8 with BOM, `;` between cells, decimal comma (lib/csv.ts). */
export const surveyCsv = (records: readonly CsvRecord[]) => `\uFEFF${csvText(records, { delimiter: ';', decimalComma: true })}`;

/** The XLSX file (lib/xlsx-writer.ts): one sheet „Antworten“, the header row frozen and filtered. */
export function surveyXlsxStream(records: readonly CsvRecord[]): Readable {
  const out = new PassThrough();
  const write = async () => {
    const widths = records[0]!.map((_, i) => (i === 0 ? 8 : i === 1 ? 18 : 30));
    const book = await xlsxWorkbook([{ name: 'Antworten', widths, frozenRows: 1, filterRow: 1 }], 'Mitmachkarte');
    const sent = pipeline(book.stream, out);
    sent.catch(() => undefined);
    const sheet = book.sheet(0);
    const letters = widths.map((_, i) => columnLetters(i));
    for (const [n, record] of records.entries()) {
      const row = sheet.nextRow();
      sheet.row(record.map((v, i) => (typeof v === 'number' ? numberCell(`${letters[i]}${row}`, v) : textCell(`${letters[i]}${row}`, v, n === 0 ? XLSX_STYLE.header : XLSX_STYLE.plain))).join(''));
      if (n % 500 === 0) await sheet.flush();
    }
    await sheet.end();
    book.end();
    await sent;
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

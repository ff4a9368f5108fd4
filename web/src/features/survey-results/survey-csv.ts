import { ALTERSGRUPPEN, INTERESSENSGRUPPEN, SURVEY_USAGE_KEYS, type SurveyResults } from '@mitmachkarte/contract';
import { formatShare, type ChartSpec } from '../../components/charts/chart-specs';
import * as de from '../../i18n/de/survey';
import { charts, surveyResults } from '../../i18n/de/review-charts';

/** One question of the survey with its answers' labels and counts (docs/product.md §2.18, §18.3). */
export type SurveyQuestion = {
  id: string;
  title: string;
  multiple: boolean;
  answers: { key: string; label: string; count: number }[];
  /** Its bar chart. */
  spec: ChartSpec;
};

/** The survey's results per question, in the order of the survey form, each answer under its
 *  label (the survey's texts by `label`: in the interface language on screen, German by default,
 *  as in the CSV for German Excel); answers nobody gave count 0. */
export function surveyQuestions(results: SurveyResults, label: (key: keyof typeof de.survey & string) => string = (key) => de.survey[key]): SurveyQuestion[] {
  const answers = <K extends string>(keys: readonly K[], labelOf: (key: K) => string, counts: Partial<Record<K, number>>) =>
    keys.map((key) => ({ key, label: labelOf(key), count: counts[key] ?? 0 }));
  const questions = [
    { id: 'nutzung', title: label('usage'), multiple: true, answers: answers(SURVEY_USAGE_KEYS, (k) => label(`usage_${k}`), results.Usage) },
    { id: 'interessensgruppe', title: label('interessensgruppe'), multiple: false, answers: answers(INTERESSENSGRUPPEN, (k) => label(`interessensgruppe_${k}`), results.Interessensgruppe) },
    { id: 'altersgruppe', title: label('altersgruppe'), multiple: false, answers: answers(ALTERSGRUPPEN, (k) => label(`altersgruppe_${k}`), results.Altersgruppe) },
  ];
  return questions.map((q) => ({ ...q, spec: { kind: 'bars', rows: q.answers } }));
}

/** A field of a CSV line: quoted when it holds the separator, a quote or a line break (RFC 4180). */
const field = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The survey's results as CSV for German Excel (docs/product.md §18.3): a byte-order mark, `;`
 *  between fields, CRLF between lines; columns Frage, Antwort, Anzahl, Anteil (of all answer sets,
 *  German notation), and a last line with the total. */
export function surveyCsv(results: SurveyResults): string {
  const t = surveyResults;
  const lines: string[][] = [[t.question, t.answer, charts.count, charts.share]];
  for (const q of surveyQuestions(results)) {
    for (const a of q.answers) lines.push([q.title, a.label, String(a.count), formatShare(a.count, results.Total)]);
  }
  lines.push([t.total, '', String(results.Total), '']);
  return `\uFEFF${lines.map((l) => l.map(field).join(';')).join('\r\n')}\r\n`;
}

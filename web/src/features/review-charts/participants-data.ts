import type { ParticipantProfile, ProfileGroup } from '@mitmachkarte/contract';
import { barsSummary } from '../../components/charts/bars-summary';
import type { participants } from '../../i18n/de/profile-questions';
import type { MessageValues } from '../../i18n/runtime';
import type { ChartData, ChartTexts } from './chart-data';

/** The texts of „Wer hat teilgenommen?“: the charts' (`c`, `f`), the section's (`p`) and the name
 *  of the group without an answer (`noAnswer`, „Keine Angabe“). */
export type ParticipantTexts = Pick<ChartTexts, 'c' | 'f'> & {
  p: (key: keyof typeof participants & string, values?: MessageValues) => string;
  noAnswer: string;
};

const labelOf = (g: ProfileGroup, texts: ParticipantTexts) => (g.ID === null ? texts.noAnswer : g.Label);

/** A group's count as the table shows it: the number, „weniger als 5“ or „nicht gezeigt“ — the
 *  server sends no number for the latter two (docs/decisions/0048). */
export const groupCount = (g: ProfileGroup, { p, f }: ParticipantTexts): string =>
  (g.State === 'shown' && g.Count !== null ? f.number(g.Count) : p(g.State === 'small' ? 'small' : 'withheld'));

/** The chart of one profile question (docs/product.md §25.3): bars of the groups the server
 *  counted, the hidden ones named in the text alternative and the table with their words. */
export function participantsChart(q: ParticipantProfile['Questions'][number], index: number, texts: ParticipantTexts): ChartData {
  const { c, p } = texts;
  const shown = q.Groups.filter((g) => g.State === 'shown' && g.Count !== null);
  const hidden = q.Groups.filter((g) => g.State !== 'shown');
  const hiddenParts = hidden.map((g) => c('part', { label: labelOf(g, texts), count: groupCount(g, texts) }));
  const summary = [
    barsSummary(shown.map((g) => ({ label: labelOf(g, texts), count: g.Count! })), texts),
    ...(hiddenParts.length ? [`${hiddenParts.join(c('partsSeparator'))}.`] : []),
  ].join(' ');
  return {
    id: `chart-participants-${index}`,
    title: q.Label,
    townTitle: true,
    spec: { kind: 'bars', rows: shown.map((g) => ({ key: g.ID ?? '', label: labelOf(g, texts), count: g.Count! })) },
    summary,
    table: { columns: [p('group'), p('count')], rows: q.Groups.map((g) => [labelOf(g, texts), groupCount(g, texts)]) },
  };
}

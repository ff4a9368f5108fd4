import { describe, expect, it } from 'vitest';
import type { ParticipantProfile } from '@mitmachkarte/contract';
import { charts } from '../../i18n/de/review-charts';
import { participants } from '../../i18n/de/profile-questions';
import { participantsChart, type ParticipantTexts } from './participants-data';

const fill = (text: string, values: Record<string, unknown> = {}) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
const texts: ParticipantTexts = {
  c: (key, values) => fill(charts[key], values),
  p: (key, values) => fill(participants[key], values),
  f: { number: (n: number) => String(n) } as ParticipantTexts['f'],
  noAnswer: 'Keine Angabe',
};

const question: ParticipantProfile['Questions'][number] = {
  ID: '01900000-0000-7000-8000-000000000001', Label: 'Stadtteil',
  Groups: [
    { ID: '01900000-0000-7000-8000-000000000002', Label: 'Nord', State: 'shown', Count: 12 },
    { ID: '01900000-0000-7000-8000-000000000003', Label: 'Süd', State: 'small', Count: null },
    { ID: null, Label: 'Keine Angabe', State: 'withheld', Count: null },
  ],
};

describe('participantsChart (docs/product.md §25.3)', () => {
  it('draws bars of the counted groups only and names the hidden ones in words', () => {
    const chart = participantsChart(question, 0, texts);
    expect(chart.spec).toEqual({ kind: 'bars', rows: [{ key: question.Groups[0]!.ID, label: 'Nord', count: 12 }] });
    expect(chart.table).toEqual({ columns: ['Antwort', 'Personen'], rows: [['Nord', '12'], ['Süd', 'weniger als 5'], ['Keine Angabe', 'nicht gezeigt']] });
    expect(chart.summary).toContain('Nord 12');
    expect(chart.summary).toContain('Süd weniger als 5; Keine Angabe nicht gezeigt.');
  });
});

import { describe, expect, it } from 'vitest';
import { pointsJsonChunks, presentPoint } from './points.presenter.js';
import type { PointRow } from '../../../db/records/point.columns.js';

const row = (i: number): PointRow => ({
  id: `0190a000-0000-7000-8000-${String(i).padStart(12, '0')}`, layer_id: '0190a000-0000-7000-8000-00000000aaaa',
  latitude: 51.3 + i / 1e5, longitude: -9.47 - i / 1e5, altitude: i % 3, public: 1, editable: (i % 2) as 0 | 1,
  attributes: JSON.stringify({ Text: { DataType: 'text', Value: `Über „${i}“ \\ "zitiert"` } }),
  status: i % 2 ? 'pruefung' : 'neu', status_changed_at: i % 2 ? '2026-11-22T06:00:00.000Z' : null,
  answer_text: i % 3 ? '' : `Antwort „${i}“`, answer_org: i % 3 ? '' : 'Stadt Kassel', answer_at: i % 3 ? null : '2026-11-23T06:00:00.000Z',
  moderation: i % 4 ? '' : 'hidden', moderation_reason: i % 4 ? '' : 'Werbung', shortened_answers: i % 5 ? '[]' : '["Text"]', duplicate_of: i % 6 ? null : '0190a000-0000-7000-8000-00000000bbbb',
  created_at: '2026-11-21T06:00:00.000Z', updated_at: '2026-11-21T06:00:01.000Z', geometry: null,
});

describe('pointsJsonChunks', () => {
  it.each([0, 1, 2, 999, 1000, 1001, 2500])('gives the JSON of presentPoint for %i rows', (n) => {
    const rows = Array.from({ length: n }, (_, i) => row(i));
    const rightsOf = (r: PointRow) => ({ CanEdit: r.altitude === 1, CanChange: r.altitude !== 2 });
    const chunks = [...pointsJsonChunks(rows, rightsOf, 1000)];
    expect(chunks).toHaveLength(Math.max(1, Math.ceil(n / 1000)));
    expect(JSON.parse(chunks.join(''))).toEqual(rows.map((r) => presentPoint(r, rightsOf(r))));
  });
});

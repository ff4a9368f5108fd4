import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES, LayerSchema } from '@mitmachkarte/contract';
import { writeExportFile } from './points-export.file.js';
import type { ExportedPoint, ExportSource } from './points-export.source.js';

/** writeExportFile as the background thread runs it for a download: it reports the bytes on disk
 *  as it writes, and stops reading entries when told to (the client left). */
const SCHEMA = LayerSchema.parse({ Schema: [{ Name: 'Text', DataType: 'text' }] });
const row = (i: number): ExportedPoint => ({
  id: `0190a000-0000-7000-8000-${String(i).padStart(12, '0')}`, latitude: 51.3, longitude: 9.4, altitude: 0, geometry: null,
  attributes: JSON.stringify({ Text: { DataType: 'text', Value: `Eintrag Nr. ${i} mit etwas Text, damit die Seiten groß werden` } }),
  status: 'neu', status_changed_at: null, answer_text: '', answer_org: '', answer_at: null,
  created_at: '2026-11-21T06:00:00.000Z', updated_at: '2026-11-21T06:00:01.000Z', counts: { up: 0, down: 0, comments: 0 },
});

/** A source of `pages` pages of 1000 entries that counts the pages read. */
function countedSource(pages: number): { source: ExportSource; pagesRead: () => number } {
  let read = 0;
  const points = async function* () {
    for (let p = 0; p < pages; p++) {
      read++;
      yield Array.from({ length: 1000 }, (_, i) => row(p * 1000 + i));
      await new Promise((r) => setImmediate(r));
    }
  };
  const source: ExportSource = {
    schema: SCHEMA, statuses: DEFAULT_STATUSES, imageUrl: (id) => id, answerNames: async () => new Set(['Text']), hasHeights: async () => false, hasShapes: async () => false,
    rows: points, points, comments: async function* () {},
  };
  return { source, pagesRead: () => read };
}

describe('writeExportFile', () => {
  for (const format of ['csv', 'csv-de', 'xlsx', 'geojson', 'kml'] as const) {
    it(`reports the bytes on disk as it writes ${format}, and stops reading entries once aborted`, async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-export-file-test-'));
      try {
        const whole = countedSource(20);
        const reports: number[] = [];
        await writeExportFile(whole.source, 'L', format, path.join(dir, 'whole'), { onWritten: (bytes) => reports.push(bytes) });
        const size = fs.statSync(path.join(dir, 'whole')).size;
        expect(reports.length).toBeGreaterThan(1);
        expect(reports.at(-1)).toBe(size);
        for (const [i, bytes] of reports.entries()) expect(bytes).toBeLessThanOrEqual(reports[i + 1] ?? size);

        const cut = countedSource(20);
        const abort = new AbortController();
        const writing = writeExportFile(cut.source, 'L', format, path.join(dir, 'cut'), { onWritten: () => abort.abort(), signal: abort.signal });
        await expect(writing).rejects.toThrow(/abort/i);
        expect(cut.pagesRead()).toBeLessThan(whole.pagesRead());
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

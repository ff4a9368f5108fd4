import { DEFAULT_STATUSES, type Job, type Layer } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { fileSize, JobsSection } from './jobs-section';

const WS = '01900000-0000-7000-8000-0000000000a1';
const layer = (n: number): Layer => ({
  CanAddPoints: true, Statuses: [...DEFAULT_STATUSES], Premoderation: false, MapView: null, ContextLayers: [],
  ID: `01900000-0000-7000-8000-0000000000b${n}`, Name: `Karte ${n}`, Public: true, Editable: false, Attributes: {}, Workspace: WS, Schema: { Schema: [], Categories: [] },
});
const LAYERS = [layer(1), layer(2)];
const job = (over: Partial<Job>): Job => ({
  ID: '01900000-0000-7000-8000-0000000000c1', Kind: 'export', Layer: LAYERS[0]!.ID, LayerName: 'Karte 1', Format: 'xlsx', State: 'queued', Done: 0, Total: 0,
  Message: '', FileName: null, FileSize: null, Created: '2026-11-28T10:00:00.000Z', Finished: null, Expires: null, ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('JobsSection (docs/product.md §18.4)', () => {
  it('gives a file size in kB below a megabyte (at least 1 kB) and in MB above', () => {
    expect([0, 4000, 500 * 1024, 3 * 1024 * 1024, 1.25 * 1024 * 1024].map(fileSize)).toEqual([
      { key: 'sizeKb', size: 1 }, { key: 'sizeKb', size: 4 }, { key: 'sizeKb', size: 500 }, { key: 'sizeMb', size: 3 }, { key: 'sizeMb', size: 1.3 },
    ]);
  });

  it('starts an export of the chosen map and format as a job and lists the jobs with state, progress and the download', async () => {
    const done = job({
      ID: '01900000-0000-7000-8000-0000000000c2', LayerName: 'Karte 2', Format: 'gpkg', State: 'done', Done: 1200, Total: 1200,
      FileName: 'Einträge Karte 2 2026-11-28.gpkg', FileSize: 3 * 1024 * 1024, Finished: '2026-11-28T10:01:00.000Z', Expires: '2026-11-29T10:01:00.000Z',
    });
    const running = job({ State: 'running', Done: 250, Total: 1000 });
    const failed = job({ ID: '01900000-0000-7000-8000-0000000000c3', State: 'failed', Message: 'Der Export ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.' });
    let list: Job[] = [done, failed];
    const calls = stubApi({
      'GET /gis/jobs': () => ({ status: 200, body: list }),
      [`POST /gis/exports/${LAYERS[1]!.ID}?format=csv-de`]: () => {
        list = [running, ...list];
        return { status: 202, body: running };
      },
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><JobsSection layers={LAYERS} layerId={LAYERS[1]!.ID} /></>);
    const section = within(await screen.findByRole('region', { name: 'Aufträge' }));
    expect(section.getByRole('combobox', { name: 'Karte' })).toHaveValue(LAYERS[1]!.ID);
    await user.selectOptions(section.getByRole('combobox', { name: 'Format' }), 'CSV (Excel, deutsch)');

    const table = within(await section.findByRole('table'));
    const doneRow = within(table.getByRole('row', { name: /Karte 2/ }));
    expect(doneRow.getByText('Fertig')).toBeInTheDocument();
    const link = doneRow.getByRole('link', { name: 'Einträge Karte 2 2026-11-28.gpkg herunterladen' });
    expect(link).toHaveAttribute('href', `/api/v1/gis/jobs/${done.ID}/file`);
    expect(doneRow.getByText(/^3 MB, bis/)).toBeInTheDocument();
    expect(table.getByText('Der Export ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Export als Auftrag starten' }));
    expect(await screen.findByText('Der Auftrag wurde gestartet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/gis/exports/${LAYERS[1]!.ID}?format=csv-de`]);
    const progress = await section.findByRole('progressbar', { name: 'Fortschritt des Exports der Karte Karte 1' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(section.getByText('Läuft')).toBeInTheDocument();
  });

  it('says when there are no jobs, and shows the server\'s reason when one cannot start', async () => {
    stubApi({
      'GET /gis/jobs': { status: 200, body: [] },
      [`POST /gis/exports/${LAYERS[0]!.ID}?format=xlsx`]: { status: 409, body: { Message: 'Sie haben bereits einen laufenden Auftrag. Bitte warten Sie, bis er fertig ist.' } },
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><JobsSection layers={LAYERS} /></>);
    const section = within(await screen.findByRole('region', { name: 'Aufträge' }));
    expect(await section.findByText('Sie haben keine Aufträge.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Export als Auftrag starten' }));
    expect(await screen.findByText(/Sie haben bereits einen laufenden Auftrag/)).toBeInTheDocument();
  });
});

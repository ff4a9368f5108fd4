import type { Layer, ProjectResultsPage } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { ResultsSection } from './results-section';

const WS = '01900000-0000-7000-8000-0000000000a1';
const LAYER = '01900000-0000-7000-8000-0000000000b1';
const URL = `/gis/workspace/${WS}/results`;
const layer = {
  ID: LAYER, Name: 'Mängel',
  Schema: { Categories: [], Schema: [
    { Name: 'titel', DataType: 'text', Question: 'Titel' },
    { Name: 'art', DataType: 'single', Question: 'Welche Art?', Options: [{ Key: 'loch', Label: 'Schlagloch' }] },
    { Name: 'dringend', DataType: 'boolean', Question: 'Dringend?' },
  ] },
} as unknown as Layer;
const PAGE = {
  Project: { ID: WS, Name: 'Radwege' }, Published: false, PublishedFrom: null, PhaseTitle: null, Text: '',
  Figures: { Entries: null, Participants: null, Comments: null, Votes: null, Statuses: null }, Charts: [], Answers: null, Downloads: null,
  Settings: { Text: 'Alt', Figures: ['votes'], Charts: [], Answers: false, Downloads: false }, CanEdit: true,
} satisfies ProjectResultsPage;

afterEach(() => vi.unstubAllGlobals());

describe('ResultsSection (docs/product.md §25.5)', () => {
  it('loads the settings, picks a chart of a choice question only, and saves', async () => {
    const calls = stubApi({ [`GET ${URL}`]: { status: 200, body: PAGE }, [`PUT ${URL}`]: (body) => ({ status: 200, body: { ...PAGE, Settings: body } }) });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><ResultsSection workspaceId={WS} layers={[layer]} /></>);
    const section = within(await screen.findByRole('region', { name: 'Ergebnisse' }));
    const text = await section.findByRole('textbox', { name: 'Text der Ergebnisseite' });
    expect(text).toHaveValue('Alt');
    expect(section.getByRole('checkbox', { name: 'Stimmen' })).toBeChecked();
    expect(section.getByRole('checkbox', { name: 'Einträge' })).not.toBeChecked();
    const picker = section.getByRole('combobox', { name: 'Frage' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Welche Art? (Karte „Mängel“)', 'Dringend? (Karte „Mängel“)']);
    await user.clear(text);
    await user.type(text, 'Danke!');
    await user.click(section.getByRole('checkbox', { name: 'Einträge' }));
    await user.click(section.getByRole('button', { name: 'Diagramm hinzufügen' }));
    expect(section.getByRole('button', { name: 'Diagramm „Welche Art? (Karte „Mängel“)“ entfernen' })).toBeInTheDocument();
    await user.click(section.getByRole('checkbox', { name: 'Antworten der Verwaltung zeigen' }));
    expect(section.getByRole('link', { name: 'Vorschau öffnen' })).toHaveAttribute('href', `/projekt/${WS}/ergebnisse`);
    await user.click(section.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Ergebnisseite wurde gespeichert.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: URL, body: {
      Text: 'Danke!', Figures: ['entries', 'votes'], Charts: [{ Layer: LAYER, Question: 'art' }], Answers: true, Downloads: false,
    } }]);
  });

  it('shows the server\'s refusal', async () => {
    stubApi({ [`GET ${URL}`]: { status: 200, body: PAGE }, [`PUT ${URL}`]: { status: 400, body: { Message: 'Das Diagramm nennt eine Karte, die es in diesem Projekt nicht gibt.' } } });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><ResultsSection workspaceId={WS} layers={[layer]} /></>);
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Die Ergebnisseite konnte nicht gespeichert werden\./)).toHaveTextContent('Das Diagramm nennt eine Karte');
  });
});

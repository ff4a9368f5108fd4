import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { UpdatesSection } from './updates-section';

const WS = '01900000-0000-7000-8000-0000000000a1';
const LIST = `/gis/workspace/${WS}/updates`;
const made = {
  ID: '01900000-0000-7000-8000-0000000000d1', Title: 'Baustart im Mai', TextHtml: '<p>Die Bagger kommen.</p>',
  CreatedAt: '2026-12-01T10:00:00.000Z', Recipients: 3, CanDelete: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('UpdatesSection (docs/product.md §25.5)', () => {
  it('says how many get it, publishes and sends, lists it with its count, and deletes it after asking', async () => {
    let listed: unknown[] = [];
    const calls = stubApi({
      [`GET ${LIST}`]: () => ({ status: 200, body: listed }),
      [`GET ${LIST}/recipients`]: { status: 200, body: { Count: 3 } },
      [`POST ${LIST}`]: () => { listed = [made]; return { status: 200, body: made }; },
      [`DELETE ${LIST}/${made.ID}`]: () => { listed = []; return { status: 200, body: { Message: 'Die Neuigkeit wurde gelöscht. Bereits versandte E-Mails bleiben versandt.' } }; },
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><UpdatesSection workspaceId={WS} /></>);
    const section = within(await screen.findByRole('region', { name: 'Neuigkeiten' }));
    expect(await section.findByText('Noch keine Neuigkeiten.')).toBeInTheDocument();
    expect(await section.findByText('Geht an 3 Personen per E-Mail.')).toBeInTheDocument();
    await user.type(section.getByLabelText('Titel'), 'Baustart im Mai');
    await user.type(section.getByLabelText('Text'), 'Die Bagger kommen.');
    await user.click(section.getByRole('button', { name: 'Veröffentlichen und senden' }));
    expect(await screen.findByText('Die Neuigkeit ist veröffentlicht und geht an 3 Personen per E-Mail.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: LIST, body: { Title: 'Baustart im Mai', Text: 'Die Bagger kommen.' } }]);
    expect(section.getByLabelText('Titel')).toHaveValue('');
    const item = within(await section.findByRole('listitem'));
    expect(item.getByText(/an 3 Personen gesendet/)).toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'Neuigkeit „Baustart im Mai“ löschen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Neuigkeit löschen?' }));
    expect(dialog.getByText('Die Neuigkeit „Baustart im Mai“ verschwindet von der Seite des Projekts. Bereits versandte E-Mails bleiben versandt.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(await section.findByText('Noch keine Neuigkeiten.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${LIST}/${made.ID}`]);
  });

  it('shows the server\'s German word when publishing fails, and keeps the text', async () => {
    stubApi({
      [`GET ${LIST}`]: { status: 200, body: [] },
      [`GET ${LIST}/recipients`]: { status: 200, body: { Count: 0 } },
      [`POST ${LIST}`]: { status: 429, body: { Message: 'Ein Projekt kann höchstens 10 Neuigkeiten am Tag veröffentlichen. Bitte versuchen Sie es morgen wieder.' } },
    });
    const user = userEvent.setup();
    renderOne(<UpdatesSection workspaceId={WS} />);
    const section = within(await screen.findByRole('region', { name: 'Neuigkeiten' }));
    expect(await section.findByText('Geht zurzeit an niemanden per E-Mail.')).toBeInTheDocument();
    await user.type(section.getByLabelText('Titel'), 'Noch eine');
    await user.type(section.getByLabelText('Text'), 'Text');
    await user.click(section.getByRole('button', { name: 'Veröffentlichen und senden' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Die Neuigkeit konnte nicht veröffentlicht werden.Ein Projekt kann höchstens 10 Neuigkeiten am Tag veröffentlichen.');
    expect(section.getByLabelText('Titel')).toHaveValue('Noch eine');
  });
});

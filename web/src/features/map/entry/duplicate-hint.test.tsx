import type { Category, NearbyAnswer } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubAnswer } from '../../../test/api-stub';
import { renderOne } from '../../../test/render';
import { category } from '../../../test/schema-fixtures';
import { LAYER_ID, layer, point, variable } from '../test-fixtures';
import { EntryForm } from './entry-form';

/** „Wurde das schon gemeldet?“ in the form of a new entry (docs/product.md §24.3). */

const MARKER = { lat: 51.3169, lng: 9.4757 };
const CATEGORIES: Category[] = [category('Schlagloch', 'Schlagloch'), category('Laterne', 'Laterne defekt')];
const SCHEMA = [variable({ Name: 'Titel', DataType: 'text', Question: 'Was ist los?' })];
const NEAR = { ...point(1, { category: { DataType: 'category', Value: 'Schlagloch' }, Titel: { DataType: 'text', Value: 'Loch vor Haus Nr. 4' } }), Status: 'pruefung' };
const ANSWER: NearbyAnswer = { Radius: 50, Entries: [{ Distance: 20, Point: NEAR }] };
const LOGGED_IN = { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika' } };

function setup(options: { loggedIn?: boolean; nearby?: StubAnswer; vote?: StubAnswer; category?: Category | null; edit?: boolean } = {}) {
  const calls = stubApi({
    ...(options.loggedIn ? { 'GET /auth/info': LOGGED_IN } : {}),
    [`GET /gis/layer/${LAYER_ID}/nearby*`]: options.nearby ?? { status: 200, body: ANSWER },
    [`POST /gis/vote/${NEAR.ID}`]: options.vote ?? { status: 200, body: { Up: 4, Down: 0, Mine: 1 } },
    [`POST /gis/point/${NEAR.ID}/follow`]: { status: 200, body: { Message: 'Sie folgen diesem Eintrag.' } },
    'GET /auth/notifications': { status: 200, body: { NoMail: false, Follows: [] } },
  });
  const onShowEntry = vi.fn();
  const category = options.category === null ? undefined : options.category ?? CATEGORIES[0];
  renderOne(<EntryForm layer={layer(SCHEMA, CATEGORIES)} category={category} marker={MARKER} point={options.edit ? NEAR : undefined}
    onSaved={vi.fn()} onDiscard={vi.fn()} onShowEntry={options.edit ? undefined : onShowEntry} />);
  const nearbyCalls = () => calls.filter((c) => c.path.includes('/nearby'));
  return { calls, nearbyCalls, onShowEntry, user: userEvent.setup() };
}
const hint = async () => within(await screen.findByRole('region', { name: 'Wurde das schon gemeldet?' }, { timeout: 2000 }));

afterEach(() => vi.unstubAllGlobals());

describe('DuplicateHint', () => {
  it('names the nearby open entry, and „Unterstützen“ votes for it and follows it', async () => {
    const { calls, nearbyCalls, onShowEntry, user } = setup({ loggedIn: true });
    const region = await hint();
    expect(nearbyCalls().map((c) => c.path)).toEqual([`/gis/layer/${LAYER_ID}/nearby?lat=51.3169000&lon=9.4757000&category=Schlagloch`]);
    expect(region.getByText('Loch vor Haus Nr. 4')).toBeInTheDocument();
    expect(region.getByText('Schlagloch')).toBeInTheDocument();
    expect(region.getByText(/In Prüfung/)).toBeInTheDocument();
    expect(region.getByText(/20 m entfernt/)).toBeInTheDocument();
    expect(screen.getByText('Eine ähnliche Meldung in der Nähe')).toHaveAttribute('aria-live', 'polite');
    // The form's only status stays the marker's.
    expect(screen.getByRole('status')).toHaveTextContent('Marker gesetzt');
    await user.click(region.getByRole('button', { name: 'Schlagloch: Loch vor Haus Nr. 4 unterstützen: Daumen hoch geben und dem Eintrag folgen' }));
    expect(await region.findByText(/Danke! Ihre Stimme wurde gezählt\. Sie folgen jetzt diesem Eintrag\./)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/gis/vote/${NEAR.ID}`, { Vote: 1 }], [`/gis/point/${NEAR.ID}/follow`, {}],
    ]);
    await user.click(region.getByRole('button', { name: 'Zum Eintrag' }));
    expect(onShowEntry).toHaveBeenCalledWith(NEAR.ID);
  });

  it('asks visitors who are not logged in to log in; „Ansehen“ opens the entry', async () => {
    const { onShowEntry, user } = setup();
    const region = await hint();
    expect(region.queryByRole('button', { name: /unterstützen/ })).not.toBeInTheDocument();
    expect(region.getByText('Zum Unterstützen bitte anmelden.')).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', expect.stringContaining('/login?'));
    await user.click(region.getByRole('button', { name: 'Schlagloch: Loch vor Haus Nr. 4 ansehen' }));
    expect(onShowEntry).toHaveBeenCalledWith(NEAR.ID);
  });

  it('shows the server\'s refusal of the vote and does not follow', async () => {
    const { calls, user } = setup({ loggedIn: true, vote: { status: 403, body: { Message: 'Abstimmen können in diesem Projekt nur bestätigte Einwohnerinnen und Einwohner.' } } });
    const region = await hint();
    await user.click(region.getByRole('button', { name: /unterstützen/ }));
    expect(await region.findByRole('alert')).toHaveTextContent('Das Unterstützen hat nicht geklappt. Abstimmen können in diesem Projekt nur bestätigte Einwohnerinnen und Einwohner.');
    expect(calls.filter((c) => c.path.endsWith('/follow'))).toEqual([]);
  });

  it('„Trotzdem neu melden“ folds it away and gives the focus to the form', async () => {
    const { user } = setup({ loggedIn: true });
    const region = await hint();
    await user.click(region.getByRole('button', { name: 'Trotzdem neu melden' }));
    expect(screen.queryByRole('region', { name: 'Wurde das schon gemeldet?' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Neuer Eintrag: Schlagloch' })).toHaveFocus();
  });

  it('goes away when the server does not answer for the place the marker moved to (offline, too many questions)', async () => {
    let asked = 0;
    stubApi({ [`GET /gis/layer/${LAYER_ID}/nearby*`]: () => (++asked === 1 ? { status: 200, body: ANSWER } : 'network') });
    function Moving() {
      const [marker, setMarker] = useState(MARKER);
      return (
        <>
          <button type="button" onClick={() => setMarker({ lat: MARKER.lat + 0.001, lng: MARKER.lng })}>verschieben</button>
          <EntryForm layer={layer(SCHEMA, CATEGORIES)} category={CATEGORIES[0]} marker={marker} onSaved={vi.fn()} onDiscard={vi.fn()} onShowEntry={vi.fn()} />
        </>
      );
    }
    renderOne(<Moving />);
    await hint();
    await userEvent.setup().click(screen.getByRole('button', { name: 'verschieben' }));
    await waitFor(() => expect(asked).toBe(2), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Wurde das schon gemeldet?' })).not.toBeInTheDocument());
  });

  it('shows nothing without nearby entries, before the category is chosen, or when an entry is changed', async () => {
    const empty = setup({ nearby: { status: 200, body: { Radius: 50, Entries: [] } } });
    await waitFor(() => expect(empty.nearbyCalls()).toHaveLength(1), { timeout: 2000 });
    expect(screen.queryByRole('region', { name: 'Wurde das schon gemeldet?' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';

    for (const options of [{ category: null }, { edit: true }]) {
      const { nearbyCalls } = setup(options);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(nearbyCalls()).toEqual([]);
      expect(screen.queryByRole('region', { name: 'Wurde das schon gemeldet?' })).not.toBeInTheDocument();
      vi.unstubAllGlobals();
      document.body.innerHTML = '';
    }
  });
});

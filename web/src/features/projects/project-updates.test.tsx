import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { workspaceOf } from '../../test/workspace-fixtures';
import { ProjectUpdates } from './project-updates';

const WS = '01900000-0000-7000-8000-0000000000a1';
const UPDATES = `/gis/workspace/${WS}/updates`;
const update = {
  ID: '01900000-0000-7000-8000-0000000000d1', Title: 'Baustart im Mai', TextHtml: '<p>Die <strong>Bagger</strong> kommen.</p>',
  CreatedAt: '2026-12-01T10:00:00.000Z', Recipients: null, CanDelete: false,
};
const SIGNED_IN = { 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000b1', Name: 'Ada', Email: 'ada@example.org' } } };

afterEach(() => vi.unstubAllGlobals());

describe('„Neuigkeiten“ on the project page (docs/product.md §25.5)', () => {
  it('lists the team\'s updates with day, title as heading and text, from „Team des Projekts“; visitors get the link to sign in', async () => {
    stubApi({ [`GET ${UPDATES}`]: { status: 200, body: [update] } });
    renderOne(<ProjectUpdates workspace={workspaceOf({ ID: WS, Name: 'Neue Mitte', Public: true })} />);
    const section = within(await screen.findByRole('region', { name: 'Neuigkeiten' }));
    expect(section.getByRole('heading', { level: 3, name: 'Baustart im Mai' })).toBeInTheDocument();
    expect(section.getByText('Bagger').tagName).toBe('STRONG');
    expect(section.getByText('Veröffentlicht am 01.12.2026 · Team des Projekts')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Anmelden, um Neuigkeiten per E-Mail zu bekommen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Projekt folgen' })).not.toBeInTheDocument();
  });

  it('leaves the section out while there is none, and a signed-in visitor follows and unfollows with one button', async () => {
    let following = false;
    const calls = stubApi({
      ...SIGNED_IN,
      [`GET ${UPDATES}`]: { status: 200, body: [] },
      [`POST /gis/workspace/${WS}/follow`]: () => { following = true; return { status: 200, body: { Message: 'Sie folgen jetzt dem Projekt „Neue Mitte“. Neuigkeiten kommen per E-Mail.' } }; },
      [`GET /gis/workspace/${WS}`]: () => ({ status: 200, body: workspaceOf({ ID: WS, Name: 'Neue Mitte', Public: true, Following: following }) }),
    });
    const user = userEvent.setup();
    const first = renderOne(<><AlertsArea /><ProjectUpdates workspace={workspaceOf({ ID: WS, Name: 'Neue Mitte', Public: true })} /></>);
    const button = await screen.findByRole('button', { name: 'Projekt folgen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Neuigkeiten' })).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText('Sie folgen jetzt dem Projekt „Neue Mitte“. Neuigkeiten kommen per E-Mail.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/gis/workspace/${WS}/follow`]);
    first.unmount();
    renderOne(<ProjectUpdates workspace={workspaceOf({ ID: WS, Name: 'Neue Mitte', Public: true, Following: true })} />);
    const pressed = await screen.findByRole('button', { name: 'Nicht mehr folgen' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Sie folgen diesem Projekt und bekommen seine Neuigkeiten per E-Mail.')).toBeInTheDocument();
  });
});

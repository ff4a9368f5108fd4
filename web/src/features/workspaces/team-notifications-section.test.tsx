import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { TeamNotificationsSection } from './team-notifications-section';

const WS = '01900000-0000-7000-8000-0000000000a1';
const URL = `/gis/workspace/${WS}/team-notifications`;

afterEach(() => vi.unstubAllGlobals());

describe('TeamNotificationsSection (docs/product.md §16.8)', () => {
  it('shows the member\'s choice per kind and saves a new one with a success alert', async () => {
    const calls = stubApi({
      [`GET ${URL}`]: { status: 200, body: { Entries: 'taeglich', Reports: 'sofort', Approvals: 'sofort' } },
      [`PUT ${URL}`]: (body) => ({ status: 200, body }),
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><TeamNotificationsSection workspaceId={WS} /></>);
    const section = within(await screen.findByRole('region', { name: 'Benachrichtigungen für das Team' }));
    const group = within(await section.findByRole('group', { name: 'Benachrichtigungen für das Team' }));
    const entries = await group.findByRole('combobox', { name: 'Neue Einträge' });
    expect(entries).toHaveDisplayValue('Täglich');
    expect(group.getByRole('combobox', { name: 'Meldungen' })).toHaveDisplayValue('Sofort');
    expect(group.getByRole('combobox', { name: 'Einträge, die auf Freigabe warten' })).toHaveDisplayValue('Sofort');
    expect(within(entries).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sofort', 'Täglich', 'Wöchentlich', 'Nie']);
    await user.selectOptions(entries, 'Sofort');
    await user.selectOptions(group.getByRole('combobox', { name: 'Meldungen' }), 'Wöchentlich');
    await user.selectOptions(group.getByRole('combobox', { name: 'Einträge, die auf Freigabe warten' }), 'Nie');
    await user.click(section.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Benachrichtigungen für das Team wurden gespeichert.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: URL, body: { Entries: 'sofort', Reports: 'woechentlich', Approvals: 'nie' } },
    ]);
  });

  it('shows the server\'s word when saving fails, and says so when the settings cannot be loaded', async () => {
    stubApi({
      [`GET ${URL}`]: { status: 200, body: { Entries: 'taeglich', Reports: 'sofort', Approvals: 'sofort' } },
      [`PUT ${URL}`]: { status: 400, body: { Message: 'Bitte wählen Sie „sofort“, „taeglich“, „woechentlich“ oder „nie“.' } },
    });
    const user = userEvent.setup();
    const first = renderOne(<><AlertsArea /><TeamNotificationsSection workspaceId={WS} /></>);
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Die Benachrichtigungen wurden nicht gespeichert\. Bitte wählen Sie/)).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi({ [`GET ${URL}`]: { status: 403, body: { Message: 'Sie haben keine Berechtigung für diese Aktion.' } } });
    renderOne(<TeamNotificationsSection workspaceId={WS} />);
    expect(await screen.findByText('Die Benachrichtigungen für das Team konnten nicht geladen werden.')).toBeInTheDocument();
  });
});

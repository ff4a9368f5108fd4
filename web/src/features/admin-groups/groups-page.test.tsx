import type { Group, Permission } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { dismissAlert, showAlert } from '../../lib/alerts';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { GroupsPage } from './groups-page';

const ID1 = '01900000-0000-7000-8000-000000000001';
const ID2 = '01900000-0000-7000-8000-000000000002';
const PERMISSIONS: Permission[] = [
  { Name: 'admin', Description: 'Zugang zum Administrationsbereich' },
  { Name: 'usermanager', Description: 'Benutzer verwalten' },
  { Name: 'groupmanager', Description: 'Gruppen und Berechtigungen verwalten' },
  { Name: 'orgmanager', Description: 'Organisationen verwalten' },
  { Name: 'project', Description: 'Projekte anlegen und Benutzer suchen' },
];

/** A fake group API holding `groups`; `answers` overrides single calls. */
function stubGroups(groups: Group[], answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)> = {}) {
  return stubApi({
    'GET /admin/groups': () => ({ status: 200, body: groups }),
    'GET /admin/permissions': { status: 200, body: PERMISSIONS },
    ...answers,
  });
}

const renderPage = () => renderRoutes([{ path: '/admin/groups', element: <><AlertsArea /><GroupsPage /></> }], '/admin/groups');
const alerts = () => within(screen.getByRole('region', { name: 'Meldungen' }));

afterEach(() => {
  vi.unstubAllGlobals();
  const last = showAlert('info', '');
  for (let id = 1; id <= last; id++) dismissAlert(id);
});

describe('GroupsPage', () => {
  it('lists the groups with name and delete buttons', async () => {
    stubGroups([{ ID: ID1, Name: 'Redaktion', Permissions: [{ Name: 'project' }] }, { ID: ID2, Name: 'Leer', Permissions: [] }]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Liste der Gruppen' });
    expect(within(list).getByRole('button', { name: /^Redaktion/ })).toBeInTheDocument();
    expect(within(list).getByText('project')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Gruppe Leer löschen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gruppen' })).toBeInTheDocument();
  });

  it('does nothing for an empty name, and creates a group without permissions', async () => {
    const groups: Group[] = [];
    const calls = stubGroups(groups, {
      'POST /admin/group': (body) => {
        const g = { ID: ID1, ...(body as { Name: string }), Permissions: [] };
        groups.push(g);
        return { status: 200, body: g };
      },
    });
    renderPage();
    await screen.findByText('Es gibt noch keine Gruppen.');
    const box = screen.getByLabelText('Name der neuen Gruppe');
    expect(box).toHaveAttribute('placeholder', 'Neue Gruppe');
    await userEvent.click(screen.getByRole('button', { name: 'Gruppe anlegen' }));
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Gruppe anlegen' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, 'Redaktion{Enter}');
    expect(await alerts().findByText('Gruppe wurde erstellt')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/admin/group', body: { Name: 'Redaktion', Permissions: [] } }]);
    expect(box).toHaveValue('');
    // The list reloads.
    expect(await screen.findByRole('button', { name: /^Redaktion/ })).toBeInTheDocument();
  });

  it("shows the server's reason when creating fails", async () => {
    stubGroups([], { 'POST /admin/group': { status: 409, body: { Message: 'Eine Gruppe mit diesem Namen gibt es bereits.' } } });
    renderPage();
    await userEvent.type(screen.getByLabelText('Name der neuen Gruppe'), 'Redaktion{Enter}');
    expect(await alerts().findByRole('alert')).toHaveTextContent('Gruppe konnte nicht erstellt werden Eine Gruppe mit diesem Namen gibt es bereits.');
  });

  it('opens the edit modal on a name, highlights the group, moves permissions and saves', async () => {
    const groups: Group[] = [{ ID: ID1, Name: 'Redaktion', Permissions: [{ Name: 'project' }] }];
    const calls = stubGroups(groups, {
      [`PUT /admin/group/${ID1}`]: (body) => {
        groups[0] = body as Group;
        return { status: 200, body };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Redaktion/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Gruppe bearbeiten' });
    expect(screen.getByRole('button', { name: /^Redaktion/, hidden: true })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Redaktion');
    const chosen = within(dialog).getByRole('list', { name: 'Gruppenberechtigungen' });
    expect(within(chosen).getByText('project')).toBeInTheDocument();
    expect(within(chosen).getByText('Projekte anlegen und Benutzer suchen')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Berechtigung usermanager hinzufügen' }));
    expect(within(chosen).getByText('usermanager')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await alerts().findByText('Gruppe erfolgreich gespeichert')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ID: ID1, Name: 'Redaktion', Permissions: [{ Name: 'project' }, { Name: 'usermanager' }] });
    // The list reloads with the new permissions.
    expect(await screen.findByText('project, usermanager')).toBeInTheDocument();
  });

  it('keeps the modal open with a warning when saving fails', async () => {
    stubGroups([{ ID: ID1, Name: 'Administratoren', Permissions: [{ Name: 'admin' }] }], {
      [`PUT /admin/group/${ID1}`]: { status: 409, body: { Message: 'Dann hätte niemand mehr die Berechtigung admin.' } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Administratoren/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Gruppe bearbeiten' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Berechtigung admin entfernen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('Gruppe konnte nicht gespeichert werden.');
    expect(warning).toHaveTextContent('Dann hätte niemand mehr die Berechtigung admin.');
    expect(screen.getByRole('dialog', { name: 'Gruppe bearbeiten' })).toBeInTheDocument();
    expect(alerts().queryByText('Gruppe erfolgreich gespeichert')).toBeNull();
  });

  it('Abbrechen closes the modal without saving', async () => {
    const calls = stubGroups([{ ID: ID1, Name: 'Redaktion', Permissions: [] }]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Redaktion/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Gruppe bearbeiten' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('asks before deleting with the text of docs/product.md §2, then deletes and reloads', async () => {
    const groups: Group[] = [{ ID: ID1, Name: 'Redaktion', Permissions: [] }];
    const calls = stubGroups(groups, {
      [`DELETE /admin/group/${ID1}`]: () => {
        groups.pop();
        return { status: 200, body: { Message: 'Gruppe wurde gelöscht' } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Gruppe Redaktion löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gruppe löschen' });
    expect(dialog).toHaveAccessibleDescription('Wollen Sie wirklich die Gruppe Redaktion löschen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Gruppe Redaktion löschen' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Gruppe löschen' })).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByText('Gruppe wurde gelöscht')).toBeInTheDocument();
    expect(await screen.findByText('Es gibt noch keine Gruppen.')).toBeInTheDocument();
  });

  it('tells why a group could not be deleted', async () => {
    stubGroups([{ ID: ID1, Name: 'Administratoren', Permissions: [{ Name: 'admin' }] }], {
      [`DELETE /admin/group/${ID1}`]: { status: 409, body: { Message: 'Dann hätte niemand mehr die Berechtigung admin.' } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Gruppe Administratoren löschen' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Gruppe löschen' })).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByRole('alert')).toHaveTextContent('Gruppe konnte nicht gelöscht werden Dann hätte niemand mehr die Berechtigung admin.');
    expect(screen.getByRole('button', { name: /^Administratoren/ })).toBeInTheDocument();
  });
});

import type { Group, User } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { dismissAlert, showAlert } from '../../lib/alerts';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { UsersPage } from './users-page';

const U1 = '01900000-0000-7000-8000-0000000000a1';
const G1 = '01900000-0000-7000-8000-0000000000b1';
const G2 = '01900000-0000-7000-8000-0000000000b2';
const GROUPS: Group[] = [
  { ID: G1, Name: 'Administratoren', Permissions: [{ Name: 'admin' }, { Name: 'usermanager' }] },
  { ID: G2, Name: 'Projekte', Permissions: [{ Name: 'project' }] },
];
const ANNA: User = {
  ID: U1, Name: 'Anna', Email: 'anna@example.org', Active: true, Activation: 'abc123',
  Groups: [GROUPS[1]!], Attributes: [{ Key: 'Ort', Value: 'Kassel' }, { Key: 'Verein', Value: 'NABU' }],
};

const ADMIN_INFO = { LoggedIn: true, Name: 'Admin', Permissions: ['admin', 'usermanager', 'groupmanager', 'orgmanager', 'project'] };

function stubUsers(users: User[], answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)> = {}) {
  return stubApi({
    'GET /auth/info': { status: 200, body: ADMIN_INFO },
    'GET /admin/users': () => ({ status: 200, body: users }),
    'GET /admin/groups': { status: 200, body: GROUPS },
    ...answers,
  });
}

const renderPage = () => renderRoutes([{ path: '/admin/users', element: <><AlertsArea /><UsersPage /></> }], '/admin/users');
const alerts = () => within(screen.getByRole('region', { name: 'Meldungen' }));
const rowValues = (dialog: HTMLElement) => within(dialog).getAllByTestId('attribute-row').map((row) => {
  const [key, value] = within(row).getAllByRole('textbox') as HTMLInputElement[];
  return [key!.value, value!.value];
});

afterEach(() => {
  vi.unstubAllGlobals();
  const last = showAlert('info', '');
  for (let id = 1; id <= last; id++) dismissAlert(id);
});

describe('UsersPage', () => {
  it("shows the heading with its plus button and the users' names, e-mails and state", async () => {
    stubUsers([ANNA, { ...ANNA, ID: '01900000-0000-7000-8000-0000000000a2', Name: 'Bernd', Email: 'b@example.org', Active: false, Groups: [] }]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Benutzer hinzufügen' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Liste der Benutzer' });
    expect(within(list).getByText('anna@example.org · Projekte')).toBeInTheDocument();
    expect(within(list).getByText('b@example.org · inaktiv')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Benutzer Bernd löschen' })).toBeInTheDocument();
  });

  it('keeps exactly one empty trailing attribute row while typing, and creates the user', async () => {
    const users: User[] = [];
    const calls = stubUsers(users, {
      'POST /admin/user': (body) => {
        const u = { ...(body as User), ID: U1, Activation: '' };
        users.push(u);
        return { status: 200, body: u };
      },
    });
    renderPage();
    await screen.findByText('Es gibt noch keine Benutzer.');
    await userEvent.click(screen.getByRole('button', { name: 'Benutzer hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' });
    expect(within(dialog).queryByLabelText('Aktivierungscode')).toBeNull();
    expect(rowValues(dialog)).toEqual([['', '']]);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Carla');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'carla@example.org');
    await userEvent.type(within(dialog).getByLabelText('Passwort'), 'Fluss-Ufer-123');
    await userEvent.click(within(dialog).getByLabelText('Aktiv'));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Gruppe Projekte hinzufügen' }));

    // Typing into the trailing row adds the next empty one; the focus stays where one types.
    await userEvent.type(within(dialog).getByLabelText('Schlüssel von Attribut 1'), 'Ort');
    expect(within(dialog).getByLabelText('Schlüssel von Attribut 1')).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Wert von Attribut 1'), 'Kassel');
    expect(rowValues(dialog)).toEqual([['Ort', 'Kassel'], ['', '']]);
    await userEvent.type(within(dialog).getByLabelText('Wert von Attribut 2'), 'ohne Schlüssel');
    await userEvent.type(within(dialog).getByLabelText('Schlüssel von Attribut 3'), 'Verein');
    expect(rowValues(dialog)).toEqual([['Ort', 'Kassel'], ['', 'ohne Schlüssel'], ['Verein', ''], ['', '']]);

    // Clearing a middle row's key and value removes it; one empty row remains at the end.
    await userEvent.clear(within(dialog).getByLabelText('Wert von Attribut 2'));
    expect(rowValues(dialog)).toEqual([['Ort', 'Kassel'], ['Verein', ''], ['', '']]);
    await waitFor(() => expect(within(dialog).getByLabelText('Wert von Attribut 2')).toHaveFocus());
    await userEvent.type(within(dialog).getByLabelText('Wert von Attribut 3'), 'x');
    await userEvent.clear(within(dialog).getByLabelText('Wert von Attribut 3'));
    expect(rowValues(dialog)).toEqual([['Ort', 'Kassel'], ['Verein', ''], ['', '']]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByText('Nutzer erfolgreich angelegt')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      Name: 'Carla', Email: 'carla@example.org', Password: 'Fluss-Ufer-123', Active: true,
      Groups: [{ ID: G2 }], Attributes: [{ Key: 'Ort', Value: 'Kassel' }, { Key: 'Verein', Value: '' }],
    });
    expect(await screen.findByRole('button', { name: /^Carla/ })).toBeInTheDocument();
  });

  it('keeps the add modal open with the warning and the reason when creating fails', async () => {
    stubUsers([], { 'POST /admin/user': { status: 409, body: { Message: 'Es existiert bereits ein Account mit dieser Email Adresse.' } } });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Benutzer hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Anna');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('Nutzer konnte nicht angelegt werden.');
    expect(warning).toHaveTextContent('Es existiert bereits ein Account mit dieser Email Adresse.');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Anna');
  });

  it('edits a user: disabled activation code, empty password kept, empty-key rows dropped', async () => {
    const users = [ANNA];
    const calls = stubUsers(users, {
      [`PUT /admin/user/${U1}`]: (body) => {
        users[0] = { ...ANNA, ...(body as Partial<User>), Groups: GROUPS };
        return { status: 200, body: users[0] };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Anna/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer bearbeiten' });
    expect(screen.getByRole('button', { name: /^Anna/, hidden: true })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByLabelText('Aktivierungscode')).toBeDisabled();
    expect(within(dialog).getByLabelText('Aktivierungscode')).toHaveValue('abc123');
    expect(within(dialog).getByLabelText('Passwort')).toHaveValue('');
    expect(within(dialog).getByLabelText('Passwort')).toHaveAccessibleDescription(/Leer lassen, um das Passwort nicht zu ändern/);
    expect(within(dialog).getByLabelText('Aktiv')).toBeChecked();
    expect(rowValues(dialog)).toEqual([['Ort', 'Kassel'], ['Verein', 'NABU'], ['', '']]);

    // A row whose key is cleared but whose value stays is dropped on save.
    await userEvent.clear(within(dialog).getByLabelText('Schlüssel von Attribut 2'));
    expect(rowValues(dialog)).toEqual([['Ort', 'Kassel'], ['', 'NABU'], ['', '']]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Gruppe Administratoren hinzufügen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(await alerts().findByText('Nutzer erfolgreich gespeichert')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ID: U1, Name: 'Anna', Email: 'anna@example.org', Password: '', Active: true,
      Groups: [{ ID: G2 }, { ID: G1 }], Attributes: [{ Key: 'Ort', Value: 'Kassel' }],
    });
  });

  it('keeps the edit modal open with a warning when saving fails (last administrator)', async () => {
    stubUsers([ANNA], { [`PUT /admin/user/${U1}`]: { status: 409, body: { Message: 'Dann hätte niemand mehr die Berechtigung admin.' } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Anna/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer bearbeiten' });
    await userEvent.click(within(dialog).getByLabelText('Aktiv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('Nutzer konnte nicht gespeichert werden.');
    expect(warning).toHaveTextContent('Dann hätte niemand mehr die Berechtigung admin.');
    expect(screen.getByRole('dialog', { name: 'Benutzer bearbeiten' })).toBeInTheDocument();
  });

  it('still edits users when the group list cannot be loaded, keeping their groups', async () => {
    const calls = stubApi({
      'GET /admin/users': { status: 200, body: [ANNA] },
      'GET /admin/groups': { status: 403, body: { Message: 'Keine Berechtigung.' } },
      [`PUT /admin/user/${U1}`]: (body) => ({ status: 200, body: { ...ANNA, ...(body as object) } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Anna/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer bearbeiten' });
    expect(await within(dialog).findByText(/Die Liste der Gruppen konnte nicht geladen werden/)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Nutzergruppen' })).getByText('Projekte')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ Groups: [{ ID: G2 }] }));
  });

  it('removes all passkeys of a user (docs/security.md, Passkeys) and reports the result', async () => {
    const calls = stubUsers([ANNA], { [`DELETE /admin/user/${U1}/passkeys`]: { status: 200, body: { Message: 'Die Passkeys des Benutzers sind entfernt.' } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Anna/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer bearbeiten' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alle Passkeys entfernen' }));
    expect(await alerts().findByText('Alle Passkeys des Benutzers wurden entfernt.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: `/admin/user/${U1}/passkeys`, body: undefined }]);
  });

  it('asks before deleting with the text of docs/product.md §2 and reports the result', async () => {
    const users = [ANNA];
    stubUsers(users, {
      [`DELETE /admin/user/${U1}`]: () => {
        users.pop();
        return { status: 200, body: { Message: 'Benutzer wurde gelöscht' } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Benutzer Anna löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer löschen' });
    expect(dialog).toHaveAccessibleDescription('Wollen Sie wirklich den Benutzer Anna löschen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByText('Benutzer wurde gelöscht')).toBeInTheDocument();
    expect(await screen.findByText('Es gibt noch keine Benutzer.')).toBeInTheDocument();
  });

  it('reports a failed delete', async () => {
    stubUsers([ANNA], { [`DELETE /admin/user/${U1}`]: { status: 409, body: { Message: 'Dann hätte niemand mehr die Berechtigung admin.' } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Benutzer Anna löschen' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Benutzer löschen' })).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByRole('alert')).toHaveTextContent('Der Benutzer konnte nicht gelöscht werden Dann hätte niemand mehr die Berechtigung admin.');
  });

  it('offers a user manager without the admin permission only groups whose permissions they hold, and project', async () => {
    stubUsers([ANNA], { 'GET /auth/info': { status: 200, body: { LoggedIn: true, Name: 'Ute', Permissions: ['usermanager'] } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Benutzer hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' });
    expect(await within(dialog).findByRole('button', { name: 'Gruppe Projekte hinzufügen' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Gruppe Administratoren hinzufügen' })).toBeNull();
  });
});

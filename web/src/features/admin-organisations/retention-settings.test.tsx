import type { Organisation, OrganisationBody } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { OrganisationEditor } from './organisation-editor';

const ID = '01900000-0000-7000-8000-0000000000c1';
const org = (Default: boolean, Other: Organisation['Config']['Other'] = {}): Organisation =>
  ({ ID, Host: 'stadt.example.org', Default, Config: { Title: 'Stadt', Menu: [], Other, Content: {} }, Logo: null });

afterEach(() => vi.unstubAllGlobals());

/** The editor of `o` against a fake PUT that answers what it got; the PUT bodies. */
function renderEditor(o: Organisation) {
  const calls = stubApi({ [`PUT /admin/organisation/${ID}`]: (body) => ({ status: 200, body: { ...o, Config: { ...(body as OrganisationBody).Config, Content: {} } } }) });
  renderOne(<OrganisationEditor org={o} defaultHost="stadt.example.org" />);
  return () => calls.filter((c) => c.method === 'PUT').map((c) => (c.body as OrganisationBody).Config.Other);
}
const region = () => within(screen.getByRole('region', { name: 'Aufbewahrung und Löschfristen' }));

describe('Aufbewahrung und Löschfristen (docs/product.md §17.8)', () => {
  it('shows the defaults, writes only what is changed, „aus“ for never, and keeps the keys out of „Weitere Einstellungen“', async () => {
    const saved = renderEditor(org(true, { kontakt_email: 'info@stadt.example.org' }));
    const user = userEvent.setup();
    const projects = within(region().getByRole('group', { name: 'Beiträge abgeschlossener Projekte' }));
    expect(projects.getByRole('radio', { name: 'Nach einer Frist anonymisieren' })).toBeChecked();
    expect(projects.getByRole('spinbutton', { name: 'Monate nach dem Abschluss eines Projekts' })).toHaveValue(12);
    expect(projects.getByRole('combobox', { name: 'Veröffentlichte Fotos dabei' })).toHaveValue('behalten');
    const accounts = within(region().getByRole('group', { name: 'Konten ohne Anmeldung' }));
    expect(accounts.getByRole('spinbutton', { name: 'Monate ohne Anmeldung bis zur Warnung' })).toHaveValue(24);
    expect(accounts.getByRole('spinbutton', { name: 'Monate von der Warnung bis zur Löschung' })).toHaveValue(1);

    const months = projects.getByRole('spinbutton', { name: 'Monate nach dem Abschluss eines Projekts' });
    await user.clear(months);
    await user.type(months, '6');
    await user.click(accounts.getByRole('radio', { name: 'Nie löschen' }));
    expect(accounts.getByRole('spinbutton', { name: 'Monate ohne Anmeldung bis zur Warnung' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(saved()).toEqual([{ kontakt_email: 'info@stadt.example.org', aufbewahrung_monate: 6, konto_inaktiv_warnung_monate: 'aus' }]);
    // „Weitere Einstellungen“ lists the other settings only, and refuses a retention key.
    const other = within(screen.getByRole('region', { name: 'Weitere Einstellungen' }));
    expect(other.queryAllByRole('rowheader')).toEqual([]);
    expect(screen.getByLabelText('Kontaktadresse')).toHaveValue('info@stadt.example.org');
    await user.type(other.getByRole('textbox', { name: 'Schlüssel der neuen Einstellung' }), 'aufbewahrung_fotos');
    await user.click(other.getByRole('button', { name: 'Einstellung hinzufügen' }));
    expect(other.getByRole('textbox', { name: 'Schlüssel der neuen Einstellung' }))
      .toHaveAccessibleDescription('Diese Einstellung nehmen Sie unter „Aufbewahrung und Löschfristen“ vor.');
  });

  it('refuses months the server would refuse, at their field, and saves nothing', async () => {
    const saved = renderEditor(org(true));
    const user = userEvent.setup();
    const months = region().getByRole('spinbutton', { name: 'Monate von der Warnung bis zur Löschung' });
    await user.clear(months);
    await user.type(months, '300');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(months).toHaveAccessibleDescription('Bitte geben Sie eine ganze Zahl von Monaten zwischen 1 und 240 an.');
    await user.clear(months);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(months).toHaveAccessibleDescription('Bitte geben Sie eine ganze Zahl von Monaten zwischen 1 und 240 an.');
    expect(saved()).toEqual([]);
  });

  it('names the default organisation in any other organisation\'s editor', () => {
    renderEditor(org(false));
    expect(region().getByText('Die Aufbewahrungsfristen gelten für die ganze Installation. Sie werden bei der Standard-Organisation stadt.example.org eingestellt.'))
      .toBeInTheDocument();
    expect(region().queryByRole('spinbutton')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { ImpressumPage } from './impressum-page';

const SETTINGS = {
  impressum_verein: 'Bürgerverein Muster e. V.',
  impressum_vorsitz: 'Max Beispiel',
  impressum_adresse: 'Hauptstraße 3, 12345 Musterstadt',
  impressum_telefon: '+49 (0)30 / 123 45',
  impressum_email: 'info@verein.example',
  impressum_registergericht: 'Amtsgericht Musterstadt, VR 99',
};

afterEach(() => vi.unstubAllGlobals());

describe('ImpressumPage', () => {
  it('shows every imprint detail from the organisation settings', async () => {
    stubApi({}, { Title: 'Verein', Menu: [], Other: { ...SETTINGS, gwapp_layer: 'x' } });
    renderOne(<ImpressumPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(await screen.findByText('Bürgerverein Muster e. V.')).toBeInTheDocument();
    expect(screen.getAllByText('Max Beispiel')).toHaveLength(2);
    expect(screen.getByText('Hauptstraße 3')).toBeInTheDocument();
    expect(screen.getByText('12345 Musterstadt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+49 (0)30 / 123 45' })).toHaveAttribute('href', 'tel:+4903012345');
    expect(screen.getByRole('link', { name: 'info@verein.example' })).toHaveAttribute('href', 'mailto:info@verein.example');
    expect(screen.getByText('Amtsgericht Musterstadt, VR 99')).toBeInTheDocument();
    expect(screen.queryByText(/Einige Angaben fehlen noch/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
  });

  const INCOMPLETE = { Title: 'Verein', Menu: [], Other: { impressum_verein: 'Nur der Name e. V.', impressum_telefon: '   ' } };

  it('marks missing details; an organisation manager also reads where to enter them', async () => {
    stubApi({ 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: ['admin', 'orgmanager'], Name: 'Ada' } } }, INCOMPLETE);
    renderOne(<ImpressumPage />);
    expect(await screen.findByText('Nur der Name e. V.')).toBeInTheDocument();
    expect(screen.getAllByText('noch nicht hinterlegt')).toHaveLength(7);
    const note = await screen.findByText(/^Einige Angaben fehlen noch/);
    expect(note).toHaveTextContent('Einige Angaben fehlen noch: Vertreten durch, Anschrift, Telefon, E-Mail, Aufsichtsbehörde, Registereintrag. In den Einstellungen der Organisation eintragen');
    expect(screen.getByRole('link', { name: 'In den Einstellungen der Organisation eintragen' })).toHaveAttribute('href', '/admin/organisations');
  });

  it('shows visitors the missing details without the hint for administrators', async () => {
    stubApi({}, INCOMPLETE);
    renderOne(<ImpressumPage />);
    expect(await screen.findByText('Nur der Name e. V.')).toBeInTheDocument();
    expect(screen.getAllByText('noch nicht hinterlegt')).toHaveLength(7);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/Einige Angaben fehlen noch/)).toBeNull();
  });

  it('shows a public body its supervisory authority instead of a register entry, and who is responsible for the content', async () => {
    stubApi({}, { Title: 'Stadt', Menu: [], Other: {
      betreiber_art: 'behoerde', impressum_verein: 'Stadt Fulda, Der Magistrat', impressum_vorsitz: 'Oberbürgermeister Max Muster',
      impressum_aufsicht: 'Regierungspräsidium Kassel', impressum_verantwortlich: 'Erika Beispiel, Pressestelle',
    } });
    renderOne(<ImpressumPage />);
    expect(await screen.findByText('Regierungspräsidium Kassel')).toBeInTheDocument();
    expect(screen.getByText('Aufsichtsbehörde')).toBeInTheDocument();
    expect(screen.queryByText('Registereintrag')).toBeNull();
    expect(screen.getByText('Erika Beispiel, Pressestelle')).toBeInTheDocument();
    expect(screen.getAllByText('Oberbürgermeister Max Muster')).toHaveLength(1);
  });

  it('links the terms of use only while the organisation has them (docs/product.md §2.22)', async () => {
    stubApi({}, { Title: 'Verein', Menu: [], Other: SETTINGS, TermsVersion: '0123456789abcdef' });
    const { unmount } = renderOne(<ImpressumPage />);
    expect(await screen.findByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/nutzungsbedingungen');
    unmount();
    vi.unstubAllGlobals();
    stubApi({}, { Title: 'Verein', Menu: [], Other: SETTINGS });
    renderOne(<ImpressumPage />);
    expect(await screen.findByText('Bürgerverein Muster e. V.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nutzungsbedingungen' })).toBeNull();
  });
});

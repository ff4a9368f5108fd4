import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, loadMessages } from '../../i18n/runtime';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { SettingsForm } from './settings-form';

/** The settings form in another interface language (docs/product.md §10.2, §23): its sections,
 *  labels, help texts and choices are translated, no longer marked German; the values stay. */

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

const ORG = { Title: 'Gewässer-App', Menu: [], Other: { sprachen: 'de,en,tr,ar,uk' } };

describe('the settings form in other languages', () => {
  it('in English: sections, labels, help texts and choices translated, without lang="de"', async () => {
    stubApi({ 'GET /workspaces': { status: 200, body: [] } }, ORG);
    const rows = [{ uid: 1, key: 'impressum_verein', value: 'Stadt Fulda', type: 'text' as const }];
    renderOne(
      <LanguageProvider initial="en" messages={await loadMessages('en', 'team')}>
        <SettingsForm rows={rows} errors={{}} onChange={() => undefined} />
      </LanguageProvider>,
    );
    const imprint = within(screen.getByRole('group', { name: 'Legal notice (Impressum)' }));
    expect(imprint.getByLabelText('Name of the operator')).toHaveValue('Stadt Fulda');
    expect(imprint.getByLabelText('Name of the operator')).toHaveAccessibleDescription(/^For example “Stadt Fulda, Der Magistrat”/);
    expect(imprint.getByRole('option', { name: 'Registered association (Verein)' })).not.toHaveAttribute('lang');
    expect(screen.getByLabelText('Two-factor sign-in required for administration')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Interface languages' })).toBeInTheDocument();
    for (const legend of ['Data protection (Datenschutz)', 'Contact', 'Appearance', 'Map', 'Accounts', 'Accessibility']) {
      expect(screen.getByRole('group', { name: legend })).not.toHaveAttribute('lang');
    }
    // Only the languages' own names carry a lang of their own.
    expect([...document.querySelectorAll('.org-settings-section [lang]')].map((e) => e.getAttribute('lang'))).toEqual(['de', 'en', 'tr', 'ar', 'uk']);
  });
});

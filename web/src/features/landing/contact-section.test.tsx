import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { LandingFooter } from './contact-section';

afterEach(() => vi.unstubAllGlobals());

describe('LandingFooter', () => {
  it('links imprint, privacy, accessibility and, while the organisation has them, the terms of use (docs/product.md §2.22)', async () => {
    stubApi({}, { Title: 'Stadt', Menu: [], Other: {}, TermsVersion: '0123456789abcdef' });
    renderOne(<LandingFooter title="Stadt" year={2026} />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/nutzungsbedingungen');
    expect(within(footer).getAllByRole('link').map((a) => a.textContent)).toEqual(['Impressum', 'Datenschutz', 'Barrierefreiheit', 'Leichte Sprache', 'Gebärdensprache', 'Nutzungsbedingungen']);
  });

  it('leaves the terms out while the organisation has none', async () => {
    stubApi({}, { Title: 'Stadt', Menu: [], Other: {} });
    const { queryClient } = renderOne(<LandingFooter title="Stadt" year={2026} />);
    await vi.waitFor(() => expect(queryClient.getQueryData(['auth', 'org'])).toBeDefined());
    expect(within(screen.getByRole('contentinfo')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Impressum', 'Datenschutz', 'Barrierefreiheit', 'Leichte Sprache', 'Gebärdensprache']);
  });

  it('links the page in Leichte Sprache (docs/product.md §23.2)', async () => {
    stubApi({}, { Title: 'Stadt', Menu: [], Other: {} });
    renderOne(<LandingFooter title="Stadt" year={2026} />);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Leichte Sprache' })).toHaveAttribute('href', '/leichte-sprache');
  });
});

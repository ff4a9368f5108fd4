import { fireEvent, screen, within } from '@testing-library/react';
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
    expect(within(footer).getAllByRole('link').map((a) => a.textContent)).toEqual(['Impressum', 'Datenschutz', 'Barrierefreiheit', 'Nutzungsbedingungen', 'Leichte Sprache']);
  });

  it('leaves the terms out while the organisation has none', async () => {
    stubApi({}, { Title: 'Stadt', Menu: [], Other: {} });
    const { queryClient } = renderOne(<LandingFooter title="Stadt" year={2026} />);
    await vi.waitFor(() => expect(queryClient.getQueryData(['auth', 'org'])).toBeDefined());
    expect(within(screen.getByRole('contentinfo')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Impressum', 'Datenschutz', 'Barrierefreiheit', 'Leichte Sprache']);
  });

  it('links the page in Leichte Sprache and switches the pages\' texts to Leichte Sprache, kept in the browser (docs/product.md §23.1)', async () => {
    stubApi({}, { Title: 'Stadt', Menu: [], Other: {} });
    renderOne(<LandingFooter title="Stadt" year={2026} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Leichte Sprache' })).toHaveAttribute('href', '/leichte-sprache');
    const toggle = within(footer).getByRole('button', { name: 'Texte in Leichter Sprache' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('leichte-sprache')).toBe('ja');
    fireEvent.click(toggle);
    expect(localStorage.getItem('leichte-sprache')).toBeNull();
  });
});

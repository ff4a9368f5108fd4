import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { TermsPage } from './terms-page';

afterEach(() => vi.unstubAllGlobals());

const org = (html: Record<string, string>) => ({ Title: 'Stadt', Menu: [], Other: {}, ContentHtml: html, TermsVersion: Object.keys(html).length ? '0123456789abcdef' : null });

describe('TermsPage (docs/product.md §2.22)', () => {
  it('shows the terms and the netiquette as its own anchored section, with a link to it', async () => {
    stubApi({}, org({ 'nutzung.bedingungen': '<p>Bitte <strong>sachlich</strong> bleiben.</p>', 'nutzung.netiquette': '<ul>\n<li>Keine Beleidigungen.</li>\n</ul>' }));
    const { container } = renderOne(<TermsPage />, '/nutzungsbedingungen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(screen.getByText('sachlich').tagName).toBe('STRONG');
    const section = screen.getByRole('region', { name: 'Netiquette' });
    expect(section).toHaveAttribute('id', 'netiquette');
    expect(section).toHaveTextContent('Keine Beleidigungen.');
    expect(screen.getByRole('link', { name: 'Zur Netiquette' })).toHaveAttribute('href', '/nutzungsbedingungen#netiquette');
    expect(container).not.toHaveTextContent('keine gesonderten Nutzungsbedingungen');
    expect(document.title).toBe('Nutzungsbedingungen – Mitmachkarte');
  });

  it('shows a netiquette alone without the link to it', async () => {
    stubApi({}, org({ 'nutzung.bedingungen': '', 'nutzung.netiquette': '<p>Freundlich bleiben.</p>' }));
    renderOne(<TermsPage />, '/nutzungsbedingungen');
    expect(await screen.findByRole('region', { name: 'Netiquette' })).toHaveTextContent('Freundlich bleiben.');
    expect(screen.queryByRole('link', { name: 'Zur Netiquette' })).toBeNull();
  });

  it('says neutrally that there are no separate terms while the organisation has written none', async () => {
    stubApi({}, org({}));
    renderOne(<TermsPage />, '/nutzungsbedingungen');
    expect(await screen.findByText('Für diese Seite gibt es keine gesonderten Nutzungsbedingungen.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Netiquette' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderOne } from '../test/render';
import { COOKIE_ACCEPTED_KEY, CookieBanner } from './cookie-banner';

const banner = () => screen.queryByRole('region', { name: 'Cookies' });

describe('CookieBanner', () => {
  it('is shown until accepted and links to the cookies section of the privacy page', () => {
    renderOne(<CookieBanner />);
    const b = banner();
    expect(b).not.toBeNull();
    expect(within(b!).getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute('href', '/datenschutz#cookies');
    expect(within(b!).getByRole('button', { name: 'Akzeptieren' })).toBeInTheDocument();
  });

  it('stores cookie-accepted on Akzeptieren and stays hidden after a new render', async () => {
    const first = renderOne(<CookieBanner />);
    expect(localStorage.getItem('cookie-accepted')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    expect(banner()).toBeNull();
    expect(COOKIE_ACCEPTED_KEY).toBe('cookie-accepted');
    expect(localStorage.getItem('cookie-accepted')).toBe('true');
    first.unmount();
    renderOne(<CookieBanner />);
    expect(banner()).toBeNull();
  });

  it('is hidden from the start when the flag is already stored', () => {
    localStorage.setItem('cookie-accepted', 'true');
    renderOne(<CookieBanner />);
    expect(banner()).toBeNull();
  });
});

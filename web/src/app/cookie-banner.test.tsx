import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOne } from '../test/render';
import { COOKIE_ACCEPTED_KEY, CookieBanner } from './cookie-banner';

const banner = () => screen.queryByRole('region', { name: 'Cookies' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CookieBanner', () => {
  it('ends the page with a block of its height, read when the page has been laid out, not while it renders', () => {
    let observed: (() => void) | undefined;
    vi.stubGlobal('ResizeObserver', class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    });
    // Reading the height during the render would make the browser lay out the whole page then.
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    const { container } = renderOne(<CookieBanner />);
    expect(height).not.toHaveBeenCalled();
    act(() => observed!());
    expect(container.querySelector<HTMLElement>('.cookie-banner-space')!.style.height).toBe('48px');
  });

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

import type { MenuItem, OrgInfo, UserInfo } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOne } from '../test/render';
import { AppNavbar } from './navbar';

const LOGGED_OUT: UserInfo = { LoggedIn: false, Permissions: [] };
const USER: UserInfo = { LoggedIn: true, Permissions: [], Name: 'Anna' };
const ADMIN: UserInfo = { LoggedIn: true, Permissions: ['admin'], Name: 'Admin' };

function stubApi(info: UserInfo, menu: MenuItem[] = [], inboxNew?: number) {
  const org: OrgInfo = { Title: 'Gewässer-App', Menu: menu, Other: {}, Content: {}, ContentHtml: {}, TermsVersion: null, Logo: null, Translation: null };
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/auth/info')) return json(info);
    if (url.endsWith('/auth/org')) return json(org);
    if (url.endsWith('/auth/logout')) return json(LOGGED_OUT);
    if (url.endsWith('/gis/inbox/counts') && inboxNew !== undefined) return json({ New: inboxNew, Workspaces: [] });
    return new Response('{}', { status: 404 });
  }));
}

/** The entries of the main menu (left of the profile menu), by text: links and dropdown toggles. */
const menuTexts = () => [...document.querySelectorAll('#main-nav .me-auto > .nav-link, #main-nav .me-auto > .dropdown > .dropdown-toggle')]
  .map((e) => e.textContent?.trim());

const item = (Display: string, Link: string, more: Partial<MenuItem> = {}): MenuItem =>
  ({ Id: Display, Display, Link, External: false, Fragment: '', Permissions: [], ...more });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppNavbar', () => {
  it('offers visitors „Login“ and „Registrieren“ as links of their own, both leading back to this page; signed in, neither', async () => {
    stubApi(LOGGED_OUT);
    const { unmount } = renderOne(<AppNavbar />, '/map?workspace=w1&layer=l1');
    const nav = document.getElementById('main-nav')!;
    const login = await within(nav).findByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', `/login?zurueck=${encodeURIComponent('/map?workspace=w1&layer=l1')}`);
    expect(within(nav).getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', `/register?zurueck=${encodeURIComponent('/map?workspace=w1&layer=l1')}`);
    unmount();
    stubApi(USER);
    renderOne(<AppNavbar />, '/map');
    await screen.findByRole('button', { name: 'Anna' });
    expect(screen.queryByRole('link', { name: 'Registrieren' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('names its burger button in German and says in aria-expanded whether the menu is open', async () => {
    stubApi(LOGGED_OUT);
    const user = userEvent.setup();
    renderOne(<AppNavbar />);
    const burger = await screen.findByRole('button', { name: 'Navigation ein- oder ausblenden' });
    expect(burger).toHaveAttribute('aria-controls', 'main-nav');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the organisation title as brand, linking home', async () => {
    stubApi(LOGGED_OUT);
    renderOne(<AppNavbar />);
    expect(await screen.findByRole('link', { name: 'Gewässer-App', current: false })).toBeInTheDocument();
    expect(document.querySelector('.navbar-brand')).toHaveAttribute('href', '/');
  });

  it('shows the default menu without Daten erfassen to visitors', async () => {
    stubApi(LOGGED_OUT);
    renderOne(<AppNavbar />);
    await waitFor(() => expect(document.querySelector('.navbar-brand')).toHaveTextContent('Gewässer-App'));
    expect(menuTexts()).toEqual(['Projekte', 'Startseite', 'Hilfe', 'Kontakt', 'Impressum']);
    expect(screen.getByRole('link', { name: 'Hilfe' })).toHaveAttribute('href', '/#help');
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/#contact');
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
  });

  it('adds Daten erfassen (/map) for logged-in users, and Meine Projekte only where the server says CanManageProjects (docs/product.md §17.4)', async () => {
    stubApi(USER);
    const { unmount } = renderOne(<AppNavbar />);
    expect(await screen.findByRole('link', { name: 'Daten erfassen' })).toHaveAttribute('href', '/map');
    expect(menuTexts()).toEqual(['Daten erfassen', 'Projekte', 'Startseite', 'Hilfe', 'Kontakt', 'Impressum']);
    unmount();
    // A team member without any permission.
    stubApi({ ...USER, CanManageProjects: true });
    renderOne(<AppNavbar />);
    expect(await screen.findByRole('link', { name: 'Meine Projekte' })).toHaveAttribute('href', '/meine-projekte');
    expect(menuTexts()).toEqual(['Daten erfassen', 'Projekte', 'Startseite', 'Hilfe', 'Kontakt', 'Impressum', 'Meine Projekte']);
  });

  it('shows the number of new items of the team\'s inboxes on „Meine Projekte“, read out in words (docs/product.md §16.9)', async () => {
    stubApi({ ...USER, CanManageProjects: true }, [], 3);
    const { unmount } = renderOne(<AppNavbar />);
    expect(await screen.findByRole('link', { name: 'Meine Projekte (3 neue Beiträge)' })).toHaveAttribute('href', '/meine-projekte');
    unmount();
    // None: no badge.
    stubApi({ ...USER, CanManageProjects: true }, [], 0);
    renderOne(<AppNavbar />);
    expect(await screen.findByRole('link', { name: 'Meine Projekte' })).not.toHaveTextContent(/\d/);
  });

  it('marks only the page entry as current on the landing page, not its sections', async () => {
    stubApi(LOGGED_OUT);
    renderOne(<AppNavbar />, '/');
    await screen.findByRole('link', { name: 'Hilfe' });
    const nav = document.querySelector('#main-nav .me-auto') as HTMLElement;
    const current = within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Startseite']);
  });

  it("shows the organisation's own menu with dropdown children and external links", async () => {
    stubApi(LOGGED_OUT, [
      item('Projekte', '', { Children: [
        { Display: 'Fahrradmobilität', Link: '/fahrrad', External: false, Fragment: '' },
        { Display: 'Stadtgewässer', Link: '/gewaesser', External: false, Fragment: 'karte' },
      ] }),
      item('Blog', 'https://blog.example.org', { External: true }),
      item('Kontakt', '/', { Fragment: 'contact' }),
    ]);
    renderOne(<AppNavbar />);
    const toggle = await screen.findByRole('button', { name: 'Projekte' });
    expect(screen.queryByRole('link', { name: 'Impressum' })).toBeNull();
    await userEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'Fahrradmobilität' })).toHaveAttribute('href', '/fahrrad');
    expect(screen.getByRole('link', { name: 'Stadtgewässer' })).toHaveAttribute('href', '/gewaesser#karte');
    const blog = screen.getByRole('link', { name: /Blog/ });
    expect(blog).toHaveAttribute('href', 'https://blog.example.org');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(blog).toHaveAccessibleName('Blog (öffnet eine externe Seite)');
  });

  it('hides entries whose permissions the visitor lacks', async () => {
    stubApi(USER, [item('Intern', '/intern', { Permissions: ['project'] }), item('Offen', '/offen')]);
    renderOne(<AppNavbar />);
    await screen.findByRole('link', { name: 'Offen' });
    expect(screen.queryByRole('link', { name: 'Intern' })).toBeNull();
  });

  /** Opens the profile dropdown and returns its entries by text. */
  async function profileItems() {
    await userEvent.click(await screen.findByRole('button', { name: /^(Profil|Anna|Admin)$/ }));
    const menu = await waitFor(() => {
      const m = document.querySelector<HTMLElement>('[aria-labelledby="menu-profile"].show');
      if (!m) throw new Error('profile menu not open');
      return m;
    });
    return [...menu.querySelectorAll('.dropdown-item')].map((e) => e.textContent?.trim());
  }

  it('offers Login in the profile menu to visitors', async () => {
    stubApi(LOGGED_OUT);
    renderOne(<AppNavbar />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Profil' })).toBeInTheDocument());
    const items = await profileItems();
    expect(items).toContain('Login');
    expect(items).not.toContain('Administration');
    expect(items).not.toContain('Logout');
    expect(items).not.toContain('Meine Beiträge');
  });

  it('has no Administration entry for a logged-in user without admin', async () => {
    stubApi(USER);
    renderOne(<AppNavbar />);
    await screen.findByRole('button', { name: 'Anna' });
    const items = await profileItems();
    expect(items).toEqual(['Profil', 'Meine Beiträge', 'Logout']);
  });

  it('has Administration (/admin) in the profile menu for admins', async () => {
    stubApi(ADMIN);
    renderOne(<AppNavbar />);
    await screen.findByRole('button', { name: 'Admin' });
    expect(await profileItems()).toEqual(expect.arrayContaining(['Profil', 'Administration', 'Logout']));
    expect(screen.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
  });

  it('hides the inline login once logged in', async () => {
    stubApi(LOGGED_OUT);
    const { unmount } = renderOne(<AppNavbar />);
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    unmount();
    stubApi(USER);
    renderOne(<AppNavbar />);
    await screen.findByRole('button', { name: 'Anna' });
    expect(screen.queryByRole('form', { name: 'Login' })).toBeNull();
  });

  it('logs out from the profile menu and goes home', async () => {
    stubApi(USER);
    const { router } = renderOne(<AppNavbar />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Anna' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Profil' })).toBeInTheDocument();
  });
  it('opens a menu with ArrowDown on its focus, moves with the arrows and closes with Escape back to its toggle', async () => {
    stubApi(USER);
    const user = userEvent.setup();
    renderOne(<AppNavbar />);
    const toggle = await screen.findByRole('button', { name: 'Anna' });
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Profil' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Meine Beiträge' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profil' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('closes an open menu on a click elsewhere and when an entry is chosen', async () => {
    stubApi(USER);
    const user = userEvent.setup();
    renderOne(<AppNavbar />);
    const toggle = await screen.findByRole('button', { name: 'Anna' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Meine Beiträge' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

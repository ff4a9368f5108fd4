import type { OrgInfo, UserInfo } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, LanguageProvider } from '../i18n/runtime';
import { renderOne } from '../test/render';
import { AppNavbar } from './navbar';

const USER: UserInfo = { LoggedIn: true, Permissions: [], Name: 'Anna', CanManageProjects: true };
let ORG: OrgInfo;
let ACCOUNT: UserInfo;
let calls: { method: string; url: string; body: unknown; language: string | null }[];

beforeEach(() => {
  localStorage.clear();
  ACCOUNT = USER;
  calls = [];
  ORG = { Title: 'Stadt Fulda', Menu: [], Other: { sprachen: 'de,en,tr,ar,uk' }, Content: {}, ContentHtml: {}, TermsVersion: null, Logo: null, Translation: null };
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, language: new Headers(init?.headers).get('accept-language') });
    const json = (answer: unknown) => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/auth/language') && method === 'PUT') return json((ACCOUNT = { ...ACCOUNT, Language: (body as { Language: UserInfo['Language'] }).Language }));
    if (url.endsWith('/auth/info')) return json(ACCOUNT);
    if (url.endsWith('/auth/org')) return json(ORG);
    if (url.endsWith('/gis/inbox/counts')) return json({ New: 3, Workspaces: [] });
    return new Response('{}', { status: 404 });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

const bar = () => renderOne(<LanguageProvider initial="de" messages={{}}><AppNavbar /></LanguageProvider>);

describe('the language switcher (docs/product.md §23)', () => {
  it('lists each language in its own name, switches the texts, the document\'s lang and dir, and keeps the choice', async () => {
    bar();
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation');
    expect(await within(nav).findByRole('link', { name: /Meine Projekte.*3 neue Beiträge/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'DE – Sprache: Deutsch' }));
    const choices = screen.getAllByRole('button').filter((b) => b.classList.contains('dropdown-item'));
    expect(choices.map((b) => [b.textContent, b.lang, b.getAttribute('aria-current')])).toEqual([
      ['Deutsch', 'de', 'true'], ['English', 'en', null], ['Türkçe', 'tr', null], ['العربية', 'ar', null], ['Українська', 'uk', null],
    ]);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await within(nav).findByRole('link', { name: /My projects.*3 new contributions/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Add data' })).toHaveAttribute('href', '/map');
    expect(screen.getByRole('button', { name: 'EN – Language: English' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');

    await user.click(screen.getByRole('button', { name: 'EN – Language: English' }));
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await within(nav).findByRole('link', { name: 'إدخال البيانات' })).toBeInTheDocument();
    // Arabic's plural forms: three is „few“.
    expect(within(nav).getByRole('link', { name: /مشاريعي.*3 مساهمات جديدة/ })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });

  it('starts in the language kept in the browser, else in the browser\'s, else German', async () => {
    const { initialLanguage } = await import('../i18n/runtime');
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['uk-UA', 'ru']);
    expect(initialLanguage()).toBe('uk');
    languages.mockReturnValue(['fr-FR', 'fr']);
    expect(initialLanguage()).toBe('de');
    localStorage.setItem(LANGUAGE_KEY, 'tr');
    expect(initialLanguage()).toBe('tr');
    localStorage.setItem(LANGUAGE_KEY, 'xx');
    expect(initialLanguage()).toBe('de');
    languages.mockRestore();
  });

  it('offers no choice where the organisation offers German only, and leaves a language it does not offer for German', async () => {
    ORG = { ...ORG, Other: {} };
    localStorage.setItem(LANGUAGE_KEY, 'en');
    renderOne(<LanguageProvider initial="en" messages={{}}><AppNavbar /></LanguageProvider>);
    const nav = screen.getByRole('navigation');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(await within(nav).findByRole('link', { name: /Meine Projekte/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sprache|Language/ })).toBeNull();
    // The visitor's choice stays for sites that offer English.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('keeps a signed-in visitor\'s choice with the account, and every call names the language read', async () => {
    bar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'DE – Sprache: Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'Türkçe' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/v1/auth/language', body: { Language: 'tr' }, language: expect.stringMatching(/^(de|tr)$/) },
    ]));
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
    expect(ACCOUNT.Language).toBe('tr');
    // The account's answer does not switch back: the choice stands.
    expect(screen.getByRole('button', { name: /^TR – / })).toBeInTheDocument();
  });

  it('applies the account\'s language when a signed-in visit starts, and keeps the visitor\'s later choice', async () => {
    ACCOUNT = { ...USER, Language: 'uk' };
    bar();
    const user = userEvent.setup();
    await waitFor(() => expect(document.documentElement.lang).toBe('uk'));
    expect(await screen.findByRole('button', { name: /^UK – / })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^UK – / }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ Language: 'en' }]);
    // Calls after the switch ask for English answers (the server's messages, docs/product.md §23).
    await user.click(screen.getByRole('button', { name: /^EN – / }));
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ body: { Language: 'de' }, language: 'en' }));
  });

  it('leaves an anonymous visitor\'s choice in the browser only', async () => {
    ACCOUNT = { LoggedIn: false, Permissions: [] };
    bar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'DE – Sprache: Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('keeps the choice kept in this browser when a signed-in visit starts, and tells the account', async () => {
    ACCOUNT = { ...USER, Language: 'uk' };
    localStorage.setItem(LANGUAGE_KEY, 'tr');
    renderOne(<LanguageProvider initial="tr" messages={{}}><AppNavbar /></LanguageProvider>);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ Language: 'tr' }]));
    expect(ACCOUNT.Language).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('tr');
  });
});

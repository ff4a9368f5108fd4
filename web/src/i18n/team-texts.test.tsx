import type { OrgInfo } from '@mitmachkarte/contract';
import { screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOne } from '../test/render';
import * as de from './de/editors';
import { loadMessages, loadTeamTexts, LanguageProvider, useT } from './runtime';

/** A language's two chunks (docs/decisions/0035, docs/runtime.md §3): the team's texts come when a
 *  team's screen first needs them, never with the citizens'. */

const ORG: OrgInfo = { Title: 'Stadt Fulda', Menu: [], Other: { sprachen: 'de,en,tr' }, Content: {}, ContentHtml: {}, TermsVersion: null, Logo: null, Translation: null };

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => String(input).endsWith('/auth/org')
    ? new Response(JSON.stringify(ORG), { status: 200, headers: { 'content-type': 'application/json' } })
    : new Response('{}', { status: 404 })));
});
afterEach(() => vi.unstubAllGlobals());

/** A team's text (the workspace manager's title), and every text it was drawn with. */
const drawn: string[] = [];
function TeamTitle() {
  const t = useT('workspaces', de.workspaces);
  drawn.push(t('title'));
  return <h1>{t('title')}</h1>;
}

describe('the team\'s texts of a language', () => {
  it('are not in the citizens\' chunk; a team\'s part of a citizen\'s screen asks for them and shows German until they arrive', async () => {
    const citizens = await loadMessages('en');
    expect(citizens['workspaces.title']).toBeUndefined();
    drawn.length = 0;
    renderOne(<LanguageProvider initial="en" messages={citizens}><TeamTitle /></LanguageProvider>);
    expect(await screen.findByRole('heading', { name: 'Project management' })).toBeInTheDocument();
    expect(drawn[0]).toBe('Projektverwaltung');
  });

  it('a team\'s screen waits for them and never shows German first', async () => {
    const citizens = await loadMessages('tr');
    drawn.length = 0;
    const Screen = lazy(async () => {
      await loadTeamTexts();
      return { default: TeamTitle };
    });
    renderOne(<LanguageProvider initial="tr" messages={citizens}><Suspense fallback={null}><Screen /></Suspense></LanguageProvider>);
    expect(await screen.findByRole('heading', { name: 'Proje yönetimi' })).toBeInTheDocument();
    expect(new Set(drawn)).toEqual(new Set(['Proje yönetimi']));
  });
});

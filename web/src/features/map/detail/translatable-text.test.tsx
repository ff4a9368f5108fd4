import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@mitmachkarte/contract';
import { LanguageProvider, loadMessages } from '../../../i18n/runtime';
import { stubApi } from '../../../test/api-stub';
import { renderOne } from '../../../test/render';
import { TranslatableText } from './translatable-text';

/** „Übersetzen“ beside a citizen's text (docs/product.md §23.1): offered only while the
 *  organisation's service is on and the text's presumed language differs from the interface's;
 *  the translation marked „Maschinell übersetzt“ with its `lang`, „Original anzeigen“ one click
 *  away, failures said politely. */

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

const ID = '01900000-0000-7000-8000-0000000c0001';
const ON = { Title: 'Stadt', Menu: [], Other: { sprachen: 'de,en,ar' }, Translation: { Host: 'translate.example.org' } };

async function show(language: Language, text: string, org: typeof ON | Omit<typeof ON, 'Translation'> = ON, answer = { status: 200, body: { Text: 'Please put up a bench.', Source: 'de', Target: 'en', Machine: true } }) {
  const calls = stubApi({ 'POST /gis/translate': () => answer }, org);
  const messages = await loadMessages(language);
  renderOne(<LanguageProvider initial={language} messages={messages}>
    <p><TranslatableText text={text} source={{ Kind: 'comment', ID }} what="Kommentar von Max" /></p>
  </LanguageProvider>);
  return calls;
}

describe('TranslatableText', () => {
  it('translates on demand, marks the machine translation with its lang, and toggles back without asking again', async () => {
    const calls = await show('en', 'Bitte eine Bank aufstellen.');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Translate (Kommentar von Max)' }));
    const translated = await screen.findByText('Please put up a bench.');
    expect(translated).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Machine translation')).toBeInTheDocument();
    expect(screen.queryByText('Bitte eine Bank aufstellen.')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ Kind: 'comment', ID, Target: 'en' }]);
    await user.click(screen.getByRole('button', { name: 'Show original (Kommentar von Max)' }));
    expect(screen.getByText('Bitte eine Bank aufstellen.')).toBeInTheDocument();
    expect(screen.queryByText('Machine translation')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Translate (Kommentar von Max)' }));
    expect(await screen.findByText('Please put up a bench.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('offers nothing while the organisation has the service off', async () => {
    const { Translation: _, ...off } = ON;
    await show('en', 'Bitte eine Bank aufstellen.', off);
    expect(await screen.findByText('Bitte eine Bank aufstellen.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers nothing where the text is presumed to be in the interface language, and offers it for Arabic text in German', async () => {
    await show('de', 'Bitte eine Bank aufstellen.');
    expect(await screen.findByText('Bitte eine Bank aufstellen.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    document.body.innerHTML = '';
    await show('de', 'يرجى وضع مقعد.');
    expect(await screen.findByRole('button', { name: 'Übersetzen (Kommentar von Max)' })).toBeInTheDocument();
  });

  it('says politely when the translation fails, and keeps the text', async () => {
    await show('en', 'Bitte eine Bank aufstellen.', ON, { status: 409, body: { Message: 'Die Übersetzung ist gerade nicht möglich.' } } as never);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Translate (Kommentar von Max)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Translation is not possible right now. Please try again later.');
    expect(screen.getByText('Bitte eine Bank aufstellen.')).toBeInTheDocument();
  });
});

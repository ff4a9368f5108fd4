import { LANGUAGES } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import type { MailTexts } from './catalogue-types.js';
import type { MailBlock } from './mail-words.js';
import { MAILS } from './mails.js';
import { formatMessage, MESSAGES, placeholdersOf, say } from './messages.js';

/** Completeness of the server's catalogues (docs/product.md §23): every message and mail of the
 *  German source exists in every language with the same values. A missing key is also a compile
 *  error (the translations are typed by the German catalogue); this checks what types cannot. */

const TRANSLATIONS = LANGUAGES.filter((l) => l !== 'de');

describe('server messages', () => {
  const german = MESSAGES.de;
  it.each(TRANSLATIONS)('%s has every German key, no other, each translated, with the same {values}', (language) => {
    const messages = MESSAGES[language];
    expect(Object.keys(messages).sort()).toEqual(Object.keys(german).sort());
    for (const [key, text] of Object.entries(german)) {
      const translated = messages[key as keyof typeof messages];
      expect(translated.trim(), `${language}.${key}`).not.toBe('');
      expect(translated, `${language}.${key} is still German`).not.toBe(text);
      expect(placeholdersOf(translated), `${language}.${key}`).toEqual(placeholdersOf(text));
    }
  });

  it('fills in values and falls back to German for nothing else', () => {
    expect(formatMessage(say('takenUp', { status: 'In Arbeit' }), 'de')).toBe('Ihr Eintrag hat schon den Status „In Arbeit“ und lässt sich nicht mehr ändern. Zurückziehen können Sie ihn weiterhin.');
    expect(formatMessage(say('takenUp', { status: 'In Arbeit' }), 'en')).toContain('“In Arbeit”');
    expect(formatMessage(say('pointNotFound'), 'uk')).toBe('Запис не знайдено.');
  });
});

/** One marked sample of each mail's values: every string value is a marker that must appear in
 *  the mail in every language (links and names are never left out), numbers as themselves. */
const follower = { title: '⟦title⟧', entry: '⟦entry⟧', layer: '⟦layer⟧', mapLink: '⟦map⟧', unsubscribeLink: '⟦unsubscribe⟧' };
const SAMPLES: { [K in keyof MailTexts]: Parameters<MailTexts[K]>[0] } = {
  validFor: { minutes: 30 },
  activation: { title: '⟦title⟧', link: '⟦link⟧', validFor: '⟦valid⟧' },
  passwordReset: { title: '⟦title⟧', link: '⟦link⟧', validFor: '⟦valid⟧' },
  accountLocked: { title: '⟦title⟧', contact: '⟦contact⟧' },
  reporterReceipt: follower,
  followerStatus: { ...follower, status: '⟦status⟧', note: '⟦note⟧' },
  followerAnswer: { ...follower, answer: '⟦answer⟧', organisation: '⟦organisation⟧' },
  followerResponse: { ...follower, status: '⟦status⟧', note: '⟦note⟧', answer: '⟦answer⟧', organisation: '⟦organisation⟧' },
  commentDigest: { ...follower, count: 13, quoted: [{ author: '⟦author⟧', text: '⟦comment⟧' }, { author: '', text: '⟦anonymous⟧' }], rest: 11 },
};

const textOf = (words: string | { subject: string; blocks: MailBlock[] }) =>
  (typeof words === 'string' ? words : [words.subject, ...words.blocks.map((b) => (typeof b === 'string' ? b : `<${b.link}>`))].join('\n'));
const markersOf = (text: string) => [...new Set(text.match(/⟦\w+⟧|<⟦\w+⟧>|\b1[13]\b|\b30\b/g) ?? [])].sort();

describe('server mails', () => {
  it.each(TRANSLATIONS)('%s has every mail, each naming the same values and links as the German one', (language) => {
    expect(Object.keys(MAILS[language]).sort()).toEqual(Object.keys(MAILS.de).sort());
    for (const key of Object.keys(SAMPLES) as (keyof MailTexts)[]) {
      const compose = (l: typeof language | 'de') => (MAILS[l][key] as (v: unknown) => string | { subject: string; blocks: MailBlock[] })(SAMPLES[key]);
      const [german, translated] = [textOf(compose('de')), textOf(compose(language))];
      expect(markersOf(translated), `${language}.${key}`).toEqual(markersOf(german));
      expect(translated, `${language}.${key} is still German`).not.toBe(german);
    }
  });

  it('covers every mail of the German catalogue with a sample', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(MAILS.de).sort());
  });

  it('leaves out an empty note in every language, as German does', () => {
    for (const language of LANGUAGES) {
      const blocks = (note: string) => MAILS[language].followerStatus({ ...follower, status: '⟦status⟧', note }).blocks.length;
      expect(blocks(''), language).toBe(blocks('⟦note⟧') - 1);
      expect(textOf(MAILS[language].accountLocked({ title: '⟦title⟧', contact: '' })), language).toContain('⟦title⟧');
    }
  });
});

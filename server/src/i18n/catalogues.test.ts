import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIELD_MESSAGES, fieldMessage, LANGUAGES, questionnaireTranslationProblems, SETTINGS_CATALOGUE, settingProblem } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import type { MailTexts } from './catalogue-types.js';
import { EXPORT_WORDS } from './export-words.js';
import type { MailBlock, SecurityNotice, TeamEventKind } from './mail-words.js';
import { MAILS } from './mails.js';
import { areas as AREAS_DE } from './de/messages.js';
import { areas as AREAS_EN } from './en/messages.js';
import { areas as AREAS_TR } from './tr/messages.js';
import { areas as AREAS_AR } from './ar/messages.js';
import { areas as AREAS_UK } from './uk/messages.js';
import { formatMessage, MESSAGES, placeholdersOf, readGerman, say, translateGerman } from './messages.js';

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

  it.each(Object.entries({ de: AREAS_DE, en: AREAS_EN, tr: AREAS_TR, ar: AREAS_AR, uk: AREAS_UK }))('%s names each key in one area only', (_, areas) => {
    const keys = Object.values(areas).flatMap((area) => Object.keys(area));
    expect(keys.length).toBe(new Set(keys).size);
    expect(Object.keys(areas)).toEqual(Object.keys(AREAS_DE));
  });

  it('fills in values and falls back to German for nothing else', () => {
    expect(formatMessage(say('takenUp', { status: 'In Arbeit' }), 'de')).toBe('Ihr Eintrag hat schon den Status „In Arbeit“ und lässt sich nicht mehr ändern. Zurückziehen können Sie ihn weiterhin.');
    expect(formatMessage(say('takenUp', { status: 'In Arbeit' }), 'en')).toContain('“In Arbeit”');
    expect(formatMessage(say('pointNotFound'), 'uk')).toBe('Запис не знайдено.');
    // A value that is a message is said in the same language.
    expect(formatMessage(say('tooManyFailures', { wait: say('waitMinutes', { n: 2 }) }), 'de')).toContain('Bitte warten Sie 2 Minuten und');
    expect(formatMessage(say('tooManyFailures', { wait: say('waitMinutes', { n: 2 }) }), 'en')).toContain('Please wait 2 minutes and');
  });
});

describe('German messages read back (the contract\'s field messages, messages that crossed a thread)', () => {
  it('reads every field message of the contract back to its key, with its values', () => {
    for (const [key, text] of Object.entries(FIELD_MESSAGES)) {
      const values = Object.fromEntries(placeholdersOf(text).map((name) => [name, `⟦${name}⟧`]));
      const german = fieldMessage(key as keyof typeof FIELD_MESSAGES, values);
      const read = readGerman(german);
      expect(read && formatMessage(read, 'de'), key).toBe(german);
      for (const language of TRANSLATIONS) {
        const translated = translateGerman(german, language);
        expect(translated, `${language}.${key}`).not.toBe(german);
        for (const marker of Object.values(values)) expect(translated, `${language}.${key}`).toContain(marker);
      }
    }
  });

  it('translates a value that is a message itself, and leaves a text the catalogue lacks as it is', () => {
    expect(translateGerman('Die CSV-Datei ist fehlerhaft (Zeile 3): Ein Anführungszeichen wird nicht geschlossen.', 'en'))
      .toBe('The CSV file is faulty (line 3): A quotation mark is not closed.');
    expect(translateGerman('Ein Text, den der Katalog nicht kennt.', 'ar')).toBe('Ein Text, den der Katalog nicht kennt.');
    expect(translateGerman('„Tiefe“ muss zwischen 0,5 und 2.500,5 liegen.', 'tr')).toBe('“Tiefe” 0,5 ile 2.500,5 arasında olmalıdır.');
  });

  it('says a language named in a message in the answer\'s language, and a setting\'s label as the form shows it', () => {
    const [unknownQuestion] = questionnaireTranslationProblems({ en: { Questions: { Farbe: {} } } }, [], []);
    expect(translateGerman(unknownQuestion!.message, 'en')).toBe('The translation (English) names a question “Farbe” that does not exist.');
    expect(translateGerman(unknownQuestion!.message, 'uk')).toBe('Переклад (англійська) називає запитання «Farbe», якого немає.');
    const colour = SETTINGS_CATALOGUE.flatMap((section) => section.fields).find((f) => f.kind === 'colour')!;
    expect(translateGerman(settingProblem(colour, '#ffff00')!, 'en')).toMatch(new RegExp(`^“${colour.label}” is too light: white text on it would have a contrast of only 1,1 : 1`));
  });
});

/** The server's code, without its tests, catalogues, seed data, migrations and command line. */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const sourceFiles = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
  const path = join(dir, e.name);
  if (e.isDirectory()) return ['i18n', 'seed', 'migrations', 'cli'].includes(e.name) ? [] : sourceFiles(path);
  return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
});

/** A German text in quotes or backticks: a capital letter or „ first, a space in it. */
const GERMAN_TEXT = String.raw`['\x60][A-ZÄÖÜ„][^'\x60\n]*\s[^'\x60\n]*['\x60]`;
/** Where a message is given: an AppError's, a helper's of lib/app-error.ts, a field error's, a
 *  `{ Message }`; and a message constant (`const NAME = 'Ein Satz.'`). */
const PLAIN_MESSAGES = [
  new RegExp(String.raw`new AppError\(\s*'[A-Z_]+',\s*${GERMAN_TEXT}`, 'g'),
  new RegExp(String.raw`\b(?:notFound|conflict|forbidden|validation)\(\s*${GERMAN_TEXT}`, 'g'),
  new RegExp(String.raw`\b(?:requireFound|requireFree|fieldError|invalidField)\([^,()]+,\s*${GERMAN_TEXT}`, 'g'),
  new RegExp(String.raw`\bMessage:\s*${GERMAN_TEXT}`, 'g'),
  new RegExp(String.raw`^(?:export )?const [A-Z][A-Z0-9_]* = ['\x60][A-ZÄÖÜ„][^'\x60\n]* [^'\x60\n]*[.!?]['\x60];`, 'gm'),
];

describe('the server\'s messages are said by key', () => {
  it('gives no message as a plain German text in the server\'s code (i18n/messages.ts say)', () => {
    const found = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return PLAIN_MESSAGES.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => `${relative(SRC, file)}: ${m[0]}`));
    });
    expect(found).toEqual([]);
  });

  it('finds what it looks for', () => {
    const samples = ["throw new AppError('CONFLICT', 'Das gibt es schon.')", "notFound(`Die ${what} fehlt.`)", "requireFound(row, 'Die Gruppe fehlt.')",
      "fieldError('Name', 'Der Name fehlt.')", "return { Message: 'Der Punkt wurde gelöscht.' }", "export const GONE = 'Das ist weg.';"];
    for (const sample of samples) expect(PLAIN_MESSAGES.some((p) => new RegExp(p.source, p.flags).test(sample)), sample).toBe(true);
    for (const sample of ["new AppError('VALIDATION', 'noemail')", "throw notFound(say('pointNotFound'))", "{ Message: 'success' }"]) {
      expect(PLAIN_MESSAGES.some((p) => new RegExp(p.source, p.flags).test(sample)), sample).toBe(false);
    }
  });
});

/** The contract's code, without its tests and FIELD_MESSAGES itself. */
const CONTRACT_SRC = fileURLToPath(new URL('../../../packages/contract/src', import.meta.url));
/** A text in quotes or backticks with a space in it; German when it has an umlaut, „ or a German word. */
const QUOTED = String.raw`['\x60][^'\x60\n]*\s[^'\x60\n]*['\x60]`;
const GERMAN_MARK = /[äöüßÄÖÜ„]|\b(?:ist|sind|muss|darf|Bitte|oder|und|nicht|eine?|der|die|das|Höchstens)\b/;
/** Where a schema gives a message: `message:`/`error:`, a check's second argument, a message constant. */
const CONTRACT_MESSAGES = [
  new RegExp(String.raw`\b(?:message|error):\s*${QUOTED}`, 'g'),
  new RegExp(String.raw`\.(?:min|max|length|regex|int|refine)\([^'\x60()]*,\s*(?:\{\s*(?:error|message):\s*)?${QUOTED}`, 'g'),
  new RegExp(String.raw`^(?:export )?const [A-Z][A-Z0-9_]* = ${QUOTED}`, 'gm'),
];
/** German texts of the contract that are no field message (docs/product.md §23.4): texts stored or
 *  shown as content (a shortened comment's note, the reason of an automatic hiding, default page
 *  texts). */
const NOT_FIELD_MESSAGES = ['export const SHORTENED_NOTE', 'export const AUTO_HIDDEN_REASON', 'const TOPIC_APPS', 'const TOPIC_MAPS',
  'export const PROJECT_CLOSED'];

describe('the contract\'s field messages are given by key', () => {
  it('gives no field message as a plain German text in the contract\'s schemas (FIELD_MESSAGES)', () => {
    const found = readdirSync(CONTRACT_SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'field-messages.ts').flatMap((file) => {
      const text = readFileSync(join(CONTRACT_SRC, file), 'utf8');
      return CONTRACT_MESSAGES.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0]))
        .filter((m) => GERMAN_MARK.test(m) && !NOT_FIELD_MESSAGES.some((known) => m.startsWith(known))).map((m) => `${file}: ${m}`);
    });
    expect(found).toEqual([]);
  });

  it('finds what it looks for', () => {
    const samples = ["z.string({ error: 'Der Titel muss ein Text sein.' })", ".max(20, 'Höchstens 20 Werte.')", "{ message: `Die Frage „${n}“ fehlt.`, path: ['x'] }",
      "const PAGE_MESSAGE = 'page muss eine ganze Zahl sein.';", ".refine((v) => v > 0, { error: 'Die Zahl ist zu klein.' })"];
    const hits = (sample: string) => CONTRACT_MESSAGES.some((p) => new RegExp(p.source, p.flags).test(sample)) && GERMAN_MARK.test(sample);
    for (const sample of samples) expect(hits(sample), sample).toBe(true);
    for (const sample of ["z.string({ error: FIELD_MESSAGES.nameEmpty })", ".max(20, fieldMessage('tooManyMapKeys', { max: 20 }))", "const KIND = 'wms';"]) {
      expect(hits(sample), sample).toBe(false);
    }
  });
});

/** One marked sample of each mail's values: every string value is a marker that must appear in
 *  the mail in every language (links and names are never left out), numbers as themselves. */
const follower = { title: '⟦title⟧', entry: '⟦entry⟧', layer: '⟦layer⟧', mapLink: '⟦map⟧', unsubscribeLink: '⟦unsubscribe⟧' };
const team = { title: '⟦title⟧', workspace: '⟦workspace⟧', inboxLink: '⟦inbox⟧', unsubscribeLink: '⟦unsubscribe⟧' };
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
  teamEvent: { ...team, event: { kind: 'meldungen', comment: true, entry: '⟦entry⟧', layer: '⟦layer⟧', mapLink: '⟦map⟧' } },
  teamDigest: {
    ...team, daily: true, counts: [{ kind: 'eintraege', n: 13 }, { kind: 'meldungen', n: 11 }, { kind: 'freigaben', n: 30 }], rest: 11,
    listed: [
      { kind: 'eintraege', comment: false, entry: '⟦entry⟧', layer: '⟦layer⟧', mapLink: '⟦map⟧' },
      { kind: 'meldungen', comment: false, entry: '', layer: '⟦untitled⟧', mapLink: '⟦map2⟧' },
      { kind: 'freigaben', comment: true, entry: '⟦waiting⟧', layer: '⟦layer3⟧', mapLink: '⟦map3⟧' },
    ],
  },
  teamAssignment: { ...team, entry: '⟦entry⟧', layer: '⟦layer⟧', mapLink: '⟦map⟧', department: '⟦department⟧', person: '⟦person⟧', more: 11 },
  teamReminder: {
    ...team, count: 13, rest: 11, listed: [
      { entry: '⟦entry⟧', layer: '⟦layer⟧', mapLink: '⟦map⟧', kind: 'antwort', days: 30 },
      { entry: '', layer: '⟦untitled⟧', mapLink: '⟦map2⟧', kind: 'erledigung', days: 11 },
    ],
  },
  validDays: { days: 30 },
  invitation: { title: '⟦title⟧', workspace: '⟦workspace⟧', inviter: '⟦inviter⟧', link: '⟦link⟧', validFor: '⟦valid⟧', hasAccount: true },
  securityNotice: { title: '⟦title⟧', notice: 'passkey-added', byManager: false, resetLink: '⟦reset⟧', contact: '⟦contact⟧', passkey: '⟦passkey⟧', at: '⟦at⟧' },
  inactiveAccount: { title: '⟦title⟧', months: 13, deadline: '⟦deadline⟧', link: '⟦link⟧', keepsContributions: true },
  reportOutcome: { title: '⟦title⟧', entry: '⟦entry⟧', layer: '⟦layer⟧', comment: true, outcome: 'hidden', mapLink: '⟦map⟧' },
  areaAlertConfirm: { title: '⟦title⟧', link: '⟦link⟧', days: 13 },
  projectUpdate: { title: '⟦title⟧', project: '⟦project⟧', updateTitle: '⟦update⟧', text: '⟦text⟧', projectLink: '⟦projectLink⟧', unsubscribeLink: '⟦unsubscribe⟧', follows: true },
  areaAlert: {
    title: '⟦title⟧', frequency: 'taeglich', count: 13, rest: 11, feedLink: '⟦feed⟧', unsubscribeLink: '⟦unsubscribe⟧',
    items: [
      { kind: 'neu', entry: '⟦entry⟧', layer: '⟦layer⟧', status: '', mapLink: '⟦map⟧' },
      { kind: 'status', entry: '', layer: '⟦layer2⟧', status: '⟦status⟧', mapLink: '⟦map2⟧' },
    ],
  },
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

  /** Each language against German for one mail's values: the same markers, and not German. */
  const sameValues = (language: (typeof TRANSLATIONS)[number], name: string, compose: (l: typeof language | 'de') => { subject: string; blocks: MailBlock[] }) => {
    const [german, translated] = [textOf(compose('de')), textOf(compose(language))];
    expect(markersOf(translated), `${language}: ${name}`).toEqual(markersOf(german));
    expect(translated, `${language}: ${name} is still German`).not.toBe(german);
  };

  it.each(TRANSLATIONS)('%s has every security notice, by the holder and by a manager, with and without contact, passkey and time', (language) => {
    const notices: SecurityNotice[] = ['password', 'mfa-on', 'mfa-off', 'recovery-codes', 'account-deleted', 'passkey-added', 'passkey-removed', 'passkeys-reset', 'identity-linked', 'identity-unlinked'];
    for (const notice of notices) {
      for (const byManager of [false, true]) {
        for (const detail of [{ contact: '⟦contact⟧', passkey: '⟦passkey⟧', at: '⟦at⟧' }, { contact: '', passkey: '', at: '' }]) {
          sameValues(language, `${notice} ${byManager} ${detail.contact}`, (l) => MAILS[l].securityNotice({ ...SAMPLES.securityNotice, ...detail, notice, byManager }));
        }
      }
    }
  });

  it.each(TRANSLATIONS)('%s has every team event, report outcome and variant of the invitation and the inactivity warning', (language) => {
    for (const kind of ['eintraege', 'meldungen', 'freigaben'] as TeamEventKind[]) {
      for (const comment of [false, true]) {
        for (const entry of ['⟦entry⟧', '']) {
          sameValues(language, `teamEvent ${kind} ${comment} ${entry}`, (l) => MAILS[l].teamEvent({ ...team, event: { kind, comment, entry, layer: '⟦layer⟧', mapLink: '⟦map⟧' } }));
        }
      }
    }
    for (const outcome of ['dismissed', 'hidden', 'shortened', 'deleted'] as const) {
      sameValues(language, `reportOutcome ${outcome}`, (l) => MAILS[l].reportOutcome({ ...SAMPLES.reportOutcome, outcome, entry: '', comment: false, mapLink: '' }));
    }
    sameValues(language, 'invitation without account', (l) => MAILS[l].invitation({ ...SAMPLES.invitation, hasAccount: false }));
    sameValues(language, 'inactiveAccount deleting contributions', (l) => MAILS[l].inactiveAccount({ ...SAMPLES.inactiveAccount, keepsContributions: false }));
    for (const frequency of ['sofort', 'woechentlich'] as const) {
      sameValues(language, `areaAlert ${frequency}`, (l) => MAILS[l].areaAlert({ ...SAMPLES.areaAlert, frequency, rest: 0 }));
    }
    sameValues(language, 'projectUpdate to who took part', (l) => MAILS[l].projectUpdate({ ...SAMPLES.projectUpdate, follows: false }));
    sameValues(language, 'teamAssignment of one, to a person', (l) => MAILS[l].teamAssignment({ ...SAMPLES.teamAssignment, more: 0, department: '' }));
  });
});

describe('export headers', () => {
  it.each(TRANSLATIONS)('%s has every German header and sheet name, translated where the word is not shared, with the same {values}', (language) => {
    const words = EXPORT_WORDS[language];
    expect(Object.keys(words).sort()).toEqual(Object.keys(EXPORT_WORDS.de).sort());
    // Words a language may share with German: the identifier „ID“, and „Status“ and „Name“ in English.
    const shared = new Set(['ID', ...(language === 'en' ? ['Status', 'Name'] : [])]);
    for (const [key, german] of Object.entries(EXPORT_WORDS.de)) {
      const translated = words[key as keyof typeof words];
      expect(translated.trim(), `${language}.${key}`).not.toBe('');
      if (!shared.has(german)) expect(translated, `${language}.${key} is still German`).not.toBe(german);
      expect(placeholdersOf(translated), `${language}.${key}`).toEqual(placeholdersOf(german));
    }
    // Excel refuses sheet names over 31 characters.
    expect(words.entriesSheet.length).toBeLessThanOrEqual(31);
    expect(words.commentsSheet.length).toBeLessThanOrEqual(31);
  });
});

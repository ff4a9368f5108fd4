import type { Language } from '@mitmachkarte/contract';
import { messages as de } from './de/messages.js';
import { messages as en } from './en/messages.js';
import { messages as tr } from './tr/messages.js';
import { messages as ar } from './ar/messages.js';
import { messages as uk } from './uk/messages.js';
import type { MessageKey, ServerMessages } from './catalogue-types.js';

/** Every language's messages; German is the source (docs/product.md §23). */
export const MESSAGES: Readonly<Record<Language, ServerMessages>> = { de, en, tr, ar, uk };

/** A value of a message: a number, a text as it is (a name, a count, a German text the town
 *  wrote), or another message, said in the same language (a wait: „2 Minuten“). */
export type MessageValue = string | number | ServerMessage;

/** A server message as thrown (lib/app-error.ts): its key and the values of its `{name}`s. The
 *  error handler says it in the request's language. */
export type ServerMessage = Readonly<{ key: MessageKey; values?: Readonly<Record<string, MessageValue>> }>;

/** The message `key` with `values`, to throw or answer in the request's language. */
export const say = (key: MessageKey, values?: Readonly<Record<string, MessageValue>>): ServerMessage => (values ? { key, values } : { key });

/** `message` in `language`: its text with each `{name}` replaced by its value (a missing value
 *  stays as written); German when the language lacks the key. */
export function formatMessage(message: ServerMessage, language: Language): string {
  const text = MESSAGES[language][message.key] ?? de[message.key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.values?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? formatMessage(value, language) : String(value);
  });
}

/** `message` in German: what `AppError.message`, the logs and the tests see. */
export const german = (message: ServerMessage): string => formatMessage(message, 'de');

/** The names of the values `text` takes (`{name}`), sorted, for the catalogue test. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** A German message read back to its key and values: the exact texts, and for those with values
 *  a pattern in which each `{name}` matches any text. */
type Reading = { key: MessageKey; names: string[]; pattern: RegExp; fixed: number };
let exact: Map<string, MessageKey> | undefined;
let patterns: Reading[] | undefined;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function readings() {
  if (!exact || !patterns) {
    exact = new Map();
    patterns = [];
    for (const [key, text] of Object.entries(de) as [MessageKey, string][]) {
      const names = placeholdersOf(text).length ? [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!) : [];
      if (names.length === 0) { if (!exact.has(text)) exact.set(text, key); continue; }
      // A message that is nothing but values would read every text; it is never read back.
      if (text.replace(/\{\w+\}/g, '').trim() === '') continue;
      const source = text.split(/\{\w+\}/).map(escape).join('(.+?)');
      patterns.push({ key, names, pattern: new RegExp(`^${source}$`, 's'), fixed: text.replace(/\{\w+\}/g, '').length });
    }
    // The pattern with the most fixed text first: „„Tiefe“ muss eine Zahl sein.“ is an answer's
    // message (fields), not the map interface's „{property} muss eine Zahl sein.“.
    patterns.sort((a, b) => b.fixed - a.fixed);
  }
  return { exact, patterns };
}

/** The German `text` as a message by key, if the catalogue has it: how the error handler says a
 *  field message of the contract's schemas (i18n/de/messages/fields.ts, the contract's
 *  FIELD_MESSAGES) or a field error that repeats a message in the request's language. */
export function readGerman(text: string): ServerMessage | undefined {
  const { exact: texts, patterns: templates } = readings();
  const key = texts.get(text);
  if (key) return { key };
  for (const { key: k, names, pattern } of templates) {
    const match = pattern.exec(text);
    // A value may be a message itself (a CSV file's problem): it is read back too.
    if (match) return { key: k, values: Object.fromEntries(names.map((name, i) => [name, readGerman(match[i + 1]!) ?? match[i + 1]!])) };
  }
  return undefined;
}

/** The German `text` in `language` when the catalogue has it, else as it is. */
export const translateGerman = (text: string, language: Language): string => {
  if (language === 'de') return text;
  const message = readGerman(text);
  return message ? formatMessage(message, language) : text;
};

import type { Language } from '@mitmachkarte/contract';
import { messages as de } from './de/messages.js';
import { messages as en } from './en/messages.js';
import { messages as tr } from './tr/messages.js';
import { messages as ar } from './ar/messages.js';
import { messages as uk } from './uk/messages.js';
import type { MessageKey, ServerMessages } from './catalogue-types.js';

/** Every language's messages; German is the source (docs/product.md §23). */
export const MESSAGES: Readonly<Record<Language, ServerMessages>> = { de, en, tr, ar, uk };

/** A server message as thrown (lib/app-error.ts): its key and the values of its `{name}`s. The
 *  error handler says it in the request's language. */
export type ServerMessage = Readonly<{ key: MessageKey; values?: Readonly<Record<string, string | number>> }>;

/** The message `key` with `values`, to throw or answer in the request's language. */
export const say = (key: MessageKey, values?: Readonly<Record<string, string | number>>): ServerMessage => (values ? { key, values } : { key });

/** `message` in `language`: its text with each `{name}` replaced by its value (a missing value
 *  stays as written); German when the language lacks the key. */
export function formatMessage(message: ServerMessage, language: Language): string {
  const text = MESSAGES[language][message.key] ?? de[message.key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (message.values?.[name] !== undefined ? String(message.values[name]) : whole));
}

/** The names of the values `text` takes (`{name}`), sorted, for the catalogue test. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

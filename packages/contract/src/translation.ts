import { z } from 'zod';
import { Id } from './common.js';
import { LANGUAGES } from './languages.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** Citizens' contributions translated on demand by a LibreTranslate service the organisation
 *  names (docs/product.md §23.1 „Übersetzung von Beiträgen“; docs/decisions/0036). */

/** The longest text sent for translation (characters); longer ones are refused with 413. */
export const TRANSLATION_MAX_LENGTH = 5000;

export const TRANSLATION_URL_INVALID = FIELD_MESSAGES.translatorHttps;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `value` is a usable base URL of the service: https, or http to this machine only
 *  (development and tests); no user name, password, query or fragment. */
export function isTranslationServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/** PUT /admin/organisation/{id}/translation body. `ApiKey`: a new key; '' keeps the stored one,
 *  `ClearApiKey` removes it. `Url` is needed while `Enabled`. */
export const TranslationSettingsBody = z.strictObject({
  Enabled: z.boolean(),
  Url: z.string().trim().max(500, TRANSLATION_URL_INVALID).default('')
    .refine((v) => v === '' || isTranslationServiceUrl(v), TRANSLATION_URL_INVALID),
  ApiKey: z.string().trim().max(500, FIELD_MESSAGES.apiKeyTooLong).default(''),
  ClearApiKey: z.boolean().default(false),
}).refine((b) => !b.Enabled || b.Url !== '', { path: ['Url'], message: FIELD_MESSAGES.translatorMissing });
export type TranslationSettingsBody = z.input<typeof TranslationSettingsBody>;

/** GET/PUT /admin/organisation/{id}/translation answer: the key itself never leaves the server,
 *  only whether one is set. */
export const TranslationSettings = z.object({
  Enabled: z.boolean(),
  Url: z.string(),
  HasApiKey: z.boolean(),
  UpdatedAt: z.string().nullable(),
});
export type TranslationSettings = z.infer<typeof TranslationSettings>;

/** What GET /auth/org tells every visitor while the organisation's service is on: the host of
 *  the service (named by the privacy notice); null while it is off. */
export const TranslationInfo = z.object({ Host: z.string() });
export type TranslationInfo = z.infer<typeof TranslationInfo>;

export const TRANSLATE_KINDS = ['answer', 'comment'] as const;

/** POST /gis/translate body: the text answer `Variable` of the entry `ID`, or the comment `ID`,
 *  into `Target` (one of the organisation's interface languages). */
export const TranslateBody = z.strictObject({
  Kind: z.enum(TRANSLATE_KINDS),
  ID: Id,
  Variable: z.string().min(1).max(200).optional(),
  Target: z.enum(LANGUAGES),
}).refine((b) => b.Kind !== 'answer' || b.Variable !== undefined, { path: ['Variable'], message: FIELD_MESSAGES.translateQuestionMissing });
export type TranslateBody = z.input<typeof TranslateBody>;

/** POST /gis/translate answer: the machine translation and the language the service detected. */
export const TranslationResult = z.object({
  Text: z.string(),
  Source: z.string(),
  Target: z.enum(LANGUAGES),
  Machine: z.literal(true),
});
export type TranslationResult = z.infer<typeof TranslationResult>;

/** The language a contribution is presumed to be written in, by its script alone (the text's
 *  language is not stored; docs/product.md §23.1): Arabic script → ar, Cyrillic → uk, letters
 *  only Turkish uses (ğ, ı, ş, İ) → tr, else German. The web app offers „Übersetzen“ where this
 *  differs from the interface language; the service detects the real language. */
export function presumedLanguageOf(text: string): (typeof LANGUAGES)[number] {
  if (/[\u0600-\u06FF]/.test(text)) return 'ar';
  if (/[\u0400-\u04FF]/.test(text)) return 'uk';
  if (/[ğĞıİşŞ]/.test(text)) return 'tr';
  return 'de';
}

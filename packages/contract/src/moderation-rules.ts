import { FIELD_MESSAGES } from './field-messages.js';
/** Constants of moderation (docs/product.md §16.3) without its zod schemas (those are in
 *  moderation.ts), so that the map can use them without loading zod (docs/runtime.md §3). */

/** Why a visitor reports a point or comment. */
export const REPORT_REASONS = ['beleidigend', 'spam', 'persoenlich', 'rechtswidrig', 'sonstiges'] as const;
/** Longest free text of a report and of a moderation reason, in characters. */
export const REPORT_TEXT_MAX_LENGTH = 1000;
export const MODERATION_REASON_MAX_LENGTH = 500;

/** What marks a part left out of a shortened text („[…]“; also „[...]“ and a lone „…“). */
const OMISSION = /\[(?:…|\.\.\.)\]|…/g;

/** Whether `shortened` arises from `original` by leaving parts out (docs/product.md §16.3): with
 *  its omission marks („[…]“) taken out, its characters are a subsequence of the original's,
 *  apart from white space, and it is shorter. So the moderation can take a phone number out of a
 *  comment, but never put words into its author's mouth. */
export function isShortening(original: string, shortened: string): boolean {
  const kept = shortened.replace(OMISSION, '').replace(/\s+/g, '');
  const source = original.replace(/\s+/g, '');
  if (kept.length === 0 || kept.length >= source.length) return false;
  let i = 0;
  for (const char of source) if (char === kept[i]) i++;
  return i === kept.length;
}

/** 400 of a text that is no shortening of the stored one. */
export const NOT_A_SHORTENING = FIELD_MESSAGES.notAShortening;

/** The note beside a shortened entry or comment. */
export const SHORTENED_NOTE = 'Von der Moderation gekürzt';

/** Bounds of a project's automatic hiding after reports (docs/product.md §16.3). */
export const AUTO_HIDE_MIN_REPORTS = 2;
export const AUTO_HIDE_MAX_REPORTS = 50;

/** The reason told to the author of content hidden automatically after reports. */
export const AUTO_HIDDEN_REASON = 'Nach mehreren Meldungen vorläufig ausgeblendet, bis das Team sie prüft.';

/** Whether an answer of this question type can be shortened: free text. */
export const isShortenableType = (dataType: string) => dataType === 'text' || dataType === 'text_multi';

/** Constants of moderation (docs/product.md §16.3) without its zod schemas (those are in
 *  moderation.ts), so that the map can use them without loading zod (docs/runtime.md §3). */

/** Why a visitor reports a point or comment. */
export const REPORT_REASONS = ['beleidigend', 'spam', 'persoenlich', 'rechtswidrig', 'sonstiges'] as const;
/** Longest free text of a report and of a moderation reason, in characters. */
export const REPORT_TEXT_MAX_LENGTH = 1000;
export const MODERATION_REASON_MAX_LENGTH = 500;

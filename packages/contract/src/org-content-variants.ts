/** The variants of a page-content block (docs/product.md §23.2): besides the German, which every
 *  block has (its own text, else its fallback), the organisation may write a block in each
 *  translated interface language and in Leichte Sprache. A variant is stored beside the German in
 *  `Config.Content` under `<block>@<variant>` (`start.lead@en`, `start.lead@ls`); an empty or
 *  missing variant shows the German. */

import { CONTENT_BLOCKS, contentText, type ContentBlock } from './org-content.js';
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from './languages.js';

/** Leichte Sprache: German by the rules of BITV 2.0 Anlage 2 Teil 2, a variant of the content, not
 *  an interface language (docs/decisions/0035-interface-languages.md). */
export const LEICHTE_SPRACHE = 'ls';
/** The variants a block may have: the translated interface languages, then Leichte Sprache. */
export const CONTENT_VARIANTS = [...LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE), LEICHTE_SPRACHE] as readonly ContentVariant[];
export type ContentVariant = Exclude<Language, 'de'> | typeof LEICHTE_SPRACHE;

/** Each variant's German name, as the editor and messages name it. */
export const VARIANT_NAMES: Readonly<Record<ContentVariant, string>> = {
  en: 'Englisch', tr: 'Türkisch', ar: 'Arabisch', uk: 'Ukrainisch', ls: 'Leichte Sprache',
};

/** The separator between a block's key and its variant in `Config.Content`. */
export const VARIANT_SEPARATOR = '@';

export const isContentVariant = (value: unknown): value is ContentVariant =>
  typeof value === 'string' && (CONTENT_VARIANTS as readonly string[]).includes(value);

/** The key under which `variant` of block `key` is stored: 'start.lead' + 'en' → 'start.lead@en'. */
export const variantKey = (key: string, variant: ContentVariant) => `${key}${VARIANT_SEPARATOR}${variant}`;

/** A stored key split into its block and variant (null for the German): 'start.lead@ls' →
 *  { key: 'start.lead', variant: 'ls' }. `variant` is undefined for a key with an unknown variant. */
export function splitContentKey(stored: string): { key: string; variant: ContentVariant | null | undefined } {
  const at = stored.indexOf(VARIANT_SEPARATOR);
  if (at < 0) return { key: stored, variant: null };
  const variant = stored.slice(at + 1);
  return { key: stored.slice(0, at), variant: isContentVariant(variant) ? variant : undefined };
}

/** The stored block of a stored key, or undefined when there is no such block or it has no such
 *  variant: what `Config.Content` may hold. */
export function contentBlockOf(stored: string): ContentBlock | undefined {
  const { key, variant } = splitContentKey(stored);
  const block = CONTENT_BLOCKS.get(key);
  if (!block || variant === undefined || (variant !== null && !block.variants)) return undefined;
  return block;
}

/** The stored content without keys the catalogue no longer knows, nor variants a block has not
 *  (so that a saved organisation can always be sent back as it was read). */
export const knownContent = (content: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(content).filter(([key, value]) => contentBlockOf(key) !== undefined && typeof value === 'string')) as Record<string, string>;

/** The organisation's own text of `variant` of block `key`, trimmed; '' while it has written none. */
export const variantText = (content: Readonly<Record<string, string>> | undefined, key: string, variant: ContentVariant): string =>
  (CONTENT_BLOCKS.get(key)?.variants ? content?.[variantKey(key, variant)]?.trim() ?? '' : '');

/** What German the page shows for a block (its own text, else its fallback): '' where the block is
 *  left out, so that no variant of it is missing. */
export const germanShown = (content: Readonly<Record<string, string>> | undefined, block: ContentBlock): string =>
  (block.kind === 'text' ? contentText(content, block.key) : (content?.[block.key]?.trim() || block.fallback));

/** The blocks of `blocks` that show German where `variant` has no text of its own (docs/product.md
 *  §23.2, „fehlt“ in the editor): blocks with variants and with German to show. */
export const missingVariants = (content: Readonly<Record<string, string>>, blocks: readonly ContentBlock[], variant: ContentVariant): ContentBlock[] =>
  blocks.filter((b) => b.variants && germanShown(content, b) !== '' && variantText(content, b.key, variant) === '');

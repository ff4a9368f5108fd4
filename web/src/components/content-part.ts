import {
  CONTENT_BLOCKS, contentText, LANGUAGE_INFO, LEICHTE_SPRACHE, SOURCE_LANGUAGE, variantKey, variantText,
  type ContentVariant, type DgsVideo, type Language, type OrgInfo,
} from '@mitmachkarte/contract';

/** The `lang` and `dir` of a container of the organisation's text. */
export type ContentLangAttrs = Readonly<{ lang?: string; dir?: 'ltr' | 'rtl' }>;

/** A block as the page shows it (docs/product.md §23.2): its line (`text`, one-line blocks) and its
 *  server-rendered HTML (`html`, Markdown blocks; '' for a block to leave out), the `lang`/`dir`
 *  of its container, and the note to show before it: 'german' where it is shown in German for a
 *  visitor who reads another language, 'leichte-sprache' where it has no Leichte Sprache text for
 *  a visitor who asked for it; `video`: the organisation's video in Deutsche Gebärdensprache
 *  beside the block (§23.3), if it keeps one. */
export type ContentPart = Readonly<{ text: string; html: string; attrs: ContentLangAttrs; note: 'german' | 'leichte-sprache' | null; video?: DgsVideo }>;

const GERMAN: ContentLangAttrs = { lang: 'de', dir: 'ltr' };

/** What the visitor asked for, in order: Leichte Sprache when switched on, then the interface
 *  language when it is not German. */
export const wantedVariants = (language: Language, leichteSprache: boolean): ContentVariant[] =>
  [...(leichteSprache ? [LEICHTE_SPRACHE] as const : []), ...(language === 'de' ? [] : [language])];

/** The block `key` as shown to a visitor reading `language` (Leichte Sprache switched on or not),
 *  from the organisation `org` (undefined while it loads: no line yet, so that no fallback
 *  flashes). The first wanted variant the organisation has written, in its language (Leichte
 *  Sprache is German); else the German (own text, else fallback), marked `lang="de"` where the
 *  interface speaks another language, with a note where the visitor asked for another. */
export function contentPart(org: OrgInfo | undefined, key: string, language: Language, leichteSprache: boolean): ContentPart {
  const block = CONTENT_BLOCKS.get(key);
  const wanted = block?.variants ? wantedVariants(language, leichteSprache) : [];
  const german = language === SOURCE_LANGUAGE ? {} : GERMAN;
  for (const variant of wanted) {
    const text = variantText(org?.Content, key, variant);
    if (!text) continue;
    const attrs = variant === LEICHTE_SPRACHE ? german : { lang: variant, dir: LANGUAGE_INFO[variant].dir };
    return { text, html: org?.ContentHtml[variantKey(key, variant)] ?? '', attrs, note: null };
  }
  const text = org ? contentText(org.Content, key) : '';
  const html = org?.ContentHtml[key] ?? '';
  const shown = block?.kind === 'text' ? text : html;
  const note = wanted[0] === undefined || !shown ? null : wanted[0] === LEICHTE_SPRACHE ? 'leichte-sprache' : 'german';
  return { text, html, attrs: german, note };
}

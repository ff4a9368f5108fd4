import { THEME_SETTINGS } from './org-settings.js';

/** Colours chosen by a town for its map and its site (docs/product.md §3.12 Category.Colour): their contrast
 *  against the white of a pin's outline and disc, by WCAG 2.1's relative luminance and contrast
 *  ratio (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance, #dfn-contrast-ratio). */

/** A colour as `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The least contrast of a marker colour against white: WCAG 2.1 SC 1.4.11 (non-text contrast). */
export const MARKER_MIN_CONTRAST = 3;

/** WCAG 2.1's relative luminance of `#rrggbb` (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of `#rrggbb` against white, from 1 (white) to 21 (black). */
export const contrastToWhite = (hex: string): number => 1.05 / (relativeLuminance(hex) + 0.05);

/** Least contrast of white text on an organisation's main colour (WCAG 2.1, 1.4.3: 4.5 : 1). */
export const MIN_CONTRAST_ON_WHITE_TEXT = 4.5;

/** The organisation's main colour (setting farbe_haupt) as lower-case #rrggbb when it may be used
 *  (a colour dark enough for white text, as the settings form checks it), else null: the
 *  product's colours apply. The web app's theme and the web app manifest both read it here
 *  (docs/product.md §10.2). Kept apart from the settings catalogue, so that the web app's first
 *  load does not carry the catalogue's labels and help texts. */
export function mainColourOf(other: Readonly<Record<string, unknown>>): string | null {
  const value = other[THEME_SETTINGS.primaryColour];
  if (typeof value !== 'string') return null;
  const colour = value.trim();
  return HEX_COLOUR.test(colour) && contrastToWhite(colour) >= MIN_CONTRAST_ON_WHITE_TEXT ? colour.toLowerCase() : null;
}

/** Marker colours of the top-level categories without a colour of their own, in tree order
 *  (green, red, blue first: Stärke, Schwäche and Idee of the tram layer); each has at least 4.5:1
 *  against white. */
export const CATEGORY_PALETTE = ['#1a7f37', '#c62828', '#1f5fbf', '#7b3fa0', '#a14a00', '#00695c', '#5d4037', '#37474f'] as const;

/** The marker colour of the top-level category at `index`: its own `Colour`, else the palette's. */
export const categoryColourAt = (categories: readonly { Colour?: string }[], index: number): string =>
  categories[index]?.Colour || CATEGORY_PALETTE[index % CATEGORY_PALETTE.length]!;

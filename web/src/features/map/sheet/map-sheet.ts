/** The map app's panel as a sheet over the map on a phone (docs/product.md §2.14, Phone layout):
 *  the sizes it takes and how much of the map each covers. Pure; map-sheet.test.ts. */

/** Below Bootstrap's md breakpoint (768 px) the map fills the screen and the panel is a sheet. */
export const PHONE_LAYOUT = '(max-width: 767.98px)';

/** The key prefix of the wishes that show a point's card (sheetWish): the sheet's history step
 *  (use-sheet-history.ts) is taken for these. */
export const CARD_WISH = 'point-';

/** `peek`: only its handle and heading show; `half`: half of the map; `full`: all but a strip of it. */
export type SheetSize = 'peek' | 'half' | 'full';

/** Height of the peeking sheet, px: its bar (56 px: the handle and „+ Eintrag“, each at least
 *  44 px, WCAG 2.5.5) and the panel's heading. */
export const SHEET_PEEK_PX = 92;
/** The strip of the map a full sheet leaves visible, px: the map stays there to tap. */
const FULL_GAP_PX = 56;

/** The sheet's height in px at `size` over a map `mapHeight` px high (never less than the peek). */
export function sheetHeightPx(size: SheetSize, mapHeight: number): number {
  const height = size === 'peek' ? SHEET_PEEK_PX : size === 'half' ? Math.round(mapHeight / 2) : mapHeight - FULL_GAP_PX;
  return Math.max(SHEET_PEEK_PX, height);
}

/** The next larger size (full stays full). */
export const growSheet = (size: SheetSize): SheetSize => (size === 'peek' ? 'half' : 'full');
/** The next smaller size (peek stays peek). */
export const shrinkSheet = (size: SheetSize): SheetSize => (size === 'full' ? 'half' : 'peek');

/** What the sheet should show after a step of the page: `key` names the step (a point's card, the
 *  form, choosing the place), `size` the size it opens at, `target` the id of the element the
 *  sheet scrolls to (the card's or the form's heading). A new key resizes the sheet; the same key
 *  again leaves it as the visitor set it. */
export type SheetWish = { key: string; size: SheetSize; target?: string };

/** The sheet's wish for the page's state (`selected`: the chosen point's id, with the number of
 *  the tap that chose it, so that tapping it again opens the folded sheet again; `view`: the
 *  overview's Details or Liste): choosing a
 *  place (no marker yet in the forms) shows the map; a form with its marker and a selected point's
 *  details open half, at their heading; the overview
 *  without a selection opens half too, with the invitation, „Mein Standort“, the state of the
 *  entries kept offline and the project, map and address choice (the handle or Escape fold it). */
export function sheetWish(mode: 'overview' | 'record' | 'edit', hasMarker: boolean, selected: string | undefined, view: 'detail' | 'list' = 'detail'): SheetWish {
  if (mode !== 'overview') return hasMarker ? { key: `form-${mode}`, size: 'half', target: 'entry-form-title' } : { key: 'placing', size: 'peek' };
  // The view is part of the key: the list's „Auf der Karte zeigen“ of the entry already chosen
  // still opens its card.
  if (selected) return view === 'detail' ? { key: `${CARD_WISH}${selected}`, size: 'half', target: 'point-detail-title' } : { key: `list-${selected}`, size: 'half' };
  return { key: 'overview', size: 'half' };
}

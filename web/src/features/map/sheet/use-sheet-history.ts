import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The history state that marks the step of an open card. */
type SheetState = { sheet?: string } | null;

/** On a phone an entry's card open in the sheet is a step of the browser's history, so that Back
 *  folds the sheet before it leaves the page (docs/product.md §2.14, Phone layout). `open`: the
 *  key of the card's wish while it is shown, else undefined; `active`: the phone layout is shown.
 *  A card opened while the layout is shown adds one step (the same address with the card's key
 *  as state), another card replaces it; a card already open when the layout appears (a window
 *  narrowed) adds none, so that nothing is pushed while the visitor may be leaving. When Back
 *  takes the step away while the card is open, `fold` is called. */
export function useSheetHistory(active: boolean, open: string | undefined, fold: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const held = (location.state as SheetState)?.sheet;
  const pushed = useRef<string | undefined>(undefined);
  // The card open at the last look while the layout was shown; null: not shown then.
  const seen = useRef<string | undefined | null>(null);
  useEffect(() => {
    if (!active) {
      seen.current = null;
      return;
    }
    const before = seen.current;
    seen.current = open;
    if (before === null || !open || open === before || held === open) return;
    pushed.current = open;
    void navigate({ pathname: location.pathname, search: location.search }, { state: { sheet: open }, replace: held !== undefined });
  }, [active, open, held, navigate, location.pathname, location.search]);
  useEffect(() => {
    if (held !== undefined || !pushed.current) return;
    pushed.current = undefined;
    fold();
  }, [held, fold]);
}

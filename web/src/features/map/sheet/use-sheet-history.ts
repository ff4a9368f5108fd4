import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The history state that marks the step of an open card. */
type SheetState = { sheet?: string } | null;

/** On a phone an entry's card open in the sheet is a step of the browser's history, so that Back
 *  folds the sheet before it leaves the page (docs/product.md §2.14, Phone layout). `open`: the
 *  key of the card's wish while it is shown, else undefined. Opening a card adds one step (the
 *  same address with the card's key as state), another card replaces it; when Back takes that
 *  step away while the card is open, `fold` is called. */
export function useSheetHistory(open: string | undefined, fold: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const held = (location.state as SheetState)?.sheet;
  const pushed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!open || held === open) return;
    pushed.current = open;
    void navigate({ pathname: location.pathname, search: location.search }, { state: { sheet: open }, replace: held !== undefined });
  }, [open, held, navigate, location.pathname, location.search]);
  useEffect(() => {
    if (held !== undefined || !pushed.current) return;
    pushed.current = undefined;
    fold();
  }, [held, fold]);
}

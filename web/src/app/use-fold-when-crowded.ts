import { useEffect, useRef, useState, type RefObject } from 'react';

/** The narrowest the title may become on one line before the bar folds, px (12rem: about the
 *  first two words of a town's title). */
export const BRAND_MIN_PX = 192;
/** Where the bar may stand on one line at all (Bootstrap's navbar-expand-lg). */
const ONE_LINE = '(min-width: 992px)';

/** Whether the navigation bar `bar` (its `.container-fluid`) must fold its menu behind the burger
 *  button although the window is wide enough for one line (docs/product.md §2.5): when its entries
 *  would leave the organisation's title less than BRAND_MIN_PX (or less than the title needs), or
 *  would not fit at all. The bar never wraps onto a second line: a long title first gives way
 *  (styles.css ends it in „…“), then the menu folds. Measured by a ResizeObserver, after layout
 *  (nothing in the first render reads the layout, docs/runtime.md §3): the bar, its title and the
 *  groups of its menu. Folded, it unfolds once the bar is as wide as it needed; `content` (the
 *  title, the entries, the login state) changing lays it out on one line again to measure anew.
 *  False where the browser has no ResizeObserver (the unit tests). */
export function useFoldWhenCrowded(bar: RefObject<HTMLElement | null>, content: string): boolean {
  const [folded, setFolded] = useState(false);
  const [measured, setMeasured] = useState(content);
  if (measured !== content) {
    setMeasured(content);
    setFolded(false);
  }
  // The bar's width at which the content measured last fits on one line.
  const needed = useRef(0);

  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined' || !window.matchMedia) return;
    const wide = window.matchMedia(ONE_LINE);
    const check = () => {
      // Below 992 px Bootstrap folds the menu anyway.
      if (!wide.matches) return;
      if (folded) {
        if (el.clientWidth >= needed.current) setFolded(false);
        return;
      }
      const brand = el.querySelector<HTMLElement>('.navbar-brand');
      const brandShort = brand ? Math.min(brand.scrollWidth, BRAND_MIN_PX) - brand.clientWidth : 0;
      const overflow = el.scrollWidth - el.clientWidth;
      // A pixel of rounding is no crowding.
      const missing = Math.max(0, brandShort) + Math.max(0, overflow);
      if (missing > 1) {
        needed.current = el.clientWidth + missing;
        setFolded(true);
      }
    };
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const part of el.querySelectorAll(':scope > .navbar-brand, :scope > .navbar-collapse > *')) observer.observe(part);
    return () => observer.disconnect();
  }, [bar, folded, measured]);

  return folded;
}

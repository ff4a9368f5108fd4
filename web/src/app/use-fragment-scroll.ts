import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element named by the route's fragment (`#/datenschutz#cookies` → id
 *  "cookies"), or to the top on a new page (docs/product.md §2 privacy page, landing menu). */
export function useFragmentScroll(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    // The target may render a moment later (a page held back until its texts are in): look again
    // every 50 ms for up to 5 s.
    let timer: ReturnType<typeof setTimeout>;
    const tryScroll = (attempt: number) => {
      timer = setTimeout(() => {
        const target = document.getElementById(id);
        if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        else if (attempt < 100) tryScroll(attempt + 1);
      }, 50);
    };
    tryScroll(1);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
}

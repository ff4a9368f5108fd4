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
    // The target may render a moment later (data still loading).
    const timer = setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
}

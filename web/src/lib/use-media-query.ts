import { useSyncExternalStore } from 'react';

/** Whether the CSS media query `query` (e.g. '(max-width: 767.98px)') matches the window now;
 *  the component renders again when that changes (a phone turned, a window resized). False where
 *  the browser has no matchMedia (jsdom in the unit tests: the desktop layout). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
  );
}

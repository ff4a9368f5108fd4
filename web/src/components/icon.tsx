import type { ReactNode } from 'react';

/** Small inline icons (Bootstrap Icons shapes, 16×16). Decorative: the button around an icon
 *  carries the accessible name. An icon used by a page's first view lives beside its one user, not in
 *  icons.tsx: the bundler keeps a module whole, with the icons of every other screen (docs/runtime.md §3). */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" fill="currentColor" viewBox="0 0 16 16"
      aria-hidden="true" focusable="false" className="icon">
      {children}
    </svg>
  );
}

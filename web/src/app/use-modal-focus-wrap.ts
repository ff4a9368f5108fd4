import { useEffect } from 'react';

/** What Tab can reach (disabled and hidden elements are filtered out below). */
const TABBABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/** The elements of `root` that Tab stops at, in DOM order (no positive tabindex is used here). */
function tabbables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) =>
    el.tabIndex >= 0 && !el.matches(':disabled') && !el.closest('[inert], [hidden]')
    && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
}

/** Keeps Tab and Shift+Tab inside the open modal dialog (WCAG 2.4.3): from its last
 *  control Tab goes to its first, Shift+Tab from its first to its last. React-bootstrap's modals
 *  only pull the focus back once it lands on another element of the page; from the end of the
 *  page the browser would first move it out of the document (to its address bar). Installed once,
 *  in the app layout, for every modal. */
export function useModalFocusWrap(): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.defaultPrevented) return;
      const dialogs = document.querySelectorAll('.modal.show[role="dialog"]');
      const dialog = dialogs[dialogs.length - 1];
      if (!dialog) return;
      const stops = tabbables(dialog);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active instanceof HTMLElement && dialog.contains(active);
      // The dialog itself (tabindex -1) holds the focus right after opening: treat it as before
      // the first control.
      if (e.shiftKey && (active === first || !inside || active === dialog)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

import { useLayoutEffect, useState } from 'react';

/** Moves the focus after the next render to the first of the given element ids that exists and is
 *  enabled: list editors use it to keep the focus on a moved item's button (React may re-insert
 *  the focused element, which drops the focus) or to take it to a new item. A layout effect: the
 *  focus is there before the next frame is painted, so keys typed at once reach the new item
 *  (a plain effect may run only after painting). */
export function useFocusAfter() {
  const [ids, setIds] = useState<readonly string[]>();
  useLayoutEffect(() => {
    if (!ids) return;
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el && !(el as HTMLButtonElement).disabled) {
        el.focus();
        break;
      }
    }
    setIds(undefined);
  }, [ids]);
  return (...candidates: string[]) => setIds(candidates);
}

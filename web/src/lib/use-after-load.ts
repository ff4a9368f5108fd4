import { useEffect, useState, type ReactNode } from 'react';

/** False until the page has loaded and then the main thread has been idle once (at the latest
 *  `timeoutMs` ms after the load), then true: for parts of a screen that can wait until its first
 *  view is drawn, so that their code and requests do not compete with it on a phone
 *  (docs/runtime.md §3). */
export function useAfterLoad(timeoutMs = 2_000): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: there a timer of 0 ms after the load stands in for it.
    const idleApi = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const whenIdle = () => {
      idle = idleApi ? window.requestIdleCallback(() => setDone(true), { timeout: timeoutMs }) : window.setTimeout(() => setDone(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (idleApi) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [timeoutMs]);
  return done;
}

/** `children`, once `useAfterLoad()` turns true; nothing before. Only this element renders again
 *  then, not the screen around it (on the map page that was the whole page with its map). */
export function AfterLoad({ children }: { children: ReactNode }): ReactNode {
  return useAfterLoad() ? children : null;
}

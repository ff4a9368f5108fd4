import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the visible part of the page a part starts loading (CSS pixels): about a phone
 *  screen, so that it is usually there when the visitor scrolls to it. */
const AHEAD = '600px 0px';

/** Shows `placeholder` (the same size, so nothing moves) until it comes within a screen of the
 *  viewport, then `children`: a part below the fold, such as the landing page's map with Leaflet,
 *  loads its code only when the visitor scrolls towards it (docs/runtime.md §3). Without
 *  IntersectionObserver the children are shown at once. The content above must have its height
 *  already, or the placeholder only seems near. */
export function WhenNearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}

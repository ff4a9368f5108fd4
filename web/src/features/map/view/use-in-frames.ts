import { useLayoutEffect, useRef, useState, type Key, type ReactElement } from 'react';

/** New markers made per animation frame: about 3 ms each on a phone (4× throttled Chromium,
 *  bench/map-data.bench.ts), so that a frame stays well under 50 ms. */
export const MARKERS_PER_FRAME = 12;

/** The elements to render now of `elements` (keyed): all whose key was rendered before and at
 *  most `perFrame` new ones; the rest follow in the next animation frames. A zoom brings a hundred
 *  new markers at once, and making them in one task held a phone's main thread for 150–300 ms
 *  (Leaflet.markercluster's chunkedLoading does the same for its markers). The order of `elements`
 *  is the order in which new ones appear. */
export function useInFrames(elements: readonly ReactElement[], perFrame = MARKERS_PER_FRAME): ReactElement[] {
  const rendered = useRef<ReadonlySet<Key>>(new Set());
  const [, nextFrame] = useState(0);
  const shown: ReactElement[] = [];
  let fresh = 0;
  let waiting = false;
  for (const element of elements) {
    if (rendered.current.has(element.key!) || fresh++ < perFrame) shown.push(element);
    else waiting = true;
  }
  // After every commit, before a next render can read it (an effect may run only after paint).
  useLayoutEffect(() => {
    rendered.current = new Set(shown.map((element) => element.key!));
    if (!waiting) return undefined;
    const frame = requestAnimationFrame(() => nextFrame((n) => n + 1));
    return () => cancelAnimationFrame(frame);
  });
  return shown;
}

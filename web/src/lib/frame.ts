import { useSyncExternalStore } from 'react';

/** The frame above every page (docs/product.md §2.5): the navigation bar, closed, and below it the
 *  strip of alerts, which pushes the page down while it holds messages. Their heights, px, are
 *  measured by the frame (app/navbar.tsx, app/alerts-area.tsx) and read by what fills the window
 *  below the bar (the map, features/map/map-layout.tsx) and by the style sheet, as
 *  `--frame-navbar-height` (the alerts stick below the bar) and `--frame-alerts-height` (the map
 *  lies under the strip, its upper controls and side panel below it). */
export type FramePart = 'navbar' | 'alerts';

/** Before the first measurement: the bar's minimum height (styles.css `--navbar-height`), no alerts. */
let heights: Record<FramePart, number> = { navbar: 60, alerts: 0 };
const listeners = new Set<() => void>();

/** Notes the height of `part` (px, rounded) once laid out; the screens reading it render again. */
export function setFrameHeight(part: FramePart, px: number): void {
  const rounded = Math.round(px);
  if (heights[part] === rounded) return;
  heights = { ...heights, [part]: rounded };
  document.documentElement.style.setProperty(`--frame-${part}-height`, `${rounded}px`);
  listeners.forEach((l) => l());
}

/** The height of `part` of the frame, px; renders again on change. */
export function useFrameHeight(part: FramePart): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => heights[part],
  );
}

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Mode } from './map-mode';
import { MapHeader } from './panel/map-header';
import { RESIZE_DEBOUNCE_MS } from './view/map-view';

/** Height of the navigation bar; the map fills the rest of the window (docs/product.md §9). */
const NAVBAR_HEIGHT = 60;

/** Window height minus the navigation bar, updated 200 ms after the last resize (docs/product.md §9). */
function useMapHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight - NAVBAR_HEIGHT);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setHeight(window.innerHeight - NAVBAR_HEIGHT), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return height;
}

type MapLayoutProps = {
  /** The map pane: left, or above the panel on small screens. */
  map: ReactNode;
  /** The panel's heading (the layer's name). */
  title: string;
  /** The page's mode: back in the overview, the focus moves to a heading. */
  mode: Mode['kind'];
  /** The header's „Information“. */
  onInfo: () => void;
  /** The panel below its heading. */
  children: ReactNode;
  /** Pop-ups, outside the panel. */
  dialogs: ReactNode;
};

/** The frame of the map app (docs/product.md §2.14, §9): the map pane beside the scrolling panel
 *  (stacked on small screens), both as high as the window below the navigation bar; the panel
 *  opens with the map sidebar, „Information“ and the heading `title`. Back in the overview after
 *  saving or discarding, the form's buttons are gone: the focus goes to the panel's heading, or
 *  after a change to the changed entry's heading in „Details“. */
export function MapLayout({ map, title, mode, onInfo, children, dialogs }: MapLayoutProps) {
  const height = useMapHeight();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current !== 'overview' && mode === 'overview') {
      const detailTitle = previousMode.current === 'edit' ? document.getElementById('point-detail-title') : null;
      (detailTitle ?? titleRef.current)?.focus({ preventScroll: true });
    }
    previousMode.current = mode;
  }, [mode]);

  return (
    <div className="map-app" style={{ '--map-height': `${height}px` } as CSSProperties}>
      <div className="map-pane">{map}</div>
      <section className="map-panel" aria-labelledby="map-title">
        <MapHeader onInfo={onInfo} />
        <h1 className="h4" id="map-title" tabIndex={-1} ref={titleRef}>{title}</h1>
        {children}
      </section>
      {dialogs}
    </div>
  );
}

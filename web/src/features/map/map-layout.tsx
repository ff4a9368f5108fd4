import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useFrameHeight } from '../../lib/frame';
import type { Mode } from './map-mode';
import { MapHeader } from './panel/map-header';
import { RESIZE_DEBOUNCE_MS } from './view/map-view';
import { SHEET_PEEK_PX, sheetHeightPx } from './sheet/map-sheet';
import { SheetHandle } from './sheet/sheet-handle';
import type { MapSheet } from './sheet/use-map-sheet';

/** Window height minus the navigation bar (its measured height, lib/frame.ts; docs/product.md §9,
 *  §2.5), the window's read 200 ms after its last resize. The alerts do not shorten the map: their
 *  strip lies over its upper edge (styles.css), so that the map never moves under a finger or the
 *  cross-hair when a message comes or goes. */
export function useMapHeight(): number {
  const [windowHeight, setWindowHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWindowHeight(window.innerHeight), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return windowHeight - useFrameHeight('navbar');
}

type MapLayoutProps = {
  /** The map pane: left, or under the sheet on a phone. */
  map: ReactNode;
  /** The map's height, px (useMapHeight). */
  height: number;
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
  /** On a phone: the panel as a sheet over the map (sheet/use-map-sheet.ts), what floats over the
   *  map (the cross-hair of choosing a place) and the button in the sheet's bar („+ Eintrag“).
   *  Undefined on wider screens. */
  phone?: { sheet: MapSheet; overlay: ReactNode; action?: ReactNode };
};

/** The frame of the map app (docs/product.md §2.14, §9): the map pane beside the scrolling panel,
 *  both as high as the window below the navigation bar; the panel opens with the map sidebar,
 *  „Information“ and the heading `title`. Back in the overview after saving or discarding, the
 *  form's buttons are gone: the focus goes to the panel's heading, or after a change to the
 *  changed entry's heading in „Details“.
 *
 *  On a phone (`phone`, below 768 px) the map fills the screen and the panel is a sheet over its
 *  lower part (docs/product.md §2.14, Phone layout): a handle to resize it, the heading, then the
 *  panel; peeking, its content is inert (nothing hidden takes the focus). When the sheet's wish
 *  changes to one with a target (a point's card, the form), the sheet scrolls to that heading and
 *  the focus goes there; Escape lets it peek and puts the focus on its handle. The page itself
 *  never scrolls. */
export function MapLayout({ map, height, title, mode, onInfo, children, dialogs, phone }: MapLayoutProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current !== 'overview' && mode === 'overview') {
      const detailTitle = previousMode.current === 'edit' ? document.getElementById('point-detail-title') : null;
      (detailTitle ?? titleRef.current)?.focus({ preventScroll: true });
    }
    previousMode.current = mode;
  }, [mode]);
  const sheet = phone?.sheet;
  useSheetTarget(panelRef, sheet?.key, sheet?.target);
  // Peeking, the sheet shows its heading: from the top.
  useEffect(() => {
    if (sheet?.size === 'peek' && panelRef.current) panelRef.current.scrollTop = 0;
  }, [sheet?.size]);

  if (!phone || !sheet) {
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
  const peek = sheet.size === 'peek';
  const cover = sheetHeightPx(sheet.size, height);
  return (
    <div className="map-app map-app-phone" style={{ '--map-height': `${height}px`, '--sheet-peek': `${SHEET_PEEK_PX}px`, '--sheet-cover': `${cover}px` } as CSSProperties}>
      <div className="map-pane">{map}{phone.overlay}</div>
      <section className="map-panel map-sheet" aria-labelledby="map-title" ref={panelRef} style={{ height: cover }}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || e.defaultPrevented || peek) return;
          sheet.setSize('peek');
          handleRef.current?.focus();
        }}>
        <SheetHandle size={sheet.size} onSize={sheet.setSize} handleRef={handleRef} action={phone.action} />
        <h1 className="h5 map-sheet-title" id="map-title" tabIndex={-1} ref={titleRef}>{title}</h1>
        <div inert={peek}>
          <MapHeader onInfo={onInfo} />
          {children}
        </div>
      </section>
      {dialogs}
    </div>
  );
}

/** How long the sheet looks for its target after a change, ms: the card and the form load lazily. */
const TARGET_WAIT_MS = 2000;

/** When `key` changes and names a `target` (an element id), scrolls the sheet `panel` so that the
 *  target's top is at its top, and focuses the target without scrolling anything else; the
 *  target may appear a little later (a lazily loaded part), so it is looked for on each frame
 *  for up to TARGET_WAIT_MS. */
function useSheetTarget(panelRef: RefObject<HTMLElement | null>, key: string | undefined, target: string | undefined) {
  useEffect(() => {
    if (!key || !target) return undefined;
    const until = performance.now() + TARGET_WAIT_MS;
    let frame = 0;
    const look = () => {
      const panel = panelRef.current;
      const element = document.getElementById(target);
      if (panel && element && panel.contains(element)) {
        const bar = panel.querySelector('.map-sheet-bar')?.getBoundingClientRect().height ?? 0;
        panel.scrollTop += element.getBoundingClientRect().top - panel.getBoundingClientRect().top - bar;
        element.focus({ preventScroll: true });
      } else if (performance.now() < until) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [panelRef, key, target]);
}

import type L from 'leaflet';
import { useEffect, useRef } from 'react';

/** How long a finger rests on the map before that counts as a long press (ms); Leaflet's own
 *  tapHold uses 600 ms too. */
export const LONG_PRESS_MS = 600;
/** How far (px) the finger may wander during the press; further is a pan, not a press. */
const LONG_PRESS_TOLERANCE_PX = 10;

/** Calls `onLongPress` with the map position under a finger (or pen) that rests on the map for
 *  LONG_PRESS_MS without moving: on a phone this places the marker as a double-click does with a
 *  mouse (docs/product.md §13). A second finger (pinch zoom), a pan or lifting the finger cancels it.
 *  The context menu the browser would open after the press is suppressed on the map, and so is the
 *  tap the browser may make of the release (mousedown, click): the chooser opened by the press would
 *  take it on its backdrop and close at once. */
export function useLongPress(map: L.Map, onLongPress: (latlng: L.LatLng) => void): void {
  // The latest callback, so that a re-render during a press neither cancels nor restarts it.
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  });
  useEffect(() => {
    const container = map.getContainer();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start: { x: number; y: number; id: number } | undefined;
    let pressed = false;
    // The long press fired and the finger still rests: its release is not a tap.
    let releasePending = false;
    const cancel = () => {
      clearTimeout(timer);
      timer = undefined;
      start = undefined;
    };
    const onDown = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') return;
      // A second finger while one rests: a pinch, not a press.
      if (start) return cancel();
      pressed = false;
      releasePending = false;
      start = { x: e.clientX, y: e.clientY, id: e.pointerId };
      // Only on the map itself, not on a marker or a control.
      if ((e.target as Element).closest('.leaflet-marker-icon, .leaflet-control')) return cancel();
      const { clientX, clientY } = e;
      timer = setTimeout(() => {
        pressed = true;
        releasePending = true;
        cancel();
        callback.current(map.containerPointToLatLng(map.mouseEventToContainerPoint({ clientX, clientY } as MouseEvent)));
      }, LONG_PRESS_MS);
    };
    const onMove = (e: PointerEvent) => {
      if (start && e.pointerId === start.id
        && Math.hypot(e.clientX - start.x, e.clientY - start.y) > LONG_PRESS_TOLERANCE_PX) cancel();
    };
    const onUp = (e: PointerEvent) => {
      if (start && e.pointerId === start.id) cancel();
    };
    const onContextMenu = (e: Event) => {
      if (pressed) e.preventDefault();
      pressed = false;
    };
    // Cancelling touchend keeps the browser from sending the compatibility mouse events and click.
    const onTouchEnd = (e: TouchEvent) => {
      if (releasePending && e.cancelable) e.preventDefault();
      releasePending = false;
    };
    container.addEventListener('pointerdown', onDown);
    container.addEventListener('pointermove', onMove);
    container.addEventListener('pointerup', onUp);
    container.addEventListener('pointercancel', onUp);
    container.addEventListener('contextmenu', onContextMenu);
    container.addEventListener('touchend', onTouchEnd);
    return () => {
      cancel();
      container.removeEventListener('pointerdown', onDown);
      container.removeEventListener('pointermove', onMove);
      container.removeEventListener('pointerup', onUp);
      container.removeEventListener('pointercancel', onUp);
      container.removeEventListener('contextmenu', onContextMenu);
      container.removeEventListener('touchend', onTouchEnd);
    };
  }, [map]);
}

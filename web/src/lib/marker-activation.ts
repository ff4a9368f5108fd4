import type L from 'leaflet';

/** Marker handlers for a click and for Enter or Space while the marker has the keyboard focus
 *  (Leaflet makes markers focusable, but a focused marker does not turn Enter into a click).
 *  Plain Leaflet, no React: the map app and the embeddable map (src/embed) both use it. */
export function activate(action: () => void): L.LeafletEventHandlerFnMap {
  return {
    click: action,
    keydown: (e) => {
      const { key } = (e as L.LeafletKeyboardEvent).originalEvent;
      if (key === 'Enter' || key === ' ') {
        (e as L.LeafletKeyboardEvent).originalEvent.preventDefault();
        action();
      }
    },
  };
}

import L from 'leaflet';

/** The round bubble of a cluster on the map (docs/product.md §2.14): its count short enough for
 *  the bubble, the bubble wide enough for the count. The full number is in the marker's title
 *  (the catalogue map's clusterTitle); white on #0a58ca (styles.css .map-cluster) has a contrast of 6.4:1
 *  (WCAG 1.4.3 asks 4.5:1). */

/** Drops a trailing „,0“ of a one-decimal German number. */
const oneDecimal = (n: number) => (Math.floor(n * 10) / 10).toFixed(1).replace('.', ',').replace(/,0$/, '');

/** A count in at most four characters, German style: 950, 1,2k, 12k, 999k, 1,2M, 12M. Rounded
 *  down, so that a bubble never claims more than it holds. */
export function shortCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 10_000) return `${oneDecimal(n / 1000)}k`;
  if (n < 1_000_000) return `${Math.floor(n / 1000)}k`;
  if (n < 10_000_000) return `${oneDecimal(n / 1_000_000)}M`;
  return `${Math.floor(n / 1_000_000)}M`;
}

/** Diameter of the bubble in px for a label of `chars` characters: 36 for one digit, then 6 px
 *  per further character (the bold 15 px digits are at most 9 px wide, the border takes 2×3 px). */
export const bubbleSize = (chars: number): number => 36 + 6 * Math.max(0, chars - 1);

const icons = new Map<string, L.DivIcon>();

/** The bubble of a cluster of `count` points, cached by its label: a new icon object would make
 *  react-leaflet rebuild the marker and lose its keyboard focus. */
export function clusterIcon(count: number): L.DivIcon {
  const label = shortCount(count);
  let icon = icons.get(label);
  if (!icon) {
    const size = bubbleSize(label.length);
    icon = L.divIcon({
      html: `<span aria-hidden="true">${label}</span>`, className: 'map-cluster', iconSize: [size, size], iconAnchor: [size / 2, size / 2],
    });
    icons.set(label, icon);
  }
  return icon;
}

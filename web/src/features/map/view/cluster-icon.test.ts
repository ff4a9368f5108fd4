import { describe, expect, it } from 'vitest';
import * as de from '../../../i18n/de/map';
import { germanOf } from '../../../test/german';
import { bubbleSize, clusterIcon, shortCount } from './cluster-icon';

/** Cluster bubbles (docs/product.md §2.14): short counts, the full one in the title. */
describe('cluster bubbles', () => {
  it('abbreviate counts from 1000 on, German style and rounded down', () => {
    expect([7, 42, 950, 999].map(shortCount)).toEqual(['7', '42', '950', '999']);
    expect([1000, 1234, 1999, 9999].map(shortCount)).toEqual(['1k', '1,2k', '1,9k', '9,9k']);
    expect([12_345, 100_000, 999_999].map(shortCount)).toEqual(['12k', '100k', '999k']);
    expect([1_200_000, 12_000_000].map(shortCount)).toEqual(['1,2M', '12M']);
  });

  it('grow with the label, so that the text never overflows', () => {
    expect(bubbleSize(1)).toBe(36);
    expect(bubbleSize(4)).toBeGreaterThan(bubbleSize(3));
    const icon = clusterIcon(1234);
    expect(icon.options).toMatchObject({ className: 'map-cluster', iconSize: [54, 54], iconAnchor: [27, 27] });
    expect(String(icon.options.html)).toContain('>1,2k<');
    expect(clusterIcon(1299)).toBe(icon);
  });

  it('say the full number with a thousands separator in the title', () => {
    expect(germanOf(de.map.clusterTitle, { n: 12_345 })).toBe('12.345 Einträge – zum Heranzoomen auswählen');
    expect(germanOf(de.map.clusterTitle, { n: 3 })).toBe('3 Einträge – zum Heranzoomen auswählen');
  });
});

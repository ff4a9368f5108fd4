import { describe, expect, it } from 'vitest';
import { drawChart, loadPlot, type ChartWords } from './draw-chart';
import { standaloneSvg } from './download';

const GERMAN: ChartWords = { entries: 'Einträge', longitude: 'Länge (°)', latitude: 'Breite (°)', language: 'de' };

describe('drawChart (docs/product.md §18.2)', () => {
  it('draws the heat map’s cells for the downloads, each labelled with its count, without ARIA on its groups', async () => {
    const svg = drawChart(await loadPlot(), { kind: 'cells', cells: [[51.05, 13.73, 25], [51.06, 13.74, 1]] }, 800, 'Wo die Einträge liegen', GERMAN);
    expect(svg.querySelectorAll('rect').length).toBeGreaterThanOrEqual(2);
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['25', '1']));
    expect(svg.querySelectorAll('[aria-label]')).toHaveLength(0);
  });

  it('writes numbers in German notation and makes a standalone SVG with title and white background', async () => {
    const svg = drawChart(await loadPlot(), { kind: 'histogram', bins: [{ From: 0, To: 0.5, Count: 1200 }, { From: 0.5, To: 1, Count: 3 }] }, 600, 'Anteil', GERMAN);
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['1.200', '0,4', '3']));
    const { text, width, height } = standaloneSvg(svg, 'Anteil');
    expect(width).toBe(600);
    expect(height).toBe(260);
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(text).toContain('<title>Anteil</title><rect width="100%" height="100%" fill="#ffffff"');
  });

  it('writes the axes and numbers in the interface language', async () => {
    const words: ChartWords = { entries: 'Entries', longitude: 'Longitude (°)', latitude: 'Latitude (°)', language: 'en' };
    const svg = drawChart(await loadPlot(), { kind: 'histogram', bins: [{ From: 0, To: 0.5, Count: 1200 }, { From: 0.5, To: 1, Count: 3 }] }, 600, 'Share', words);
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['1,200', '0.4', '3']));
    expect(texts.some((t) => t?.includes('Entries'))).toBe(true);
  });
});

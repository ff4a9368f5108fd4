/** The corners of a drawn area as people type and read them, and the client's checks of a drawn
 *  area of an alert (docs/product.md §24.2). Degrees WGS84; a corner is [latitude, longitude], the
 *  order people write them in („Breite, Länge“); the contract's polygons are [longitude, latitude].
 *  The server's checks stay the authority (server/src/modules/area-alerts/alert-geometry.ts). */
import { ALERT_AREA_MAX_KM2, ALERT_POLYGON_MAX_VERTICES, ALERT_SPAN_MAX_DEGREES } from '@mitmachkarte/contract';

/** One corner: [latitude, longitude] in degrees WGS84. */
export type Corner = readonly [number, number];

/** Why a typed list of corners was not read: a line that is no „Breite, Länge“ (`line`, its number
 *  counted from 1), or a latitude or longitude out of range (`range`). */
export type CornersError = { error: 'line' | 'range'; line: number };

const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const toNumber = (text: string) => Number(text.replace(',', '.'));

/** The two numbers of one line, or undefined. Separators: a semicolon, white space, or a comma
 *  followed by white space („51,315, 9,48“); without those a line of one comma is „51.315,9.48“
 *  and one of three commas „51,315,9,48“ (German decimal commas on both sides). */
function pairOf(line: string): [number, number] | undefined {
  let parts = line.split(/\s*;\s*|,\s+|\s+/).filter(Boolean);
  if (parts.length === 1) {
    const commas = line.split(',');
    if (commas.length === 2) parts = commas;
    else if (commas.length === 4) parts = [`${commas[0]},${commas[1]}`, `${commas[2]},${commas[3]}`];
  }
  if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) return undefined;
  return [toNumber(parts[0]!), toNumber(parts[1]!)];
}

/** Reads the textarea „Ecken als Koordinaten“: one „Breite, Länge“ per line, decimal comma or dot;
 *  blank lines are skipped, and a last corner equal to the first (a closed ring) is dropped. */
export function parseCorners(text: string): { corners: Corner[] } | CornersError {
  const corners: Corner[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    const pair = pairOf(line);
    if (!pair) return { error: 'line', line: i + 1 };
    const [lat, lng] = pair;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { error: 'range', line: i + 1 };
    corners.push([lat, lng]);
  }
  const [first, last] = [corners[0], corners.at(-1)];
  if (corners.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) corners.pop();
  return { corners };
}

/** A degree in German notation with up to six decimals (about 0.1 m), without grouping. */
const degrees = (n: number) => n.toLocaleString('de-DE', { maximumFractionDigits: 6, useGrouping: false });

/** The corners as the textarea shows them: „51,315, 9,48“ per line. */
export const formatCorners = (corners: readonly Corner[]) => corners.map(([lat, lng]) => `${degrees(lat)}, ${degrees(lng)}`).join('\n');

/** Metres per degree of latitude (mean earth radius 6,371,008.8 m, as the server). */
const M_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

/** The area of the polygon through the corners (km²): the shoelace formula on an equirectangular
 *  projection at the corners' mean latitude, as the server computes it; within a percent for
 *  areas of some kilometres. */
export function areaKm2(corners: readonly Corner[]): number {
  if (corners.length < 3) return 0;
  const meanLat = corners.reduce((s, c) => s + c[0], 0) / corners.length;
  const kx = (M_PER_DEGREE * Math.cos((meanLat * Math.PI) / 180)) / 1000;
  const ky = M_PER_DEGREE / 1000;
  let twice = 0;
  for (let i = 0; i < corners.length; i++) {
    const [a, b] = [corners[i]!, corners[(i + 1) % corners.length]!];
    twice += a[1] * kx * b[0] * ky - b[1] * kx * a[0] * ky;
  }
  return Math.abs(twice) / 2;
}

/** Why the client refuses a drawn area before sending it, or undefined: fewer than 3 corners
 *  (`tooFew`), more than ALERT_POLYGON_MAX_VERTICES (`tooMany`), wider than ALERT_SPAN_MAX_DEGREES
 *  in either direction (`tooWide`), larger than ALERT_AREA_MAX_KM2 (`tooLarge`) or without area
 *  (`empty`, less than a square metre). Crossing edges are left to the server, whose message the form shows. */
export function cornersProblem(corners: readonly Corner[]): 'tooFew' | 'tooMany' | 'tooWide' | 'tooLarge' | 'empty' | undefined {
  if (corners.length < 3) return 'tooFew';
  if (corners.length > ALERT_POLYGON_MAX_VERTICES) return 'tooMany';
  const lats = corners.map((c) => c[0]);
  const lngs = corners.map((c) => c[1]);
  if (Math.max(...lats) - Math.min(...lats) > ALERT_SPAN_MAX_DEGREES || Math.max(...lngs) - Math.min(...lngs) > ALERT_SPAN_MAX_DEGREES) return 'tooWide';
  const km2 = areaKm2(corners);
  if (km2 > ALERT_AREA_MAX_KM2) return 'tooLarge';
  // Below a square metre: corners on one line (rounding leaves a trace of area).
  return km2 >= 1e-6 ? undefined : 'empty';
}

/** An area in km² rounded for reading: two decimals below 10 km² (0.25), one above (24.6); the
 *  screens write it in their language (useFormat: „0,25“ in German). */
export const roundKm2 = (km2: number) => (km2 < 10 ? Math.round(km2 * 100) / 100 : Math.round(km2 * 10) / 10);

import { CATEGORY_ATTRIBUTE, type AttributeValue } from '@mitmachkarte/contract';
import { mulberry32 } from '../lib/seeded-random.js';
import {
  CONDITION_CATEGORIES, LIVING_CATEGORIES, SCENARIOS, STRUCTURE_CATEGORIES, VISIBILITY_CM, WATERS, type Scenario, type Water, type WaterKey,
} from './water-data.js';

/** The demo's sample observations, drawn reproducibly from seed/water-data.ts. */

/** Seed of the pseudo-random generator: the same demo content on every start. */
const DEMO_SEED = 20260601;
/** Sample points are dated in the weeks before this instant. */
const DEMO_BASE_DATE = Date.UTC(2026, 5, 1);
/** How many sample observations the demo layer gets. */
export const DEMO_POINT_COUNT = 40;

/** One sample observation: position (degrees WGS84, metres), answers and creation time (ISO 8601). */
export type Sample = { Latitude: number; Longitude: number; Altitude: number; Attributes: Record<string, AttributeValue>; createdAt: string };

/** The seeded generator (lib/seeded-random.ts) with a few helpers. */
function seededRandom(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return {
    float: (min: number, max: number): number => min + next() * (max - min),
    int,
    pick,
    chance: (p: number): boolean => next() < p,
    /** A shuffled copy (Fisher–Yates). */
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    /** A non-empty subset of at most `max` items, in their original order. */
    subset: <T>(items: readonly T[], max: number): T[] => {
      const chosen = new Set<T>();
      const size = int(1, Math.min(max, items.length));
      while (chosen.size < size) chosen.add(pick(items));
      return items.filter((i) => chosen.has(i));
    },
  };
}
type Random = ReturnType<typeof seededRandom>;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A spot on the water's course (a few tens of metres either side), degrees WGS84 and metres. */
function spotOn(water: Water, rnd: Random): { latitude: number; longitude: number; altitude: number } {
  const segment = rnd.int(0, water.course.length - 2);
  const f = rnd.float(0, 1);
  const [lat0, lon0] = water.course[segment]!;
  const [lat1, lon1] = water.course[segment + 1]!;
  const along = (segment + f) / (water.course.length - 1);
  return {
    latitude: round(lat0 + (lat1 - lat0) * f + rnd.float(-0.0003, 0.0003), 6),
    longitude: round(lon0 + (lon1 - lon0) * f + rnd.float(-0.0004, 0.0004), 6),
    altitude: Math.round(water.altitude[0] + (water.altitude[1] - water.altitude[0]) * along),
  };
}

/** Answers of one observation: only non-empty ones, the leaf category under `category`. */
function answersFor(s: Scenario, waterKey: WaterKey, daysBeforeBase: number, rnd: Random): Record<string, AttributeValue> {
  const water = WATERS[waterKey];
  const a: Record<string, AttributeValue> = {
    [CATEGORY_ATTRIBUTE]: { DataType: 'category', Value: s.category },
    Gewaessername: { DataType: 'text', Value: water.name },
    Gewaessertyp: { DataType: 'single', Value: water.type },
    Beschreibung: { DataType: 'text_multi', Value: s.text },
  };
  if (rnd.chance(0.7)) a.Uferbeschaffenheit = { DataType: 'multiple', Value: rnd.subset(water.banks, 2) };
  if (CONDITION_CATEGORIES.has(s.category)) {
    a.Geruch = { DataType: 'single', Value: s.odour ?? 'kein' };
    const [min, max] = VISIBILITY_CM[s.category]!;
    if (rnd.chance(0.8)) a.Sichttiefe = { DataType: 'number', Value: 5 * Math.round(rnd.int(min, max) / 5) };
    if (s.findings) a.Auffaelligkeiten = { DataType: 'multiple', Value: s.findings };
  }
  if (LIVING_CATEGORIES.has(s.category)) {
    if (s.species) a.Artname = { DataType: 'text', Value: s.species };
    if (s.count) a.Anzahl = { DataType: 'number', Value: rnd.int(...s.count) };
  }
  if (STRUCTURE_CATEGORIES.has(s.category) && s.inflow) a.Einleitungsart = { DataType: 'single', Value: s.inflow };
  if (s.cover) a.Bedeckung = { DataType: 'percent', Value: 5 * Math.round(rnd.int(...s.cover) / 5) };
  if (rnd.chance(0.7)) {
    // Spring warming from about 9 °C six weeks before the base date to about 17 °C at it.
    const celsius = 17 - daysBeforeBase * 0.19 + water.temperatureOffset + rnd.float(-1.5, 1.5);
    a.Wassertemperatur = { DataType: 'number', Value: round(celsius, 1) };
  }
  if (s.danger) {
    a.Gefahr = { DataType: 'boolean', Value: true };
    a.Gemeldet = { DataType: 'boolean', Value: rnd.chance(0.5) };
  } else if (rnd.chance(0.4)) {
    a.Gefahr = { DataType: 'boolean', Value: false };
  }
  return a;
}

/** The demo observations, oldest first: the same for the same `count` and `seed`. */
export function waterSamples(count = DEMO_POINT_COUNT, seed = DEMO_SEED): Sample[] {
  const rnd = seededRandom(seed);
  const keys = Object.keys(WATERS) as WaterKey[];
  const weighted = keys.flatMap((k) => Array<WaterKey>(WATERS[k].weight).fill(k));
  // Deal the scenarios like cards, so that every category shows up before any text repeats.
  const deck = rnd.shuffle(SCENARIOS);
  const samples = Array.from({ length: count }, (_, i): Sample => {
    const scenario = deck[i % deck.length]!;
    const waterKey = rnd.pick(scenario.waters ?? weighted);
    const { latitude, longitude, altitude } = spotOn(WATERS[waterKey], rnd);
    const daysBeforeBase = rnd.int(1, 42);
    const minutesOfDay = rnd.int(7 * 60, 20 * 60);
    const createdAt = new Date(DEMO_BASE_DATE - daysBeforeBase * 86_400_000 + minutesOfDay * 60_000).toISOString();
    return { Latitude: latitude, Longitude: longitude, Altitude: altitude, Attributes: answersFor(scenario, waterKey, daysBeforeBase, rnd), createdAt };
  });
  return samples.sort((p, q) => p.createdAt.localeCompare(q.createdAt));
}

import {
  CATEGORY_ATTRIBUTE, IMPRESSUM_SETTINGS, LANDING_SETTINGS, ORG_SETTING_LAYER, ORG_SETTING_WORKSPACE,
  type AttributeValue, type Category, type LayerSchema, type ScalarMap, type Variable, type VariableOption,
} from '@mitmachkarte/contract';
import type { Db } from '../db/database.js';
import type { PointsTable } from '../db/schema.js';
import { newId, nowIso } from '../lib/ids.js';
import { parseJson } from '../lib/json.js';
import type { ImageStore } from '../modules/images/image-store.js';
import { seedTram } from './demo-tram.js';

/** Name of the demo workspace that `seedDemo` creates. */
export const DEMO_WORKSPACE_NAME = 'Gewässer-App';
/** Name of the demo layer (water-body observations) inside the demo workspace. */
export const DEMO_LAYER_NAME = 'Gewässerbeobachtungen';
/** Centre of the demo points, Kassel (degrees WGS84); the map app's default centre (docs/product.md §9). */
export const DEMO_CENTRE = { Latitude: 51.3169, Longitude: 9.4757 } as const;

const DEMO_HOST = 'localhost';
/** Seed of the pseudo-random generator: the same demo content on every start. */
const DEMO_SEED = 20260601;
/** Sample points are dated in the weeks before this instant. */
const DEMO_BASE_DATE = Date.UTC(2026, 5, 1);
const DEMO_POINT_COUNT = 40;

// ---------------------------------------------------------------------------------------------
// Questionnaire and categories
// ---------------------------------------------------------------------------------------------

const leaf = (Name: string, Label: string): Category => ({ Name, Label, Icon: '' });

const CATEGORIES: Category[] = [
  {
    Name: 'Gewaesserzustand', Label: 'Gewässerzustand', Icon: '',
    Children: [leaf('Klar', 'Klar'), leaf('Trueb', 'Trüb'), leaf('Verschmutzt', 'Verschmutzt')],
  },
  {
    Name: 'TiereUndPflanzen', Label: 'Tiere und Pflanzen', Icon: '',
    Children: [
      leaf('Fische', 'Fische'), leaf('Amphibien', 'Amphibien'), leaf('Voegel', 'Vögel'),
      leaf('Wasserpflanzen', 'Wasserpflanzen'), leaf('Neophyten', 'Neophyten (eingewanderte Pflanzen)'),
    ],
  },
  {
    Name: 'BauwerkeUndEinleitungen', Label: 'Bauwerke und Einleitungen', Icon: '',
    Children: [leaf('Wehr', 'Wehr oder Absturz'), leaf('Einleitung', 'Einleitung'), leaf('Muell', 'Müll')],
  },
];

/** A variable with every field of docs/product.md §3 filled: the given ones, the rest at their defaults. */
const variable = (v: Pick<Variable, 'Name' | 'DataType' | 'Question'> & Partial<Variable>): Variable => ({
  Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0,
  CategoryCondition: '', Options: [], ...v,
});
const options = (...pairs: [string, string][]): VariableOption[] => pairs.map(([Key, Label]) => ({ Key, Label }));
const pagebreak = (): Variable => variable({ Name: '', DataType: 'pagebreak', Question: '', Optional: true });

const VARIABLES: Variable[] = [
  variable({
    Name: 'Hinweis', DataType: 'label', Optional: true,
    Question: 'Vielen Dank, dass Sie mitmachen! Beschreiben Sie bitte, was Sie am Gewässer beobachtet haben. Ihre Angaben sind öffentlich sichtbar.',
  }),
  variable({
    Name: 'Gewaessername', DataType: 'text', Question: 'Wie heißt das Gewässer?',
    MissingMsg: 'Bitte geben Sie den Namen des Gewässers an.', Description: 'Zum Beispiel Fulda, Ahna oder Losse.',
  }),
  variable({
    Name: 'Gewaessertyp', DataType: 'single', Question: 'Um welche Art von Gewässer handelt es sich?',
    MissingMsg: 'Bitte wählen Sie die Art des Gewässers.',
    Options: options(['fluss', 'Fluss'], ['bach', 'Bach'], ['graben', 'Graben'], ['see', 'Teich oder See']),
  }),
  variable({
    Name: 'Uferbeschaffenheit', DataType: 'multiple', Optional: true, Question: 'Wie sieht das Ufer aus?',
    Description: 'Mehrere Antworten möglich.',
    Options: options(
      ['naturnah', 'Naturnah'], ['gehoelz', 'Bäume und Sträucher'], ['wiese', 'Wiese'],
      ['steinschuettung', 'Steinschüttung'], ['mauer', 'Ufermauer'], ['weg', 'Weg direkt am Ufer'],
    ),
  }),
  pagebreak(),
  variable({
    Name: 'Geruch', DataType: 'single', Question: 'Wie riecht das Wasser?', CategoryCondition: 'Gewaesserzustand',
    MissingMsg: 'Bitte geben Sie an, wie das Wasser riecht.',
    Options: options(
      ['kein', 'Kein Geruch'], ['modrig', 'Modrig'], ['faulig', 'Faulig (wie faule Eier)'],
      ['chemisch', 'Chemisch oder nach Öl'], ['abwasser', 'Nach Abwasser'],
    ),
  }),
  variable({
    Name: 'Sichttiefe', DataType: 'number', Optional: true, Question: 'Wie tief können Sie ins Wasser sehen (in cm)?',
    Description: 'Schätzen Sie, bis zu welcher Tiefe Sie den Grund oder einen Gegenstand erkennen.',
    Constraint: true, Minimum: 0, Maximum: 500, CategoryCondition: 'Gewaesserzustand',
  }),
  variable({
    Name: 'Auffaelligkeiten', DataType: 'multiple', Optional: true, Question: 'Was fällt Ihnen am Wasser auf?',
    Description: 'Mehrere Antworten möglich.', CategoryCondition: 'Gewaesserzustand',
    Options: options(
      ['schaum', 'Schaum'], ['oelfilm', 'Ölfilm'], ['algen', 'Algen'], ['verfaerbung', 'Verfärbung'],
      ['tote_fische', 'Tote Fische'], ['muell', 'Müll im Wasser'],
    ),
  }),
  variable({
    Name: 'Artname', DataType: 'text', Optional: true, Question: 'Welche Art haben Sie beobachtet (falls bekannt)?',
    Description: 'Deutscher oder wissenschaftlicher Name.', CategoryCondition: 'TiereUndPflanzen',
  }),
  variable({
    Name: 'Anzahl', DataType: 'number', Optional: true, Question: 'Wie viele Tiere oder Pflanzen haben Sie ungefähr gesehen?',
    Constraint: true, Minimum: 1, Maximum: 10_000, CategoryCondition: 'TiereUndPflanzen',
  }),
  variable({
    Name: 'Einleitungsart', DataType: 'single', Optional: true, Question: 'Art der Einleitung',
    Description: 'Fließt an dieser Stelle etwas ins Gewässer?', CategoryCondition: 'BauwerkeUndEinleitungen',
    Options: options(
      ['rohr', 'Rohr oder Kanal'], ['regenueberlauf', 'Regenüberlauf'], ['graben', 'Graben oder Drainage'],
      ['keine', 'Keine Einleitung erkennbar'],
    ),
  }),
  variable({
    Name: 'Bedeckung', DataType: 'percent', Optional: true,
    Question: 'Wie viel Prozent der Wasserfläche oder des Ufers sind bedeckt oder bewachsen?',
    Description: 'Zum Beispiel durch Algen, Schaum oder Pflanzen.',
  }),
  variable({
    Name: 'Wassertemperatur', DataType: 'number', Optional: true, Question: 'Wassertemperatur (in °C), falls gemessen',
    Constraint: true, Minimum: -5, Maximum: 40,
  }),
  pagebreak(),
  variable({
    Name: 'Beschreibung', DataType: 'text_multi', Question: 'Beschreiben Sie Ihre Beobachtung.',
    MissingMsg: 'Bitte beschreiben Sie kurz, was Sie beobachtet haben.',
  }),
  variable({ Name: 'Gefahr', DataType: 'boolean', Optional: true, Question: 'Besteht eine akute Gefahr für Menschen, Tiere oder das Gewässer?' }),
  variable({ Name: 'Gemeldet', DataType: 'boolean', Optional: true, Question: 'Haben Sie die Beobachtung bereits einer Behörde gemeldet?' }),
  variable({
    Name: 'Foto', DataType: 'image', Optional: true, Question: 'Foto der Beobachtung',
    Description: 'Ein Foto hilft bei der Einschätzung (höchstens 10 MB).',
  }),
];

const LAYER_SCHEMA: LayerSchema = { Schema: VARIABLES, Categories: CATEGORIES };

// ---------------------------------------------------------------------------------------------
// Waters around Kassel and observation scenarios
// ---------------------------------------------------------------------------------------------

type WaterKey = 'Fulda' | 'Drusel' | 'Ahna' | 'Losse' | 'Geile' | 'Bugasee';

interface Water {
  name: string;
  type: 'fluss' | 'bach' | 'see';
  /** Course as [latitude, longitude] vertices, degrees WGS84, upstream first. */
  course: [number, number][];
  /** Water level in metres above sea level at the first and the last vertex. */
  altitude: [number, number];
  /** Degrees Celsius added to the seasonal water temperature (shaded brooks cooler, the lake warmer). */
  temperatureOffset: number;
  banks: string[];
  /** Relative frequency when a scenario does not name its waters. */
  weight: number;
}

/** Approximate courses within about 5 km of the centre of Kassel. */
const WATERS: Record<WaterKey, Water> = {
  Fulda: {
    name: 'Fulda', type: 'fluss', altitude: [141, 133], temperatureOffset: 0, weight: 5,
    banks: ['gehoelz', 'wiese', 'steinschuettung', 'mauer', 'weg'],
    course: [[51.274, 9.500], [51.288, 9.509], [51.300, 9.502], [51.3135, 9.503], [51.322, 9.508], [51.332, 9.520], [51.342, 9.531]],
  },
  Drusel: {
    name: 'Drusel', type: 'bach', altitude: [290, 175], temperatureOffset: -2, weight: 2,
    banks: ['naturnah', 'gehoelz', 'mauer'],
    course: [[51.3125, 9.405], [51.314, 9.420], [51.3155, 9.437], [51.3165, 9.450]],
  },
  Ahna: {
    name: 'Ahna', type: 'bach', altitude: [200, 136], temperatureOffset: -1, weight: 2,
    banks: ['naturnah', 'gehoelz', 'wiese', 'mauer', 'weg'],
    course: [[51.345, 9.425], [51.340, 9.445], [51.336, 9.465], [51.333, 9.485], [51.330, 9.500]],
  },
  Losse: {
    name: 'Losse', type: 'bach', altitude: [155, 137], temperatureOffset: -1, weight: 2,
    banks: ['naturnah', 'gehoelz', 'wiese', 'steinschuettung'],
    course: [[51.298, 9.548], [51.300, 9.543], [51.306, 9.530], [51.311, 9.516]],
  },
  Geile: {
    name: 'Geile', type: 'bach', altitude: [215, 142], temperatureOffset: -1.5, weight: 1,
    banks: ['naturnah', 'gehoelz', 'wiese'],
    course: [[51.285, 9.440], [51.283, 9.455], [51.280, 9.472], [51.277, 9.490]],
  },
  Bugasee: {
    name: 'Buga-See (Fuldaaue)', type: 'see', altitude: [140, 140], temperatureOffset: 2, weight: 2,
    banks: ['wiese', 'gehoelz', 'weg', 'steinschuettung'],
    course: [[51.2915, 9.501], [51.2945, 9.5065], [51.2965, 9.5045]],
  },
};
const BROOKS: WaterKey[] = ['Drusel', 'Ahna', 'Losse', 'Geile'];

type Range = [number, number];

/** One kind of observation; numbers are drawn from the ranges, the rest is taken as written. */
interface Scenario {
  category: string;
  text: string;
  waters?: WaterKey[];
  odour?: string;
  findings?: string[];
  species?: string;
  count?: Range;
  /** Percent of the water surface or bank that is covered. */
  cover?: Range;
  inflow?: string;
  danger?: boolean;
}

/** Visibility depth in cm by water condition. */
const VISIBILITY_CM: Record<string, Range> = { Klar: [60, 180], Trueb: [10, 50], Verschmutzt: [5, 40] };

const SCENARIOS: Scenario[] = [
  { category: 'Klar', text: 'Wasser glasklar, man sieht bis auf die Kiesbänke am Grund.', odour: 'kein' },
  { category: 'Klar', text: 'Nach mehreren trockenen Tagen sehr klares Wasser, kaum Strömung.', odour: 'kein' },
  { category: 'Klar', text: 'Klares Wasser, viele Wasserläufer an der Oberfläche, sonst keine Auffälligkeiten.', odour: 'kein' },
  { category: 'Klar', text: 'Sicht bis zum Grund, etwas altes Laub im Uferbereich.', odour: 'modrig', waters: BROOKS },
  { category: 'Trueb', text: 'Nach dem Gewitter gestern stark braun gefärbt, viel Schwebstoff.', odour: 'kein', findings: ['verfaerbung'] },
  { category: 'Trueb', text: 'Milchig-trübes Wasser unterhalb der Baustelle am Ufer.', odour: 'kein', findings: ['verfaerbung'] },
  {
    category: 'Trueb', text: 'Leicht trüb mit grünlicher Färbung, an ruhigen Stellen treiben Algenwatten.',
    odour: 'modrig', findings: ['algen'], cover: [10, 40], waters: ['Bugasee', 'Fulda'],
  },
  { category: 'Trueb', text: 'Lehmig-braunes Wasser nach Starkregen, der Pegel ist deutlich gestiegen.', odour: 'kein', findings: ['verfaerbung'] },
  {
    category: 'Verschmutzt', text: 'Ölfilm an der Oberfläche nahe der Brücke, schillert in Regenbogenfarben.',
    odour: 'chemisch', findings: ['oelfilm'], danger: true,
  },
  {
    category: 'Verschmutzt', text: 'Weißer Schaum hinter dem Wehr, riecht leicht seifig.',
    odour: 'chemisch', findings: ['schaum'], cover: [5, 20], waters: ['Fulda'],
  },
  {
    category: 'Verschmutzt', text: 'Graue Brühe aus einem Rohr am Ufer, deutlicher Geruch nach Abwasser.',
    odour: 'abwasser', findings: ['verfaerbung'], danger: true,
  },
  { category: 'Verschmutzt', text: 'Mehrere tote Fische am Ufer, das Wasser riecht faulig.', odour: 'faulig', findings: ['tote_fische'], danger: true },
  {
    category: 'Verschmutzt', text: 'Plastiktüten und Flaschen im Wasser, am Rand dichte Algenteppiche.',
    odour: 'modrig', findings: ['algen', 'muell'], cover: [15, 35],
  },
  { category: 'Fische', species: 'Bachforelle', text: 'Mehrere Bachforellen stehen im flachen, schnell fließenden Abschnitt.', count: [2, 8], waters: BROOKS },
  { category: 'Fische', species: 'Döbel', text: 'Ein Schwarm junger Döbel im Schatten unter der Brücke.', count: [10, 40], waters: ['Fulda', 'Losse'] },
  { category: 'Fische', species: 'Barbe', text: 'Große Barben am Grund unterhalb des Wehrs gut zu sehen.', count: [2, 6], waters: ['Fulda'] },
  { category: 'Fische', species: 'Karpfen', text: 'Karpfen dicht unter der Oberfläche, sie schnappen nach Luft.', count: [3, 12], waters: ['Bugasee'] },
  { category: 'Amphibien', species: 'Erdkröte', text: 'Laichschnüre von Erdkröten zwischen den Wasserpflanzen am Ufer.', count: [5, 30], waters: ['Bugasee', 'Geile'] },
  { category: 'Amphibien', species: 'Grasfrosch', text: 'Sehr viele Kaulquappen im flachen, warmen Wasser am Rand.', count: [50, 300] },
  { category: 'Amphibien', species: 'Bergmolch', text: 'Bergmolche in einem ruhigen Seitenarm beobachtet.', count: [1, 5], waters: BROOKS },
  { category: 'Voegel', species: 'Eisvogel', text: 'Eisvogel fliegt dicht über dem Wasser flussabwärts und setzt sich auf einen Ast.', count: [1, 2] },
  { category: 'Voegel', species: 'Graureiher', text: 'Graureiher steht reglos im Flachwasser und jagt.', count: [1, 3] },
  { category: 'Voegel', species: 'Wasseramsel', text: 'Wasseramsel taucht zwischen den Steinen im schnell fließenden Bach.', count: [1, 2], waters: BROOKS },
  { category: 'Voegel', species: 'Gänsesäger', text: 'Gänsesäger-Weibchen mit Küken auf dem Wasser.', count: [4, 11], waters: ['Fulda', 'Bugasee'] },
  {
    category: 'Wasserpflanzen', species: 'Flutender Hahnenfuß', text: 'Flutender Hahnenfuß blüht weiß, dichte Polster in der Strömung.',
    cover: [20, 60], waters: ['Fulda', 'Losse'],
  },
  { category: 'Wasserpflanzen', species: 'Gelbe Teichrose', text: 'Teichrosen bedecken die ruhige Bucht.', cover: [15, 45], waters: ['Bugasee'] },
  { category: 'Wasserpflanzen', species: 'Brunnenkresse', text: 'Brunnenkresse wächst dicht am quelligen Ufer.', cover: [10, 30], waters: BROOKS },
  { category: 'Neophyten', species: 'Drüsiges Springkraut', text: 'Drüsiges Springkraut wuchert auf vielen Metern Uferlänge.', cover: [30, 80] },
  {
    category: 'Neophyten', species: 'Japanischer Staudenknöterich',
    text: 'Dichter Bestand Japanischer Staudenknöterich verdrängt die Ufervegetation.', cover: [20, 70],
  },
  {
    category: 'Neophyten', species: 'Riesen-Bärenklau', text: 'Einzelne Riesen-Bärenklau-Pflanzen am Weg – Vorsicht, der Saft verbrennt die Haut!',
    count: [1, 6], cover: [5, 15], danger: true,
  },
  { category: 'Wehr', text: 'Altes Wehr ohne Fischtreppe, für Fische kaum passierbar.', inflow: 'keine', waters: ['Fulda', 'Losse', 'Ahna'] },
  { category: 'Wehr', text: 'Treibholz hat sich am Wehr verkeilt, das Wasser staut sich.', waters: ['Fulda'], danger: true },
  { category: 'Wehr', text: 'Kleine Sohlschwelle aus Beton, Fische springen vergeblich dagegen.', waters: BROOKS },
  { category: 'Einleitung', text: 'Rohr aus der Ufermauer leitet trübes Wasser ein, es riecht nach Abwasser.', inflow: 'rohr', danger: true },
  { category: 'Einleitung', text: 'Regenüberlauf springt nach dem Starkregen an, grauer Schwall ins Gewässer.', inflow: 'regenueberlauf' },
  { category: 'Einleitung', text: 'Drainagegraben vom Acker mündet hier, das Wasser ist leicht bräunlich.', inflow: 'graben', waters: ['Geile', 'Losse'] },
  { category: 'Muell', text: 'Ein Einkaufswagen liegt im Wasser unterhalb der Brücke.', waters: ['Fulda', 'Ahna'] },
  { category: 'Muell', text: 'Viele Plastikflaschen und Verpackungen im Ufergebüsch.' },
  { category: 'Muell', text: 'Illegal abgeladene Gartenabfälle am Böschungsrand.', inflow: 'keine' },
  { category: 'Muell', text: 'Ein Altreifen liegt im Bachbett.', waters: BROOKS },
];

const CONDITION_CATEGORIES = new Set(['Klar', 'Trueb', 'Verschmutzt']);
const LIVING_CATEGORIES = new Set(['Fische', 'Amphibien', 'Voegel', 'Wasserpflanzen', 'Neophyten']);
const STRUCTURE_CATEGORIES = new Set(['Wehr', 'Einleitung', 'Muell']);

// ---------------------------------------------------------------------------------------------
// Deterministic sample points
// ---------------------------------------------------------------------------------------------

/** Small seeded pseudo-random generator (mulberry32) with a few helpers. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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

/** The demo observations of a layer, oldest first: reproducible for a given seed. */
function buildPoints(layerId: string, ownerId: string | null, count: number, seed: number): PointsTable[] {
  const rnd = seededRandom(seed);
  const keys = Object.keys(WATERS) as WaterKey[];
  const weighted = keys.flatMap((k) => Array<WaterKey>(WATERS[k].weight).fill(k));
  // Deal the scenarios like cards, so that every category shows up before any text repeats.
  const deck = rnd.shuffle(SCENARIOS);
  const points = Array.from({ length: count }, (_, i) => {
    const scenario = deck[i % deck.length]!;
    const waterKey = rnd.pick(scenario.waters ?? weighted);
    const { latitude, longitude, altitude } = spotOn(WATERS[waterKey], rnd);
    const daysBeforeBase = rnd.int(1, 42);
    const minutesOfDay = rnd.int(7 * 60, 20 * 60);
    const createdAt = new Date(DEMO_BASE_DATE - daysBeforeBase * 86_400_000 + minutesOfDay * 60_000).toISOString();
    return {
      id: '', layer_id: layerId, latitude, longitude, altitude, public: 1, editable: 0,
      attributes: JSON.stringify(answersFor(scenario, waterKey, daysBeforeBase, rnd)),
      created_at: createdAt, updated_at: createdAt, created_by: ownerId, deleted_at: null, deleted_by: null,
    } satisfies PointsTable;
  });
  // Ids are UUID v7 (time-ordered), so hand them out in creation order.
  return points.sort((p, q) => p.created_at.localeCompare(q.created_at)).map((p) => ({ ...p, id: newId() }));
}

/** Example organisation settings of the demo: the imprint's operator details — clearly
 *  marked as examples, to be replaced in the organisation screen — and the landing page's texts. */
const DEMO_ORG_SETTINGS: ScalarMap = {
  [LANDING_SETTINGS.appStoreUrl]: '',
  [LANDING_SETTINGS.contactEmail]: 'kontakt@example.org',
  [LANDING_SETTINGS.funding]: 'Die Gewässer-App wird als Beispielprojekt mit Mitteln eines Umweltförderprogramms unterstützt. Wir danken allen Förderern und Partnern, die Gewässerschutz zum Mitmachen möglich machen.',
  [IMPRESSUM_SETTINGS.association]: 'Mitmachkarte Beispielverein e. V.',
  [IMPRESSUM_SETTINGS.chairperson]: 'Erika Mustermann (Vorsitzende)',
  [IMPRESSUM_SETTINGS.address]: 'Musterstraße 1, 34117 Kassel',
  [IMPRESSUM_SETTINGS.phone]: '+49 561 000000',
  [IMPRESSUM_SETTINGS.email]: 'kontakt@example.org',
  [IMPRESSUM_SETTINGS.registerCourt]: 'Amtsgericht Kassel, VR 0000 (Beispiel)',
};

/** Creates the demo content (docs/architecture.md §4 SEED_DEMO) in one transaction: the workspace
 *  DEMO_WORKSPACE_NAME (public, editable, owned by `ownerId`) with the layer DEMO_LAYER_NAME (a
 *  water-observation questionnaire with categories and about 40 sample points around Kassel,
 *  degrees WGS84, reproducible), the tram-extension participation (demo-tram.ts, its category
 *  icons in `store`), and the default organisation for host `localhost` whose settings
 *  gwapp_workspace/gwapp_layer point the map app at the water layer, strassenbahn_* at the tram
 *  layer, with example imprint and landing settings. If an organisation for `localhost` already
 *  exists, only the workspace and layer settings are added to it. */
export async function seedDemo(db: Db, ownerId: string | null, store: ImageStore): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const workspaceId = newId();
    const layerId = newId();
    await trx.insertInto('workspaces').values({
      id: workspaceId, name: DEMO_WORKSPACE_NAME, public: 1, editable: 1, owner_id: ownerId, attributes: '{}',
      created_at: now, updated_at: now,
    }).execute();
    await trx.insertInto('layers').values({
      id: layerId, workspace_id: workspaceId, name: DEMO_LAYER_NAME, public: 1, editable: 1, attributes: '{}',
      schema: JSON.stringify(LAYER_SCHEMA), created_at: now, updated_at: now,
    }).execute();
    await trx.insertInto('points').values(buildPoints(layerId, ownerId, DEMO_POINT_COUNT, DEMO_SEED)).execute();

    const tram = await seedTram(trx, store, ownerId);

    const gwapp: ScalarMap = { [ORG_SETTING_WORKSPACE]: workspaceId, [ORG_SETTING_LAYER]: layerId, ...tram };
    const existing = await trx.selectFrom('organisations').select(['id', 'other']).where('host', '=', DEMO_HOST).executeTakeFirst();
    if (existing) {
      const other = { ...parseJson<ScalarMap>(existing.other, {}), ...gwapp };
      await trx.updateTable('organisations').set({ other: JSON.stringify(other), updated_at: now }).where('id', '=', existing.id).execute();
      return;
    }
    const hasDefault = await trx.selectFrom('organisations').select('id').where('is_default', '=', 1).executeTakeFirst();
    await trx.insertInto('organisations').values({
      id: newId(), host: DEMO_HOST, title: 'Gewässer-App', menu: '[]',
      other: JSON.stringify({ ...gwapp, ...DEMO_ORG_SETTINGS } satisfies ScalarMap),
      is_default: hasDefault ? 0 : 1, created_at: now, updated_at: now,
    }).execute();
  });
}

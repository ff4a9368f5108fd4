import {
  IMPRESSUM_SETTINGS, LANDING_SETTINGS, OPERATOR_KINDS, WATER_CATEGORIES, WATER_VARIABLES, type LayerSchema, type ScalarMap,
} from '@mitmachkarte/contract';

/** Data of the demo's water-observation project (docs/product.md §15): its names, questionnaire
 *  (the contract's, packages/contract/src/template-water.ts), the waters around Kassel with the
 *  kinds of observation made there, and the example settings of the demo organisation.
 *  seed/water-samples.ts draws the sample points from it; seed/demo.ts writes it through the
 *  services. */

/** Name of the demo workspace that `seedDemo` creates. */
export const DEMO_WORKSPACE_NAME = 'Gewässer-App';
/** Name of the demo layer (water-body observations) inside the demo workspace. */
export const DEMO_LAYER_NAME = 'Gewässerbeobachtungen';
/** Centre of the demo points, Kassel (degrees WGS84); the map app's default centre (docs/product.md §9). */
export const DEMO_CENTRE = { Latitude: 51.3169, Longitude: 9.4757 } as const;
/** Host and title of the demo organisation. */
export const DEMO_HOST = 'localhost';
export const DEMO_TITLE = 'Gewässer-App';

/** The water-observation questionnaire of the starter questionnaire „Gewässerbeobachtung“
 *  (packages/contract/src/template-water.ts), with Kassel's waters as the example of a name. */
export const WATER_QUESTIONNAIRE: LayerSchema = {
  Schema: WATER_VARIABLES.map((v) => (v.Name === 'Gewaessername' ? { ...v, Description: 'Zum Beispiel Fulda, Ahna oder Losse.' } : v)),
  Categories: WATER_CATEGORIES,
};

export type WaterKey = 'Fulda' | 'Drusel' | 'Ahna' | 'Losse' | 'Geile' | 'Bugasee';

export interface Water {
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
export const WATERS: Record<WaterKey, Water> = {
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

export type Range = [number, number];

/** One kind of observation; numbers are drawn from the ranges, the rest is taken as written. */
export interface Scenario {
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
export const VISIBILITY_CM: Record<string, Range> = { Klar: [60, 180], Trueb: [10, 50], Verschmutzt: [5, 40] };

export const SCENARIOS: Scenario[] = [
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

export const CONDITION_CATEGORIES = new Set(['Klar', 'Trueb', 'Verschmutzt']);
export const LIVING_CATEGORIES = new Set(['Fische', 'Amphibien', 'Voegel', 'Wasserpflanzen', 'Neophyten']);
export const STRUCTURE_CATEGORIES = new Set(['Wehr', 'Einleitung', 'Muell']);

/** Example organisation settings of the demo: the imprint's operator details — clearly
 *  marked as examples, to be replaced in the organisation screen — and the landing page's texts. */
export const DEMO_ORG_SETTINGS: ScalarMap = {
  [LANDING_SETTINGS.appStoreUrl]: '',
  [IMPRESSUM_SETTINGS.operatorKind]: OPERATOR_KINDS.association,
  [LANDING_SETTINGS.contactEmail]: 'kontakt@example.org',
  [LANDING_SETTINGS.funding]: 'Die Gewässer-App wird als Beispielprojekt mit Mitteln eines Umweltförderprogramms unterstützt. Wir danken allen Förderern und Partnern, die Gewässerschutz zum Mitmachen möglich machen.',
  [IMPRESSUM_SETTINGS.association]: 'Mitmachkarte Beispielverein e. V.',
  [IMPRESSUM_SETTINGS.chairperson]: 'Erika Mustermann (Vorsitzende)',
  [IMPRESSUM_SETTINGS.address]: 'Musterstraße 1, 34117 Kassel',
  [IMPRESSUM_SETTINGS.phone]: '+49 561 000000',
  [IMPRESSUM_SETTINGS.email]: 'kontakt@example.org',
  [IMPRESSUM_SETTINGS.registerCourt]: 'Amtsgericht Kassel, VR 0000 (Beispiel)',
};

import { STRENGTHS_CATEGORIES, STRENGTHS_QUESTIONS, templateVariable, type Variable, type VariableOption } from '@mitmachkarte/contract';

/** Data of the demo's tram-extension participation (docs/product.md §2.4, §15): names, central
 *  spaces, category icons, questionnaire and sample contributions; seed/demo.ts writes it through
 *  the services. */

/** Name of the demo workspace of the tram-extension participation (docs/product.md §1, §2). */
export const TRAM_WORKSPACE_NAME = 'Straßenbahnausbau';
/** Name of its layer: strengths, weaknesses and ideas along the planned line. */
export const TRAM_LAYER_NAME = 'Stärken, Schwächen und Ideen';
/** The layer's categories, in the order of the map legend: those of the starter questionnaire
 *  „Stärken, Schwächen und Ideen“ (packages/contract/src/templates.ts). */
export const TRAM_CATEGORIES = STRENGTHS_CATEGORIES;
/** Name of the required single-choice question that assigns an entry to a central space. */
export const TRAM_SPACE_VARIABLE = 'ZentralerRaum';

/** The central spaces (zentrale Räume) along the planned line in Kassel. */
const SPACES: VariableOption[] = [
  { Key: 'innenstadt', Label: 'Innenstadt / Königsplatz' },
  { Key: 'hauptbahnhof', Label: 'Hauptbahnhof / Kulturbahnhof' },
  { Key: 'universitaet', Label: 'Universität / Holländischer Platz' },
  { Key: 'nordstadt', Label: 'Nordstadt / Philippinenhof' },
  { Key: 'unterneustadt', Label: 'Unterneustadt / Fuldaaue' },
  { Key: 'wilhelmshoehe', Label: 'Bahnhof Wilhelmshöhe' },
];

/** The category icons, 64×64 px: a white sign on a disc in the category's marker colour (the web
 *  app's palette, web/src/features/map/view/category-markers.ts, in the same order). */
export const ICON_SVG: Record<(typeof TRAM_CATEGORIES)[number]['Name'], string> = {
  Staerke: '<circle cx="32" cy="32" r="30" fill="#1a7f37"/><path d="M18 33l9 9 19-20" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>',
  Schwaeche: '<circle cx="32" cy="32" r="30" fill="#c62828"/><path d="M32 15v22" stroke="#fff" stroke-width="8" stroke-linecap="round"/><circle cx="32" cy="48" r="4.5" fill="#fff"/>',
  Idee: '<circle cx="32" cy="32" r="30" fill="#1f5fbf"/><path d="M32 13a13 13 0 0 0-8 23.3c1.6 1.3 2.5 3 2.5 4.9V43h11v-1.8c0-1.9.9-3.6 2.5-4.9A13 13 0 0 0 32 13z" fill="#fff"/><rect x="26.5" y="46" width="11" height="4" rx="1.5" fill="#fff"/><rect x="28" y="52" width="8" height="3" rx="1.5" fill="#fff"/>',
};
export const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>`);

export const TRAM_VARIABLES: Variable[] = [
  templateVariable({
    Name: 'Hinweis', DataType: 'label', Optional: true,
    Question: 'Was ist an der geplanten Straßenbahnstrecke gut, was fehlt oder stört, und was schlagen Sie vor? Ihr Beitrag ist öffentlich sichtbar; andere können ihn mit Daumen hoch oder runter bewerten und kommentieren.',
  }),
  templateVariable({
    Name: TRAM_SPACE_VARIABLE, DataType: 'single', Question: 'Welchem zentralen Raum ordnen Sie Ihren Beitrag zu?',
    MissingMsg: 'Bitte ordnen Sie Ihren Beitrag einem zentralen Raum zu.', Options: SPACES,
  }),
  // Title, description and photo as in the starter questionnaire, with a tram example for the title.
  ...STRENGTHS_QUESTIONS.map((v) => (v.Name === 'Titel' ? { ...v, Description: 'Zum Beispiel „Haltestelle näher an die Schule“.' } : v)),
];

/** When the first sample contribution was made (ms since the epoch); the others follow seven hours apart. */
export const TRAM_SAMPLES_START = Date.UTC(2026, 5, 1, 9);
/** Sample contributions: category, central space, title, text and position (degrees WGS84). */
export const TRAM_SAMPLES: [string, string, string, string, number, number][] = [
  ['Staerke', 'innenstadt', 'Umstieg am Königsplatz', 'Am Königsplatz treffen sich fast alle Linien, der Umstieg ist kurz und barrierefrei.', 51.3162, 9.4939],
  ['Schwaeche', 'innenstadt', 'Zu wenig Platz an der Haltestelle', 'Zur Hauptverkehrszeit ist der Bahnsteig so voll, dass man kaum aussteigen kann.', 51.3148, 9.4966],
  ['Idee', 'innenstadt', 'Überdachte Fahrradabstellanlage', 'Fahrradbügel mit Dach direkt an der Haltestelle, damit man vom Rad in die Bahn umsteigt.', 51.3170, 9.4918],
  ['Staerke', 'hauptbahnhof', 'Kurze Wege zum Fernverkehr', 'Vom Kulturbahnhof sind es nur wenige Schritte zu den Regionalzügen.', 51.3189, 9.4892],
  ['Idee', 'hauptbahnhof', 'Dynamische Fahrgastinformation', 'Anzeigen mit Echtzeitdaten auch für die Anschlussbusse.', 51.3197, 9.4873],
  ['Schwaeche', 'universitaet', 'Lange Takte am Abend', 'Nach 20 Uhr fährt die Bahn nur alle 30 Minuten, für Studierende zu selten.', 51.3228, 9.5063],
  ['Idee', 'universitaet', 'Neue Haltestelle am Campus Nord', 'Eine Haltestelle direkt am Campus Nord würde viele Wege zu Fuß ersparen.', 51.3247, 9.5089],
  ['Staerke', 'nordstadt', 'Gute Anbindung der Nordstadt', 'Die neue Strecke verbindet die Nordstadt direkt mit der Innenstadt.', 51.3298, 9.5112],
  ['Schwaeche', 'nordstadt', 'Gefährliche Querung', 'Fußgänger queren hier die Gleise ohne Ampel, das ist besonders für Kinder gefährlich.', 51.3321, 9.5140],
  ['Idee', 'unterneustadt', 'Grüne Gleise', 'Rasengleis statt Schotter an der Fuldaaue: leiser und schöner.', 51.3108, 9.5058],
  ['Staerke', 'wilhelmshoehe', 'Schnell zum ICE', 'Von Wilhelmshöhe kommt man ohne Umstieg in die Innenstadt.', 51.3127, 9.4468],
  ['Schwaeche', 'wilhelmshoehe', 'Treppe statt Aufzug', 'Der Zugang zur Haltestelle hat nur eine Treppe; mit Kinderwagen oder Rollstuhl kaum erreichbar.', 51.3133, 9.4480],
];


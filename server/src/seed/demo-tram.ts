import sharp from 'sharp';
import {
  CATEGORY_ATTRIBUTE, TRAM_SETTINGS,
  type AttributeValue, type Category, type LayerSchema, type ScalarMap, type Variable, type VariableOption,
} from '@mitmachkarte/contract';
import type { Db } from '../db/database.js';
import type { PointsTable } from '../db/schema.js';
import { newId, nowIso } from '../lib/ids.js';
import type { ImageStore } from '../modules/images/image-store.js';
import { recordImageUses, storeImage } from '../modules/images/images.service.js';

/** Name of the demo workspace of the tram-extension participation (docs/product.md §1, §2). */
export const TRAM_WORKSPACE_NAME = 'Straßenbahnausbau';
/** Name of its layer: strengths, weaknesses and ideas along the planned line. */
export const TRAM_LAYER_NAME = 'Stärken, Schwächen und Ideen';
/** The layer's categories, in the order of the map legend. */
export const TRAM_CATEGORIES = [
  { Name: 'Staerke', Label: 'Stärke' },
  { Name: 'Schwaeche', Label: 'Schwäche' },
  { Name: 'Idee', Label: 'Idee' },
] as const;
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
 *  app's palette, web/src/features/map/category-markers.ts, in the same order). */
const ICON_SVG: Record<(typeof TRAM_CATEGORIES)[number]['Name'], string> = {
  Staerke: '<circle cx="32" cy="32" r="30" fill="#1a7f37"/><path d="M18 33l9 9 19-20" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>',
  Schwaeche: '<circle cx="32" cy="32" r="30" fill="#c62828"/><path d="M32 15v22" stroke="#fff" stroke-width="8" stroke-linecap="round"/><circle cx="32" cy="48" r="4.5" fill="#fff"/>',
  Idee: '<circle cx="32" cy="32" r="30" fill="#1f5fbf"/><path d="M32 13a13 13 0 0 0-8 23.3c1.6 1.3 2.5 3 2.5 4.9V43h11v-1.8c0-1.9.9-3.6 2.5-4.9A13 13 0 0 0 32 13z" fill="#fff"/><rect x="26.5" y="46" width="11" height="4" rx="1.5" fill="#fff"/><rect x="28" y="52" width="8" height="3" rx="1.5" fill="#fff"/>',
};
const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>`);

const variable = (v: Pick<Variable, 'Name' | 'DataType' | 'Question'> & Partial<Variable>): Variable => ({
  Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0,
  CategoryCondition: '', Options: [], ...v,
});

const VARIABLES: Variable[] = [
  variable({
    Name: 'Hinweis', DataType: 'label', Optional: true,
    Question: 'Was ist an der geplanten Straßenbahnstrecke gut, was fehlt oder stört, und was schlagen Sie vor? Ihr Beitrag ist öffentlich sichtbar; andere können ihn mit Daumen hoch oder runter bewerten und kommentieren.',
  }),
  variable({
    Name: TRAM_SPACE_VARIABLE, DataType: 'single', Question: 'Welchem zentralen Raum ordnen Sie Ihren Beitrag zu?',
    MissingMsg: 'Bitte ordnen Sie Ihren Beitrag einem zentralen Raum zu.', Options: SPACES,
  }),
  variable({
    Name: 'Titel', DataType: 'text', Question: 'Titel Ihres Beitrags',
    MissingMsg: 'Bitte geben Sie Ihrem Beitrag einen kurzen Titel.', Description: 'Zum Beispiel „Haltestelle näher an die Schule“.',
  }),
  variable({
    Name: 'Beschreibung', DataType: 'text_multi', Question: 'Beschreiben Sie Ihren Beitrag.',
    MissingMsg: 'Bitte beschreiben Sie Ihren Beitrag kurz.',
  }),
  variable({ Name: 'Foto', DataType: 'image', Optional: true, Question: 'Foto (optional)', Description: 'Höchstens 10 MB.' }),
];

/** Sample contributions: category, central space, title, text and position (degrees WGS84). */
const SAMPLES: [string, string, string, string, number, number][] = [
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

/** Seeds the tram-extension participation: the public, editable workspace
 *  TRAM_WORKSPACE_NAME with the public, editable layer TRAM_LAYER_NAME, whose categories Stärke,
 *  Schwäche and Idee each carry an icon (PNG images in `store`, created by `ownerId`), whose
 *  questionnaire requires the central space (TRAM_SPACE_VARIABLE), a title and a description, and
 *  a dozen sample contributions. Runs inside the caller's transaction `trx` (image files written
 *  before a rollback are removed by the image sweep). Answers the organisation settings that name
 *  workspace and layer (TRAM_SETTINGS). */
export async function seedTram(trx: Db, store: ImageStore, ownerId: string | null): Promise<ScalarMap> {
  const categories: Category[] = [];
  for (const c of TRAM_CATEGORIES) {
    const png = await sharp(svg(ICON_SVG[c.Name])).png().toBuffer();
    const { id } = await storeImage(trx, store, png, ownerId);
    categories.push({ Name: c.Name, Label: c.Label, Icon: id });
  }
  const schema: LayerSchema = { Schema: VARIABLES, Categories: categories };
  const now = nowIso();
  const workspaceId = newId();
  const layerId = newId();
  await trx.insertInto('workspaces').values({
    id: workspaceId, name: TRAM_WORKSPACE_NAME, public: 1, editable: 1, owner_id: ownerId, attributes: '{}', created_at: now, updated_at: now,
  }).execute();
  await trx.insertInto('layers').values({
    id: layerId, workspace_id: workspaceId, name: TRAM_LAYER_NAME, public: 1, editable: 1, attributes: '{}',
    schema: JSON.stringify(schema), created_at: now, updated_at: now,
  }).execute();
  await recordImageUses(trx, workspaceId, { layerId }, categories.map((c) => c.Icon!));
  const base = Date.UTC(2026, 5, 1, 9);
  const points: PointsTable[] = SAMPLES.map(([category, space, title, text, latitude, longitude], i) => {
    const attributes: Record<string, AttributeValue> = {
      [CATEGORY_ATTRIBUTE]: { DataType: 'category', Value: category },
      [TRAM_SPACE_VARIABLE]: { DataType: 'single', Value: space },
      Titel: { DataType: 'text', Value: title },
      Beschreibung: { DataType: 'text_multi', Value: text },
    };
    const createdAt = new Date(base + i * 7 * 3_600_000).toISOString();
    return {
      id: newId(), layer_id: layerId, latitude, longitude, altitude: 0, public: 1, editable: 0, attributes: JSON.stringify(attributes),
      created_at: createdAt, updated_at: createdAt, created_by: ownerId, deleted_at: null, deleted_by: null,
    };
  });
  await trx.insertInto('points').values(points).execute();
  return { [TRAM_SETTINGS.workspace]: workspaceId, [TRAM_SETTINGS.layer]: layerId };
}

import sharp from 'sharp';
import {
  CATEGORY_ATTRIBUTE, CreateLayerBody, CreateOrganisationBody, CreatePointBody, CreateWorkspaceBody, OrganisationBody,
  ORG_SETTING_LAYER, ORG_SETTING_WORKSPACE, TRAM_SETTINGS, type Category, type Layer, type ScalarMap,
} from '@mitmachkarte/contract';
import type { Actor } from '../access/actor.js';
import type { Db, Transaction } from '../db/database.js';
import { inTransaction } from '../lib/transaction.js';
import type { ImageStore } from '../modules/images/image-store.js';
import { storeImage } from '../modules/images/images.service.js';
import { createLayer } from '../modules/layers/layers.service.js';
import { createOrganisation, listOrganisations, updateOrganisation } from '../modules/organisations/organisations-admin.service.js';
import { createPoint } from '../modules/points/core/points.service.js';
import { createSurvey } from '../modules/surveys/surveys.service.js';
import { createWorkspace } from '../modules/workspaces/workspaces.service.js';
import {
  ICON_SVG, svg, TRAM_CATEGORIES, TRAM_LAYER_NAME, TRAM_SAMPLES, TRAM_SAMPLES_START, TRAM_SPACE_VARIABLE, TRAM_VARIABLES, TRAM_WORKSPACE_NAME,
} from './tram-data.js';
import { DEMO_HOST, DEMO_LAYER_NAME, DEMO_ORG_SETTINGS, DEMO_TITLE, DEMO_WORKSPACE_NAME, WATER_QUESTIONNAIRE } from './water-data.js';
import { DEMO_PAGE_CONTENT } from './page-content.js';
import { TRAM_SURVEY } from './tram-survey.js';
import { waterSamples } from './water-samples.js';

/** The demo builder (docs/architecture.md §4 SEED_DEMO, docs/product.md §15): writes the data of
 *  seed/water-data.ts, seed/water-samples.ts and seed/tram-data.ts through the same contract
 *  schemas and services as the API, so that the demo can never hold what the API would refuse. */

/** The demo's author: the owner of its workspaces, with the rights to create them and to set up
 *  the organisation. */
const demoActor = (ownerId: string): Actor =>
  Object.freeze({ userId: ownerId, name: 'Demo', email: '', permissions: ['project', 'orgmanager'] });

/** A public, editable workspace with one public, editable layer, as the API creates them. */
async function createProject(trx: Db, actor: Actor, names: { workspace: string; layer: string }, schema: unknown): Promise<Layer> {
  const workspace = await createWorkspace(trx, actor, CreateWorkspaceBody.parse({ Name: names.workspace, Public: true, Editable: true }));
  return createLayer(trx, actor, CreateLayerBody.parse({ Workspace: workspace.ID, Name: names.layer, Public: true, Editable: true, Schema: schema }));
}

/** The tram-extension participation: its category icons (PNG images rendered from ICON_SVG) and
 *  the layer with the dozen sample contributions, and the tram survey as a survey of its project
 *  (seed/tram-survey.ts). */
async function seedTram(trx: Transaction, store: ImageStore, actor: Actor & { userId: string }): Promise<Layer> {
  const categories: Category[] = [];
  for (const c of TRAM_CATEGORIES) {
    const { id } = await storeImage(trx, store, await sharp(svg(ICON_SVG[c.Name])).png().toBuffer(), actor.userId);
    categories.push({ Name: c.Name, Label: c.Label, Icon: id });
  }
  const layer = await createProject(trx, actor, { workspace: TRAM_WORKSPACE_NAME, layer: TRAM_LAYER_NAME }, { Schema: TRAM_VARIABLES, Categories: categories });
  for (const [i, [category, space, title, text, Latitude, Longitude]] of TRAM_SAMPLES.entries()) {
    const Attributes = {
      [CATEGORY_ATTRIBUTE]: { DataType: 'category', Value: category },
      [TRAM_SPACE_VARIABLE]: { DataType: 'single', Value: space },
      Titel: { DataType: 'text', Value: title },
      Beschreibung: { DataType: 'text_multi', Value: text },
    };
    const createdAt = new Date(TRAM_SAMPLES_START + i * 7 * 3_600_000).toISOString();
    await createPoint(trx, actor, CreatePointBody.parse({ Layer: layer.ID, Latitude, Longitude, Attributes }), createdAt);
  }
  await createSurvey(trx, actor, layer.Workspace, TRAM_SURVEY);
  return layer;
}

/** The organisation serving `localhost` points the map app at the water layer (gwapp_*) and the
 *  tram page at the tram layer (strassenbahn_*); a new one also gets the example imprint and
 *  landing settings and the demo's page texts, an existing one keeps its own settings and only
 *  gains these, and the page texts while it has none. */
async function seedOrganisation(trx: Db, actor: Actor, settings: ScalarMap): Promise<void> {
  const existing = (await listOrganisations(trx, actor)).find((o) => o.Host === DEMO_HOST);
  if (existing) {
    const Content = Object.keys(existing.Config.Content).length > 0 ? existing.Config.Content : { ...DEMO_PAGE_CONTENT };
    const Config = { ...existing.Config, Other: { ...existing.Config.Other, ...settings }, Content };
    await updateOrganisation(trx, actor, existing.ID, OrganisationBody.parse({ Host: DEMO_HOST, Config }));
    return;
  }
  const Config = { Title: DEMO_TITLE, Menu: [], Other: { ...settings, ...DEMO_ORG_SETTINGS }, Content: { ...DEMO_PAGE_CONTENT } };
  await createOrganisation(trx, actor, CreateOrganisationBody.parse({ Host: DEMO_HOST, Config }));
}

/** Creates the demo content in one transaction, as `ownerId` (the first administrator): the public,
 *  editable workspace DEMO_WORKSPACE_NAME with the layer DEMO_LAYER_NAME (the water-observation
 *  questionnaire and about 40 reproducible sample points around Kassel, degrees WGS84), the
 *  tram-extension participation (its icons in `store`), and the organisation for `localhost`.
 *  Throws what a service throws if the data were ever refused by the API. */
export async function seedDemo(db: Db, ownerId: string, store: ImageStore): Promise<void> {
  const actor = demoActor(ownerId) as Actor & { userId: string };
  await inTransaction(db, async (trx) => {
    const water = await createProject(trx, actor, { workspace: DEMO_WORKSPACE_NAME, layer: DEMO_LAYER_NAME }, WATER_QUESTIONNAIRE);
    for (const { createdAt, ...sample } of waterSamples()) {
      await createPoint(trx, actor, CreatePointBody.parse({ Layer: water.ID, ...sample }), createdAt);
    }
    const tram = await seedTram(trx, store, actor);
    await seedOrganisation(trx, actor, {
      [ORG_SETTING_WORKSPACE]: water.Workspace, [ORG_SETTING_LAYER]: water.ID,
      [TRAM_SETTINGS.workspace]: tram.Workspace, [TRAM_SETTINGS.layer]: tram.ID,
    });
  });
}

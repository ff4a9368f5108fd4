import { CATEGORY_ATTRIBUTE, embedEntriesAllowed, embedFormFits, embedOriginsOf, type EmbedCard, type EmbedConfig, type EmbedToken, findCategory, type Layer } from '@mitmachkarte/contract';
import { ANONYMOUS } from '../../access/actor.js';
import { getVisiblePoint } from '../../access/visible.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { questionnaireOf, statusesOf } from '../../db/records/layer.record.js';
import { pointTitle } from '../../db/records/point.record.js';
import { parseJson } from '../../lib/json.js';
import { notFound } from '../../lib/app-error.js';
import { say } from '../../i18n/messages.js';
import { createEmbedToken } from '../api-tokens/embed-tokens.service.js';
import { listLayersOfWorkspace } from '../layers/layers.service.js';
import { getServingOrganisationSettings } from '../organisations/organisations.service.js';
import { getWorkspace } from '../workspaces/workspaces.service.js';
import { boundsOf, presentEmbedLayer } from './embed.presenter.js';

/** The embeddable map (docs/product.md §24.1, docs/decisions/0042). Every read here is the
 *  anonymous visitor's (access/actor.ts ANONYMOUS), whoever asks and whatever cookie comes along:
 *  a framed page shows exactly what the public map shows, never a visitor's or a manager's view. */

/** Longest card title, in characters. */
const CARD_TITLE_MAX = 120;

/** Whether a visitor may make an entry in map `layer` inside the frame (docs/product.md §24.1):
 *  the organisation serving the host allows it (`allowed`, contract embedEntriesAllowed), the
 *  anonymous visitor may add entries to it (its CanAddPoints as the anonymous actor reads it:
 *  access/point.rules.ts canAddPoint through access/rights.ts), and the embed's form can fill in
 *  its questionnaire (contract embedFormFits: no required question it cannot show). */
const takesEntriesInFrame = (allowed: boolean, layer: Layer) => allowed && layer.CanAddPoints && embedFormFits(layer.Schema.Schema);

/** GET /embed/{id}/config: the project `id` as an anonymous visitor sees it, with its public
 *  maps and, per map, whether it takes entries inside the frame (takesEntriesInFrame; the
 *  organisation serving `host` decides). NOT_FOUND for unknown and non-public projects
 *  (access/workspace.rules.ts). */
export async function getEmbedConfig(db: Db, config: Pick<Config, 'tileUrl' | 'tileAttribution'>, host: string | undefined, id: string): Promise<EmbedConfig> {
  const workspace = await getWorkspace(db, ANONYMOUS, id);
  const layers = await listLayersOfWorkspace(db, ANONYMOUS, id);
  const allowed = await entriesAllowedOn(db, host);
  return {
    ID: workspace.ID, Name: workspace.Name, MapView: workspace.MapView, Bounds: workspace.Boundary ? boundsOf(workspace.Boundary) : null,
    Closed: workspace.Closed, Layers: layers.map((l) => presentEmbedLayer(l, takesEntriesInFrame(allowed, l))),
    TileUrl: config.tileUrl, TileAttribution: config.tileAttribution,
  };
}

/** Whether the organisation serving `host` allows entries inside its embedded maps. */
async function entriesAllowedOn(db: Db, host: string | undefined): Promise<boolean> {
  const org = await getServingOrganisationSettings(db, host);
  return org !== undefined && embedEntriesAllowed(org.other);
}

/** POST /embed/{id}/token: an entry token for the frame of project `id`
 *  (api-tokens/embed-tokens.service.ts), when one of its public maps takes entries inside the
 *  frame (takesEntriesInFrame); NOT_FOUND otherwise, as for unknown and non-public projects. */
export async function issueEmbedToken(db: Db, host: string | undefined, id: string, now = new Date()): Promise<EmbedToken> {
  await getWorkspace(db, ANONYMOUS, id);
  const allowed = await entriesAllowedOn(db, host);
  if (!allowed || !(await listLayersOfWorkspace(db, ANONYMOUS, id)).some((l) => takesEntriesInFrame(allowed, l))) throw notFound(say('workspaceNotFound'));
  return createEmbedToken(db, id, now);
}

/** GET /embed/point/{id}: the card of an entry an anonymous visitor sees (public map of a public
 *  project, let through by the moderation, not deleted; access/point.rules.ts canSeePoint);
 *  NOT_FOUND otherwise. */
export async function getEmbedCard(db: Db, id: string): Promise<EmbedCard> {
  const { point, layer } = await getVisiblePoint(db, ANONYMOUS, id);
  const statuses = statusesOf(layer);
  const status = statuses.find((s) => s.Key === point.status);
  const category = parseJson<Record<string, { Value?: unknown }>>(point.attributes, {})[CATEGORY_ATTRIBUTE]?.Value;
  const found = typeof category === 'string' && category !== '' ? findCategory(questionnaireOf(layer).Categories, category)?.category : undefined;
  return {
    ID: point.id, Layer: layer.id, Title: pointTitle(point.attributes, layer.schema, CARD_TITLE_MAX),
    Category: found ? found.Label || found.Name : typeof category === 'string' ? category : '',
    Status: status?.Label ?? point.status, StatusColour: status?.Colour ?? '#6c757d',
  };
}

/** GET /embed/{id} (the page): checks that the project `id` — and the map `layer`, when named —
 *  is public (NOT_FOUND otherwise) and answers the origins the organisation serving `host` lets
 *  frame its maps (organisation setting `einbettung_origins`, contract embedOriginsOf). */
export async function getEmbedFraming(db: Db, host: string | undefined, id: string, layer: string | undefined): Promise<string[]> {
  await getWorkspace(db, ANONYMOUS, id);
  if (layer !== undefined && !(await listLayersOfWorkspace(db, ANONYMOUS, id)).some((l) => l.ID === layer)) throw notFound(say('layerNotFound'));
  const org = await getServingOrganisationSettings(db, host);
  return org ? embedOriginsOf(org.other) : [];
}

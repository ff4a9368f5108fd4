import { flattenCategories, GEOMETRY_KINDS, keptQuestionnaireTranslations, type Category, type GeometryKind, type CreateLayerBody, type LayerSchema, type Layer, type PointStatus, type UpdateLayerBody } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess, requireManager } from '../../access/gate.js';
import { canAddLayer } from '../../access/layer.rules.js';
import { getVisibleLayer, getVisibleWorkspaceAccess } from '../../access/visible.js';
import { residencyFor, residencyOnce } from '../../access/lookups.js';
import type { Db, Transaction } from '../../db/database.js';
import type { LayerRow } from '../../db/schema.js';
import { conflict, fieldError, invalidField, validation } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { parseJson, toFlag } from '../../lib/json.js';
import { quoted } from '../../lib/audit-text.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ImageStore } from '../images/image-store.js';
import { deleteUnusedImages, listImagesUsedWithin, listUnusableImageIds, recordImageUses, removeImageFiles } from '../images/images.service.js';
import { layerChanges, layerText } from './layers-audit.js';
import { deletePointsOfBigLayers } from './layers-delete.service.js';
import { presentLayer } from './layers.presenter.js';
import { deleteLayerRow, insertLayer, listVisibleLayersOfWorkspace, listStatusKeysInUse, listVisibleLayers, updateLayerRow } from './layers.repository.js';
import { say } from '../../i18n/messages.js';

/** GET /gis/layers: every layer the actor may see. */
export async function listLayers(db: Db, actor: Actor): Promise<Layer[]> {
  const residency = residencyOnce(db, actor);
  return Promise.all((await listVisibleLayers(db, actor.userId)).map(async (row) => {
    const access = {
      isManager: row.managed === 1,
      workspace: {
        public: row.workspace_public, editable: row.workspace_editable, closed: row.workspace_closed,
        resident_entries: row.workspace_resident_entries, resident_votes: row.workspace_resident_votes, resident_municipalities: row.workspace_resident_municipalities,
      },
    };
    return presentLayer(row, access, await residencyFor(access, residency));
  }));
}

/** Every layer the actor may see, as stored, with whether the actor manages its workspace (the
 *  GIS interface's collections, docs/product.md §20). */
export async function listVisibleLayerRows(db: Db, actor: Actor): Promise<{ layer: LayerRow; isManager: boolean }[]> {
  return (await listVisibleLayers(db, actor.userId)).map(({
    workspace_public: _p, workspace_editable: _e, workspace_closed: _c, workspace_resident_entries: _re, workspace_resident_votes: _rv, workspace_resident_municipalities: _rm, managed, ...layer
  }) => ({ layer, isManager: managed === 1 }));
}

/** GET /gis/layers/{wsID}: the layers of a visible workspace (public ones for non-managers). */
export async function listLayersOfWorkspace(db: Db, actor: Actor, workspaceId: string): Promise<Layer[]> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  const residency = await residencyFor(access, residencyOnce(db, actor));
  return (await listVisibleLayersOfWorkspace(db, workspaceId, actor.userId)).map((row) => presentLayer(row, access, residency));
}

/** GET /gis/layer/{id}. */
export async function getLayer(db: Db, actor: Actor, id: string): Promise<Layer> {
  const { layer, access } = await getVisibleLayer(db, actor, id);
  return presentLayer(layer, access, await residencyFor(access, residencyOnce(db, actor)));
}

export const ICON_MISSING = say('iconMissing');

/** The image ids of the categories' icons. */
const iconsOf = (categories: readonly Category[] | undefined) =>
  flattenCategories(categories ?? []).flatMap(({ category }) => (category.Icon ? [category.Icon] : []));

/** Writes a layer row (`write`) with its category icons recorded as used, in one transaction.
 *  Icons new to the layer must be uploaded images of its own workspace (docs/security.md,
 *  Images): otherwise 400, and nothing is written. Answers the icons it dropped that nothing uses
 *  any more, whose rows are deleted (images.service.ts recordImageUses). */
async function writeWithIcons(db: Db, layer: { id: string; workspace_id: string }, icons: string[], previous: string[], write: (trx: Transaction) => Promise<unknown>) {
  return inTransaction(db, async (trx) => {
    const added = icons.filter((icon) => !previous.includes(icon));
    if ((await listUnusableImageIds(trx, layer.workspace_id, added)).length > 0) {
      throw invalidField('Schema.Categories', ICON_MISSING);
    }
    await write(trx);
    return recordImageUses(trx, layer.workspace_id, { layerId: layer.id }, icons);
  });
}

/** POST /gis/layer: managers of the workspace (NOT_FOUND if invisible, FORBIDDEN if not managed).
 *  Public and Editable left out follow the workspace's (docs/product.md §17.5). */
export async function createLayer(db: Db, actor: Actor, body: CreateLayerBody): Promise<Layer> {
  const access = await getVisibleWorkspaceAccess(db, actor, body.Workspace);
  requireAccess(actor, canAddLayer(access));
  const now = nowIso();
  const row: LayerRow = {
    id: newId(), workspace_id: body.Workspace, name: body.Name,
    public: body.Public === undefined ? access.workspace.public : toFlag(body.Public),
    editable: body.Editable === undefined ? access.workspace.editable : toFlag(body.Editable),
    attributes: JSON.stringify(body.Attributes), schema: JSON.stringify(body.Schema), statuses: JSON.stringify(body.Statuses),
    premoderation: toFlag(body.Premoderation), map_view: body.MapView && JSON.stringify(body.MapView),
    context_layers: JSON.stringify(body.ContextLayers), duplicate_radius: body.DuplicateRadius, geometries: JSON.stringify(kindsInOrder(body.Geometries)), revision: 0, created_at: now, updated_at: now,
    // Until the phase task's next run a new map allows everything: no phase names it yet (§25.4).
    phase_view: 1, phase_contribute: 1, phase_comment: 1, phase_vote: 1, phase_title: null,
  };
  await writeWithIcons(db, row, iconsOf(body.Schema.Categories), [], (trx) => insertLayer(trx, row));
  // Managers only: the project's residency requirement does not bind them.
  return presentLayer(row, access, undefined);
}

/** The kinds a map accepts as stored: in the order of GEOMETRY_KINDS (docs/product.md §25.1), so
 *  that the same choice is the same text (the audit log compares it). */
const kindsInOrder = (kinds: readonly GeometryKind[]): GeometryKind[] => GEOMETRY_KINDS.filter((k) => kinds.includes(k));

/** CONFLICT if `statuses` lacks a status that points of the layer still have (docs/product.md
 *  §16.1): a point never holds a status its layer does not know. */
async function requireStatusesInUseKept(db: Db, layerId: string, statuses: readonly PointStatus[]) {
  const kept = new Set(statuses.map((s) => s.Key));
  const missing = (await listStatusKeysInUse(db, layerId)).filter((key) => !kept.has(key));
  if (missing.length > 0) {
    throw conflict(say('statusInUse', { statuses: missing.join('“, „') }));
  }
}

/** The questionnaire to store (docs/product.md §23.5): its translations without empty texts, and
 *  where the body left them out the stored ones, without what the questionnaire no longer has. */
function withTranslations(schema: LayerSchema, stored: string): LayerSchema {
  const { Translations: _t, ...german } = schema;
  const translations = keptQuestionnaireTranslations(schema.Translations ?? parseJson<LayerSchema>(stored, { Schema: [], Categories: [] }).Translations, schema.Schema, schema.Categories);
  return Object.keys(translations).length > 0 ? { ...german, Translations: translations } : german;
}

/** PUT /gis/layer/{id}: managers change name, flags, attributes, questionnaire, categories,
 *  statuses, start view, context layers (docs/product.md §17.7), the radius of „Wurde das schon
 *  gemeldet?“ (§24.3) and the kinds of entries the map accepts (§25.1: entries of a kind dropped
 *  stay, docs/decisions/0046). Points already stored keep their answers when the questionnaire changes. A real
 *  change goes into the audit log (docs/product.md §16.4) in the same transaction. A replaced icon
 *  that nothing else uses is deleted, its files from `store` after the commit. */
export async function updateLayer(db: Db, store: ImageStore, actor: Actor, id: string, body: UpdateLayerBody): Promise<Layer> {
  if (body.ID !== undefined && body.ID !== id) throw invalidField('ID', say('idMismatch'));
  const { layer, access } = await getVisibleLayer(db, actor, id);
  requireManager(actor, access);
  if (body.Workspace !== undefined && body.Workspace !== layer.workspace_id) {
    throw validation(say('layerCannotMove'), [fieldError('Workspace', say('workspaceFixed'))]);
  }
  if (body.Statuses) await requireStatusesInUseKept(db, id, body.Statuses);
  const changes = {
    name: body.Name, public: toFlag(body.Public), editable: toFlag(body.Editable),
    attributes: JSON.stringify(body.Attributes), schema: JSON.stringify(withTranslations(body.Schema, layer.schema)),
    statuses: body.Statuses ? JSON.stringify(body.Statuses) : layer.statuses,
    premoderation: body.Premoderation === undefined ? layer.premoderation : toFlag(body.Premoderation),
    map_view: body.MapView === undefined ? layer.map_view : body.MapView && JSON.stringify(body.MapView),
    context_layers: body.ContextLayers === undefined ? layer.context_layers : JSON.stringify(body.ContextLayers),
    duplicate_radius: body.DuplicateRadius ?? layer.duplicate_radius,
    // Entries of a kind the map no longer accepts stay as they are (docs/decisions/0046).
    geometries: body.Geometries ? JSON.stringify(kindsInOrder(body.Geometries)) : layer.geometries, updated_at: nowIso(),
  };
  const previous = iconsOf(parseJson<{ Categories?: Category[] }>(layer.schema, {}).Categories);
  const changed = layerChanges(layer, changes);
  const unused = await writeWithIcons(db, layer, iconsOf(body.Schema.Categories), previous, async (trx) => {
    await updateLayerRow(trx, id, changes);
    if (changed.labels.length === 0) return;
    await recordAudit(trx, actor, {
      action: 'layer.update', targetType: 'layer', targetId: id, workspaceId: layer.workspace_id,
      summary: `Karte ${quoted(layer.name)} geändert: ${changed.labels.join(', ')}`, before: changed.before, after: changed.after,
    });
  });
  await removeImageFiles(store, unused);
  return presentLayer({ ...layer, ...changes }, access, undefined);
}

/** DELETE /gis/layer/{id}: managers; the layer's points go with it, and with them the photos and
 *  icons nothing else uses (their files from `store` after the commit). Recorded in the audit log
 *  in the same transaction. The points of a layer of more than SMALL_LAYER_POINTS go first, in
 *  batches on a background thread (layers-delete.service.ts, docs/security.md, Big layers). */
export async function deleteLayer(db: Db, store: ImageStore, actor: Actor, id: string): Promise<void> {
  const { layer, access } = await getVisibleLayer(db, actor, id);
  requireManager(actor, access);
  // A big layer's points first, in batches on a background thread (layers-delete.service.ts).
  await removeImageFiles(store, await deletePointsOfBigLayers(db, [id]));
  const unused = await inTransaction(db, async (trx) => {
    const images = await listImagesUsedWithin(trx, { layerId: id });
    await deleteLayerRow(trx, id);
    await recordAudit(trx, actor, {
      action: 'layer.delete', targetType: 'layer', targetId: id, workspaceId: layer.workspace_id, summary: `Karte ${quoted(layer.name)} gelöscht`, before: layerText(layer),
    });
    return deleteUnusedImages(trx, images);
  });
  await removeImageFiles(store, unused);
}

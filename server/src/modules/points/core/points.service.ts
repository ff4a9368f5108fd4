import { isInsideBoundary, kindOfGeometry, OUTSIDE_BOUNDARY, validateAnswerChanges, validateAnswers, withoutEmptyAnswers, type BoundingBox, type CreatePointBody, type PointsPageCursor, type DeletedPoint, type Point, type PointCounts, type UpdatePointBody } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../../access/actor.js';
import { notResident, requireAccess, requireOpen, requirePhase } from '../../../access/gate.js';
import { residencyFor, residencyOnce } from '../../../access/lookups.js';
import { canAddPoint, refusedAsNonResident, canChangePoint, canEditPoint, canRecordOnBehalf, canSeePoint, canWithdrawPoint, heldForApproval, isOwnPoint, moderationAfterChange, type PointAccess, seesHiddenPoints } from '../../../access/point.rules.js';
import { pointRights, pointViewKey, type PointRights } from '../../../access/rights.js';
import { tokenMayAddTo } from '../../../access/token.rules.js';
import { findSeenPoint, getVisibleLayer, getVisiblePoint, POINT_NOT_FOUND } from '../../../access/visible.js';
import type { Db, Transaction } from '../../../db/database.js';
import type { LayerRow, PointRecord, WorkspacesTable } from '../../../db/schema.js';
import { mapAreaOf } from '../../../db/records/workspace.record.js';
import { questionnaireOf, statusesOf, statusLabelOf } from '../../../db/records/layer.record.js';
import { conflict, fieldError, forbidden, invalidField, requireFound, unauthenticated, validation } from '../../../lib/app-error.js';
import { say } from '../../../i18n/messages.js';
import { entityTag } from '../../../lib/conditional.js';
import { newId, nowIso } from '../../../lib/ids.js';
import { parseJson, toFlag } from '../../../lib/json.js';
import { inTransaction } from '../../../lib/transaction.js';
import { recordAudit } from '../../audit/audit.service.js';
import type { ImageStore } from '../../images/image-store.js';
import { IMAGE_MISSING, listUnusableImageIds, recordImageUses, removeImageFiles } from '../../images/images.service.js';
import { startFollowing, type NotificationDeps } from '../../notifications/notifications.service.js';
import { notifyTeam } from '../../team-notifications/team-notifications.service.js';
import { enqueueWebhookEvent } from '../../webhooks/webhook-events.service.js';
import { notifyAreaAlerts } from '../../area-alerts/alert-matching.service.js';
import { closeReportsOfDeletedEntry } from '../../moderation/moderation.service.js';
import type { OutcomeDeps } from '../../moderation/report-outcome.service.js';
import { recordReporter, reporterFor } from '../../reporters/reporters.service.js';
import { assignmentViewOf } from '../../responsibility/assignment.service.js';
import { routeNewEntry } from '../../responsibility/routing.service.js';
import { jsonArrayChunks, POINTS_PER_CHUNK, presentDeletedPoint, presentPoint, pointRightsJson, pointsJsonChunks } from './points.presenter.js';
import { cachedPageOf, type PointsListCache } from './points-list.cache.js';
import { countsOfPoints, cursorOf, insertPoint, listCountsOfLayer, listDeletedPointsOfLayer, listLivePointsOfLayer, listVisibleLivePoints, restorePointRow, softDeletePoint, updatePointRow, type PointsPage, type PointsReader } from './points.repository.js';
import type { PointRow } from '../../../db/records/point.columns.js';
import { pointChanges, pointText } from './points-audit.js';
import { geometryColumns, geometryOfRow, requireAcceptedKind, requireGeometryInside } from './point-geometry.js';

/** One answer of a paged point list: JSON text chunks of an array, and where the next page starts
 *  (undefined on the last page). */
export type PointsJsonPage = { chunks: Iterable<string | Buffer>; next?: PointsPageCursor };

/** The page of `rows`, which were read with one row more than `limit` (points.repository.ts). */
function jsonPage<R extends PointRow>(rows: R[], limit: number, rightsOf: (row: R) => PointRights): PointsJsonPage {
  if (rows.length <= limit) return { chunks: pointsJsonChunks(rows, rightsOf) };
  const page = rows.slice(0, limit);
  return { chunks: pointsJsonChunks(page, rightsOf), next: cursorOf(page[page.length - 1]!) };
}

/** GET /gis/points: one page of the live points the actor may see (docs/security.md, Limits). */
export async function listAllPointsJson(db: Db, actor: Actor, page: PointsPage): Promise<PointsJsonPage> {
  // The first status of each layer, parsed once per layer rather than once per point.
  const firstStatus = new Map<string, string>();
  const firstOf = (row: { layer_id: string; layer_statuses: string }) => {
    if (!firstStatus.has(row.layer_id)) firstStatus.set(row.layer_id, statusesOf({ statuses: row.layer_statuses })[0]!.Key);
    return firstStatus.get(row.layer_id)!;
  };
  return jsonPage(await listVisibleLivePoints(db, actor.userId, page), page.limit,
    (row) => pointRights(actor, { isManager: row.managed === 1, workspace: { closed: row.workspace_closed } }, row, firstOf(row)));
}

/** How the actor reads the points of a layer with `access` (access/point.rules.ts seesHiddenPoints). */
export const readerOf = (actor: Actor, access: PointAccess): PointsReader =>
  (seesHiddenPoints(access) ? { manager: true } : { manager: false, userId: actor.userId });

/** Votes and published comments of each of the points `ids` (none: all zero). */
export async function pointCountsOf(db: Db, ids: readonly string[]): Promise<PointCounts[]> {
  const counts = await countsOfPoints(db, ids);
  return ids.map((ID) => {
    const c = counts.get(ID);
    return { ID, Up: c?.up ?? 0, Down: c?.down ?? 0, Comments: c?.comments ?? 0 };
  });
}

/** GET /gis/pointcounts/{layerID}: votes and published comments per point the actor sees in a
 *  visible layer, for sorting the list (docs/product.md §16.1). NOT_FOUND for invisible layers. */
export async function listPointCounts(db: Db, actor: Actor, layerId: string): Promise<PointCounts[]> {
  const { access } = await getVisibleLayer(db, actor, layerId);
  const counts = await listCountsOfLayer(db, layerId, readerOf(actor, access));
  return [...counts].map(([ID, c]) => ({ ID, Up: c.up, Down: c.down, Comments: c.comments }));
}

/** GET /gis/points/{layerID}[?bbox=…]: one page of the live points of a visible layer (managers
 *  see non-public points too), optionally within a bounding box, read only when the caller does
 *  not hold it yet. Its entity tag: the layer's revision, and what else the page depends on (the
 *  caller, whose rights each point names, whether the project is closed, the query;
 *  docs/decisions/0012). The points are read once per revision and query into `cache`
 *  (points-list.cache.ts); each reader's view and rights are added to the cached text. NOT_FOUND
 *  for invisible layers. */
export async function listPointsOfLayerJson(db: Db, cache: PointsListCache, actor: Actor, layerId: string, query: { bbox?: BoundingBox; page: PointsPage }): Promise<{ etag: string; page: () => Promise<PointsJsonPage> }> {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  return {
    etag: entityTag(layer.revision, [actor.userId, access.isManager, access.workspace.closed, query]),
    page: async () => {
      const key = `${layerId}:${layer.revision}:${JSON.stringify(query)}`;
      let cachedPage = cache.get(key);
      if (!cachedPage) {
        const rows = await listLivePointsOfLayer(db, layerId, { reader: { manager: true }, ...query });
        cachedPage = cachedPageOf(rows, query.page.limit, cursorOf);
        cache.set(key, cachedPage);
      }
      const next = cachedPage.next ? { next: cachedPage.next } : {};
      // A reader who owns none of the page's points sees it and holds rights on it as every reader
      // with the same access does: that answer is written once and kept beside the page.
      const shared = cachedPage.points.length <= POINTS_PER_CHUNK && !cachedPage.points.some((p) => isOwnPoint(p, actor.userId));
      const variant = shared ? pointViewKey(access) : '';
      const body = shared ? cachedPage.bodies.get(variant) : undefined;
      if (body) return { chunks: [body], ...next };
      // The reader's view of the managers' page: a page may hold fewer points than the limit
      // (some were hidden from this reader); the next one starts after the last point read.
      const rights = rightsInLayer(actor, layer, access);
      const visible = cachedPage.points.filter((p) => canSeePoint(access, { ...p, deleted_at: null }, actor.userId));
      const chunks = jsonArrayChunks(visible, (p) => p.head + pointRightsJson(rights(p)), POINTS_PER_CHUNK);
      if (!shared) return { chunks, ...next };
      const written = Buffer.from([...chunks].join(''));
      cachedPage.bodies.set(variant, written);
      return { chunks: [written], ...next };
    },
  };
}

/** What `actor` with `access` may do with each point of `layer` (access/rights.ts pointRights). */
export function rightsInLayer(actor: Actor, layer: LayerRow, access: PointAccess): (row: Pick<PointRecord, 'created_by' | 'status'>) => PointRights {
  const firstStatus = statusesOf(layer)[0]!.Key;
  return (row) => pointRights(actor, access, row, firstStatus);
}

/** GET /gis/point/{id}: a live point the actor sees, with the rights on it (docs/product.md
 *  §19.2: the map opens a point's details one by one) and its responsibility as the actor may see
 *  it (§16.10). NOT_FOUND otherwise. */
export async function getPoint(db: Db, actor: Actor, id: string): Promise<Point> {
  const { point, layer, access } = await getVisiblePoint(db, actor, id);
  const reporter = await reporterFor(db, access, id);
  return { ...presentPoint(point, rightsInLayer(actor, layer, access)(point)), ...(reporter ? { Reporter: reporter } : {}), ...(await assignmentViewOf(db, access, point.id)) };
}

export const ON_BEHALF_FORBIDDEN = say('onBehalfForbidden');

/** Throws 400 with one `{ Field, Message }` per broken answer (docs/product.md §5, docs/architecture.md §6). A new point
 *  is checked against the layer's current questionnaire; a changed one (`stored` given) only in
 *  what the change adds, alters or removes, so that answers kept from an older questionnaire
 *  survive (validateAnswerChanges). */
function requireValidAnswers(layer: LayerRow, attributes: Point['Attributes'], stored?: Point['Attributes']) {
  const questionnaire = questionnaireOf(layer);
  const errors = stored ? validateAnswerChanges(questionnaire, stored, attributes) : validateAnswers(questionnaire, attributes);
  if (errors.length > 0) throw validation(say('answersDoNotFit'), errors);
}

/** The image ids among answers (DataType image). */
const imageIdsOf = (attributes: Point['Attributes']) =>
  Object.values(attributes).flatMap((a) => (a.DataType === 'image' && typeof a.Value === 'string' && a.Value.trim() !== '' ? [a.Value] : []));

/** Throws 400 for an image answer that names no uploaded image, or an image of another workspace
 *  (docs/security.md, Images): answers may only use images of their own workspace. A changed
 *  point (`stored` given) is checked only in the image answers it changes. Run it in the
 *  transaction that writes the point. */
async function requireUsableImages(db: Db, layer: LayerRow, attributes: Point['Attributes'], stored?: Point['Attributes']) {
  const wanted = Object.entries(attributes).flatMap(([name, answer]) =>
    answer.DataType === 'image' && typeof answer.Value === 'string' && answer.Value.trim() !== '' && answer.Value !== stored?.[name]?.Value
      ? [{ name, id: answer.Value }] : []);
  if (wanted.length === 0) return;
  const unusable = new Set(await listUnusableImageIds(db, layer.workspace_id, wanted.map((w) => w.id)));
  const errors = wanted.filter((w) => unusable.has(w.id)).map((w) => fieldError(`Attributes.${w.name}`, IMAGE_MISSING));
  if (errors.length > 0) throw validation(IMAGE_MISSING, errors);
}

/** The stored Public and Editable flags: as sent by those who may edit (access/point.rules.ts), else
 *  Public true, Editable false. */
function flagsFor(access: PointAccess, body: { Public?: boolean; Editable?: boolean }, current?: PointRecord) {
  if (!canEditPoint(access)) return { public: 1 as const, editable: 0 as const };
  return {
    public: body.Public === undefined ? (current?.public ?? 1) : toFlag(body.Public),
    editable: body.Editable === undefined ? (current?.editable ?? 0) : toFlag(body.Editable),
  };
}

/** POST /gis/point: managers of the layer's workspace, or anyone when workspace and layer are
 *  Public and Editable and, where the project reserves entries for verified residents, the actor
 *  is one it takes (401/403 saying how to become one, docs/product.md §14.1). The point starts at the layer's first status, and waits for approval on a
 *  layer with pre-moderation unless a manager adds it (docs/product.md §16.3). Answers are validated against the layer's questionnaire; empty ones are dropped;
 *  image answers must name uploaded images of the layer's workspace, which are recorded as used.
 *  Runs in the caller's transaction (the route's, for Idempotency-Key), so that the image check,
 *  the insert and the image uses see one state. `now` (ISO 8601) is the creation time; the demo
 *  seed dates its samples in the past. With `followOn` (the site's host) a logged-in author
 *  follows their new entry (docs/product.md §16.7). With `notify` the project's team hears of it
 *  as a new entry or, when it waits for approval, as one to approve (§16.8), the area alerts that
 *  match a public one hear of it (§24.2), and the first routing
 *  rule of the project that matches it assigns it (§16.10); the caller kicks the outbox after the
 *  commit. With `OnBehalf` the team records the entry for someone else (§16.12; 403 for anyone
 *  else, before anything is stored): the entry is the team member's, the reporter's channel and
 *  contact go into their own table (reporters.service.ts). */
export async function createPoint(db: Transaction, actor: Actor, body: CreatePointBody, now = nowIso(), followOn?: string, notify?: NotificationDeps): Promise<Point> {
  const { layer, access } = await getVisibleLayer(db, actor, body.Layer);
  // An embedded map's entry token makes entries in its own project only (docs/product.md §24.1).
  if (!tokenMayAddTo(actor, access.workspace.id)) throw forbidden(say('embedTokenOtherProject'));
  requireOpen(access.workspace);
  requirePhase(access, layer, 'contribute');
  // Read only where the project reserves entries for verified residents (docs/product.md §14.1).
  const residency = await residencyFor(access, residencyOnce(db, actor));
  if (!canAddPoint(access, layer, residency)) {
    if (refusedAsNonResident(access, layer, residency)) notResident(actor, access.workspace, 'entries');
    throw isLoggedIn(actor) ? forbidden(say('noEntriesHere')) : unauthenticated();
  }
  if (body.OnBehalf && !canRecordOnBehalf(access, layer)) throw forbidden(ON_BEHALF_FORBIDDEN);
  requireValidAnswers(layer, body.Attributes);
  requireAcceptedKind(layer, body.Geometry);
  if (body.Geometry) requireGeometryInside(access.workspace, body.Geometry);
  else requireInsideBoundary(access.workspace, body.Latitude, body.Longitude);
  await requireUsableImages(db, layer, body.Attributes);
  const firstStatus = statusesOf(layer)[0]!.Key;
  const row: Omit<PointRecord, 'cell'> = {
    // A line or an area stands at its centre of mass, whatever Latitude/Longitude say (§25.1).
    id: newId(), layer_id: layer.id, ...geometryColumns(body.Geometry, body.Latitude, body.Longitude), altitude: body.Altitude,
    ...flagsFor(access, body), attributes: JSON.stringify(withoutEmptyAnswers(body.Attributes)),
    status: firstStatus, status_changed_at: now, answer_text: '', answer_org: '', answer_at: null,
    moderation: heldForApproval(access, layer) ? 'pending' : '', moderation_reason: '', first_response_at: null, completed_at: null,
    shortened_at: null, shortened_answers: '[]', duplicate_of: null,
    created_at: now, updated_at: now, created_by: actor.userId, deleted_at: null, deleted_by: null,
    assigned_department_id: null, assigned_user_id: null, assigned_at: null,
  };
  await insertPoint(db, row);
  await recordImageUses(db, layer.workspace_id, { pointId: row.id }, imageIdsOf(body.Attributes));
  if (followOn !== undefined) await startFollowing(db, actor, row.id, followOn, now);
  const reporter = body.OnBehalf && await recordReporter(db, actor, row.id, body.OnBehalf, followOn ?? '', now, notify);
  if (notify) {
    await notifyTeam(db, notify, actor, { kind: row.moderation === 'pending' ? 'freigaben' : 'eintraege', workspaceId: layer.workspace_id, pointId: row.id, host: followOn }, now);
    // A new entry everyone sees goes to the area alerts it matches (§24.2); a waiting one once approved.
    if (row.moderation === '') await notifyAreaAlerts(db, notify, { pointId: row.id, kind: 'neu' }, now);
  }
  await enqueueWebhookEvent(db, notify, 'entry.created', { pointId: row.id }, now);
  // The project's routing rules assign the new entry (docs/product.md §16.10); not imports.
  await routeNewEntry(db, notify, actor, layer, row, followOn);
  return { ...presentPoint(row, pointRights(actor, access, row, firstStatus)), ...(reporter ? { Reporter: reporter } : {}) };
}

/** 400 with OUTSIDE_BOUNDARY unless the position (degrees WGS84) lies in the boundary of the
 *  workspace, if it has one (docs/product.md §17.1). */
function requireInsideBoundary(workspace: Pick<WorkspacesTable, 'boundary'>, lat: number, lng: number): void {
  if (isInsideBoundary(mapAreaOf(workspace).Boundary, lat, lng)) return;
  throw validation(say('outsideBoundary'), [fieldError('Latitude', OUTSIDE_BOUNDARY)]);
}

export const TAKEN_UP = (status: string) => say('takenUp', { status });

/** PUT /gis/point/{id}: managers move a point and change its answers; its author too while it is
 *  in the first status (access/point.rules.ts canChangePoint; 403 TAKEN_UP after). Changed and new
 *  answers must fit the current questionnaire; answers sent back exactly as stored are kept even
 *  if their variable or category has since been renamed or removed. A photo the answers no longer
 *  name and nothing else uses is deleted with the change, its files from `store` after the commit
 *  (docs/security.md, Images). A real change by a manager is recorded in the audit log
 *  (docs/product.md §16.4) in the same transaction; a real change by anyone else of a published
 *  point on a layer with pre-moderation sends it back to approval (access/point.rules.ts
 *  moderationAfterChange, §16.3): the answer says so with its `Moderation`. With `notify` a real
 *  change that the public sees goes to the project's webhooks (§24.6). */
export async function updatePoint(db: Db, store: ImageStore, actor: Actor, id: string, body: UpdatePointBody, notify?: NotificationDeps): Promise<Point> {
  if (body.ID !== undefined && body.ID !== id) throw invalidField('ID', say('idMismatch'));
  const { point, layer, access } = await getVisiblePoint(db, actor, id);
  const statuses = statusesOf(layer);
  if (!canChangePoint(access, point, statuses[0]!.Key, actor.userId)) {
    if (isOwnPoint(point, actor.userId)) {
      requireOpen(access.workspace);
      throw forbidden(TAKEN_UP(statusLabelOf(statuses, point.status)));
    }
    requireAccess(actor, canEditPoint(access));
  }
  if (body.Layer !== undefined && body.Layer !== point.layer_id) {
    throw validation(say('entryCannotMove'), [fieldError('Layer', say('layerFixed'))]);
  }
  const stored = parseJson<Point['Attributes']>(point.attributes, {});
  requireValidAnswers(layer, body.Attributes, stored);
  const place = placeAfterChange(layer, access.workspace, point, body);
  const fields = {
    ...place, altitude: body.Altitude, ...flagsFor(access, body, point),
    attributes: JSON.stringify(withoutEmptyAnswers(body.Attributes)), updated_at: nowIso(), ...stillShortened(point, stored, body.Attributes),
  };
  const changed = pointChanges(point, { ...point, ...fields });
  // A real change by its author on a layer with pre-moderation waits for approval again.
  const changes = changed.labels.length > 0 ? { ...fields, moderation: moderationAfterChange(access, layer, point) } : fields;
  const unused = await inTransaction(db, async (trx) => {
    await requireUsableImages(trx, layer, body.Attributes, stored);
    await updatePointRow(trx, id, changes);
    const dropped = await recordImageUses(trx, layer.workspace_id, { pointId: id }, imageIdsOf(body.Attributes));
    if (changed.labels.length > 0) await enqueueWebhookEvent(trx, notify, 'entry.changed', { pointId: id });
    if (changed.labels.length > 0 && access.isManager) {
      await recordAudit(trx, actor, {
        action: 'point.update', targetType: 'point', targetId: id, workspaceId: layer.workspace_id,
        summary: `Punkt geändert: ${changed.labels.join(', ')}`, before: changed.before, after: changed.after,
      });
    }
    return dropped;
  });
  await removeImageFiles(store, unused);
  // Whoever got here may change the point (its status has not changed).
  return presentPoint({ ...point, ...changes }, pointRights(actor, access, point, statuses[0]!.Key));
}

/** Where a changed entry lies (docs/product.md §25.1): Geometry left out keeps a line's or an
 *  area's shape (its Latitude/Longitude are ignored) and moves a point to Latitude/Longitude; a
 *  geometry sets the shape, null makes the entry a point. A change of kind must be one the map
 *  accepts; an entry whose kind the map no longer accepts keeps it (docs/decisions/0046). An entry
 *  placed before the boundary was drawn keeps its place; it moves only into the area. */
function placeAfterChange(layer: LayerRow, workspace: Pick<WorkspacesTable, 'boundary'>, point: PointRecord, body: UpdatePointBody) {
  const stored = geometryOfRow(point);
  const geometry = body.Geometry === undefined ? stored : body.Geometry;
  if (kindOfGeometry(geometry) !== kindOfGeometry(stored)) requireAcceptedKind(layer, geometry);
  if (geometry) {
    if (JSON.stringify(geometry) !== point.geometry) requireGeometryInside(workspace, geometry);
    return geometryColumns(geometry, point.latitude, point.longitude);
  }
  if (body.Latitude !== point.latitude || body.Longitude !== point.longitude) requireInsideBoundary(workspace, body.Latitude, body.Longitude);
  return geometryColumns(null, body.Latitude, body.Longitude);
}

/** An answer the moderation shortened that is written anew is no longer marked „Von der
 *  Moderation gekürzt“ (docs/product.md §16.3): the new list of shortened answers, when it changes. */
function stillShortened(point: PointRecord, stored: Point['Attributes'], next: Point['Attributes']): { shortened_answers?: string } {
  const shortened = parseJson<string[]>(point.shortened_answers, []);
  const kept = shortened.filter((name) => JSON.stringify(stored[name]) === JSON.stringify(next[name]));
  return kept.length === shortened.length ? {} : { shortened_answers: JSON.stringify(kept) };
}

/** DELETE /gis/point/{id}: managers, and the author withdrawing their own point
 *  (access/point.rules.ts canWithdrawPoint); soft delete (the point moves to /gis/deletedpoints). A
 *  manager's deletion is recorded in the audit log in the same transaction, and settles the open
 *  reports on the entry, their reporters told with `outcome` (docs/product.md §16.3). */
export async function deletePoint(db: Db, actor: Actor, id: string, outcome?: OutcomeDeps): Promise<void> {
  const { point, layer, access } = await getVisiblePoint(db, actor, id);
  if (!canWithdrawPoint(access, point, actor.userId)) requireAccess(actor, canEditPoint(access));
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await softDeletePoint(trx, id, actor.userId, now);
    if (!access.isManager) return;
    await recordAudit(trx, actor, {
      action: 'point.delete', targetType: 'point', targetId: id, workspaceId: layer.workspace_id, summary: 'Punkt gelöscht', before: pointText(point),
    });
    // Deleted by the team: its open reports are settled, and their reporters told (§16.3).
    await closeReportsOfDeletedEntry(trx, outcome, actor, id, now);
  });
}

/** GET /gis/deletedpoints/{layerID}: managers; newest deletion first. */
export async function listDeletedPoints(db: Db, actor: Actor, layerId: string): Promise<DeletedPoint[]> {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  requireAccess(actor, canEditPoint(access));
  const rightsOf = rightsInLayer(actor, layer, access);
  return (await listDeletedPointsOfLayer(db, layerId)).map((row) => presentDeletedPoint(row, rightsOf(row)));
}

/** POST /gis/point/{id}/restore: managers bring a soft-deleted point back, answers as stored
 *  (not checked against a questionnaire changed since), recorded in the audit log in the same
 *  transaction. NOT_FOUND for unknown points and for points the actor cannot see (a deleted point
 *  is seen by managers only); CONFLICT if the point is not deleted. */
export async function restorePoint(db: Db, actor: Actor, id: string): Promise<Point> {
  const { point, layer, access } = requireFound(await findSeenPoint(db, actor, id), POINT_NOT_FOUND);
  requireAccess(actor, canEditPoint(access));
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    if (point.deleted_at === null || !(await restorePointRow(trx, id, now))) throw conflict(say('pointNotDeleted'));
    await recordAudit(trx, actor, {
      action: 'point.restore', targetType: 'point', targetId: id, workspaceId: layer.workspace_id, summary: 'Punkt wiederhergestellt', after: pointText(point),
    });
  });
  return presentPoint({ ...point, updated_at: now }, rightsInLayer(actor, layer, access)(point));
}

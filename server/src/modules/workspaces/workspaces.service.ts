import { type CreateWorkspaceBody, NO_RESIDENCY_REQUIREMENT, type TransferBody, type UpdateWorkspaceBody, type Workspace } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import { requireManager } from '../../access/gate.js';
import { findWorkspaceAccess, type WorkspaceAccess } from '../../access/scope.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { residencyFor, residencyOnce } from '../../access/lookups.js';
import { requirementOf } from '../../access/residency.rules.js';
import { canCreateWorkspace, canDeleteWorkspace, canSeeOwner, canTransferWorkspace } from '../../access/workspace.rules.js';
import type { WorkspacesTable } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { fieldError, forbidden, invalidField, unauthenticated, validation } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { toFlag } from '../../lib/json.js';
import { inTransaction } from '../../lib/transaction.js';
import { fieldChanges, quoted, yesNo } from '../../lib/audit-text.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ImageStore } from '../images/image-store.js';
import { deletePointsOfBigLayersOfWorkspace } from '../layers/layers-delete.service.js';
import { deleteUnusedImages, IMAGE_MISSING, listImagesUsedWithin, listUnusableImageIds, recordImageUses, removeImageFiles } from '../images/images.service.js';
import { followTeamChange } from '../inbox/inbox.service.js';
import { applyPhases, requireOwnTargets } from '../phases/phases-apply.service.js';
import { releaseIfOffTeam } from '../responsibility/departments.service.js';
import { findUserRow, getUserSummary, getUserSummaryByEmail } from '../users/users.service.js';
import { boundaryText, phasesText, presentWorkspace } from './workspaces.presenter.js';
import { storedTranslations } from './workspace-translations.js';
import { anyWorkspace, deleteWorkspaceRow, insertWorkspace, listVisibleWorkspaces, setWorkspaceOwner, updateWorkspaceRow } from './workspaces.repository.js';
import { say } from '../../i18n/messages.js';
import { followedProjects, isFollowing } from '../project-updates/project-updates.service.js';

const ONLY_OWNER_TRANSFERS = say('onlyOwnerTransfers');

/** GET /gis/workspaces: public workspaces and the actor's own, by name, each with the actor's
 *  rights (and its owner for the managers). */
export async function listWorkspaces(db: Db, actor: Actor): Promise<Workspace[]> {
  const residency = residencyOnce(db, actor);
  const rows = await listVisibleWorkspaces(db, actor.userId);
  const followed = await followedProjects(db, actor, rows.map((r) => r.id));
  return Promise.all(rows.map(async ({ owner_name, owner_email, on_list, ...workspace }) => {
    const isOwner = actor.userId !== null && workspace.owner_id === actor.userId;
    const access = { workspace, isOwner, isManager: isOwner || Number(on_list) === 1 };
    const owner = canSeeOwner(actor, access) && workspace.owner_id && owner_name !== null && owner_email !== null
      ? { ID: workspace.owner_id, Name: owner_name, Email: owner_email } : null;
    return presentWorkspace(workspace, { access, owner, residency: await residencyFor(access, residency), following: followed.has(workspace.id) });
  }));
}

/** A workspace as answered to `actor` (whose relation is `access`): with their rights and, where
 *  canSeeOwner allows, the owner by name and address (docs/product.md §17.4). */
async function presentWorkspaceFor(db: Db, actor: Actor, access: WorkspaceAccess): Promise<Workspace> {
  const ownerId = access.workspace.owner_id;
  const owner = ownerId !== null && canSeeOwner(actor, access) ? await findUserRow(db, ownerId) : undefined;
  const residency = await residencyFor(access, residencyOnce(db, actor));
  const following = await isFollowing(db, actor, access.workspace.id);
  return presentWorkspace(access.workspace, { access, owner: owner ? { ID: owner.id, Name: owner.name, Email: owner.email } : null, residency, following });
}

/** The changed workspace with the actor's rights read afresh (a transfer takes the former owner's
 *  away unless they are on the access list); `changed` if it was deleted meanwhile. */
async function presentAfterChange(db: Db, actor: Actor, changed: WorkspacesTable): Promise<Workspace> {
  return presentWorkspaceFor(db, actor, (await findWorkspaceAccess(db, actor, changed.id)) ?? { workspace: changed, isOwner: false, isManager: false });
}

/** GET /gis/workspace/{id}. */
export async function getWorkspace(db: Db, actor: Actor, id: string): Promise<Workspace> {
  return presentWorkspaceFor(db, actor, await getVisibleWorkspaceAccess(db, actor, id));
}

/** POST /gis/workspace: holders of `project` only; the creator becomes owner (docs/architecture.md §6). */
export async function createWorkspace(db: Db, actor: Actor, body: CreateWorkspaceBody): Promise<Workspace> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  if (!canCreateWorkspace(actor)) throw forbidden(say('noWorkspaceCreation'));
  const now = nowIso();
  const row = {
    id: newId(), name: body.Name, public: toFlag(body.Public), editable: toFlag(body.Editable), owner_id: actor.userId,
    attributes: JSON.stringify(body.Attributes), ...storedMapArea(body), ...storedProjectPage(body), ...storedResidency(body), created_at: now, updated_at: now,
  };
  await requireUsableImage(db, row.id, body.ImageID);
  await requireOwnTargets(db, null, body.Phases);
  await inTransaction(db, async (trx) => {
    await insertWorkspace(trx, row);
    if (body.ImageID) await recordImageUses(trx, row.id, { workspaceId: row.id }, [body.ImageID]);
  });
  return presentWorkspaceFor(db, actor, { workspace: row, isOwner: true, isManager: true });
}

/** 400 with IMAGE_MISSING (field ImageID) unless the project image is an uploaded image that this
 *  workspace may use: no other workspace's (docs/security.md, Images). */
async function requireUsableImage(db: Db, workspaceId: string, imageId: string | null | undefined): Promise<void> {
  if (!imageId || (await listUnusableImageIds(db, workspaceId, [imageId])).length === 0) return;
  throw validation(IMAGE_MISSING, [fieldError('ImageID', IMAGE_MISSING)]);
}

/** The map area columns of a body (docs/product.md §17.1): JSON, or null to remove; a field left
 *  out keeps `stored`'s value. */
const storedMapArea = (body: Pick<UpdateWorkspaceBody, 'MapView' | 'Boundary'>, stored?: Pick<WorkspacesTable, 'map_view' | 'boundary'>) => ({
  map_view: body.MapView === undefined ? (stored?.map_view ?? null) : body.MapView && JSON.stringify(body.MapView),
  boundary: body.Boundary === undefined ? (stored?.boundary ?? null) : body.Boundary && JSON.stringify(body.Boundary),
});

/** The project page columns of a body (docs/product.md §17.2); a field left out keeps `stored`'s
 *  value. Closing notes the time, the start of the retention period (§17.8); a closed project
 *  saved again keeps it, and reopening clears it. */
const storedProjectPage = (body: Pick<UpdateWorkspaceBody, 'Description' | 'Phases' | 'Translations' | 'Closed' | 'ImageID' | 'ImageAlt' | 'Licence'>, stored?: WorkspacesTable) => {
  const closed = body.Closed === undefined ? (stored?.closed ?? 0) : toFlag(body.Closed);
  const phases = body.Phases === undefined ? (stored?.phases ?? '[]') : JSON.stringify(body.Phases);
  return {
    description: body.Description ?? stored?.description ?? '',
    phases,
    // In other languages (docs/product.md §23.5): left out, the stored ones stay.
    translations: storedTranslations(body.Translations, phases, stored?.translations),
    closed,
    closed_at: closed === 0 ? null : (stored?.closed === 1 && stored.closed_at) || nowIso(),
    image_id: body.ImageID === undefined ? (stored?.image_id ?? null) : body.ImageID,
    image_alt: body.ImageAlt ?? stored?.image_alt ?? '',
    // The open data licence (docs/product.md §24.4): left out, the stored one stays.
    licence: body.Licence === undefined ? (stored?.licence ?? null) : body.Licence,
  };
};

/** The residency columns of a body (docs/product.md §14.1): left out keeps `stored`'s; the
 *  municipality keys once each, in order. */
const storedResidency = (body: Pick<UpdateWorkspaceBody, 'Residency'>, stored?: WorkspacesTable) => {
  const requirement = body.Residency ?? (stored ? requirementOf(stored) : NO_RESIDENCY_REQUIREMENT);
  return {
    resident_entries: toFlag(requirement.Entries), resident_votes: toFlag(requirement.Votes),
    resident_municipalities: [...new Set(requirement.Municipalities)].join(' '),
  };
};

/** The residency requirement in words for the audit log. */
const residencyText = (w: Pick<WorkspacesTable, 'resident_entries' | 'resident_votes' | 'resident_municipalities'>) => {
  const r = requirementOf(w);
  const what = [...(r.Entries ? ['Einträge'] : []), ...(r.Votes ? ['Stimmen'] : [])];
  if (what.length === 0) return 'alle';
  return `nur verifizierte Einwohner (${what.join(', ')})${r.Municipalities.length ? `, Gemeinden ${r.Municipalities.join(', ')}` : ''}`;
};

/** The owner of a workspace for audit texts: 'Name (address)', or '–' without one. */
async function ownerText(db: Db, ownerId: string | null): Promise<string> {
  const owner = ownerId === null ? undefined : await findUserRow(db, ownerId);
  return owner ? `${owner.name} (${owner.email})` : '–';
}

/** The fields of a workspace that its audit entries compare (docs/product.md §16.4). */
const workspaceFields = (before: WorkspacesTable, after: Omit<WorkspacesTable, 'id' | 'created_at'>, owners: [string, string]) => fieldChanges([
  { label: 'Name', before: before.name, after: after.name },
  { label: 'Öffentlich', before: yesNo(before.public), after: yesNo(after.public) },
  { label: 'Editierbar', before: yesNo(before.editable), after: yesNo(after.editable) },
  { label: 'Attribute', before: before.attributes, after: after.attributes },
  { label: 'Kartenausschnitt', before: before.map_view ?? '–', after: after.map_view ?? '–' },
  { label: 'Grenze', before: boundaryText(before.boundary), after: boundaryText(after.boundary), same: before.boundary === after.boundary },
  { label: 'Beschreibung', before: before.description ?? '', after: after.description ?? '' },
  { label: 'Phasen', before: phasesText(before.phases), after: phasesText(after.phases) },
  { label: 'Übersetzungen', before: before.translations ?? '', after: after.translations ?? '' },
  { label: 'Abgeschlossen', before: yesNo(before.closed ?? 0), after: yesNo(after.closed ?? 0) },
  { label: 'Bild', before: before.image_id ?? 'keines', after: after.image_id ?? 'keines' },
  { label: 'Bildbeschreibung', before: before.image_alt ?? '', after: after.image_alt ?? '' },
  { label: 'Lizenz', before: before.licence ?? 'keine', after: after.licence ?? 'keine' },
  { label: 'Teilnahme', before: residencyText(before), after: residencyText(after) },
  { label: 'Eigentümer', before: owners[0], after: owners[1], same: before.owner_id === after.owner_id },
]);

/** PUT /gis/workspace/{id}: managers change name, flags and attributes; a different `UserID`
 *  transfers ownership, which only the owner may do, to an existing user (as transferWorkspace).
 *  A real change goes into the audit log in the same transaction. A replaced or removed project
 *  image that nothing else uses is deleted, its files from `store` after the commit. */
export async function updateWorkspace(db: Db, store: ImageStore, actor: Actor, id: string, body: UpdateWorkspaceBody): Promise<Workspace> {
  if (body.ID !== undefined && body.ID !== id) throw invalidField('ID', say('idMismatch'));
  const access = await getVisibleWorkspaceAccess(db, actor, id);
  requireManager(actor, access);
  let owner = access.workspace.owner_id;
  if (body.UserID !== undefined && body.UserID !== owner) {
    if (!canTransferWorkspace(access)) throw forbidden(ONLY_OWNER_TRANSFERS);
    if (body.UserID === null) throw invalidField('UserID', say('ownerNeeded'));
    owner = (await getUserSummary(db, body.UserID)).ID;
  }
  const changes = {
    name: body.Name, public: toFlag(body.Public), editable: toFlag(body.Editable), owner_id: owner,
    attributes: JSON.stringify(body.Attributes), ...storedMapArea(body, access.workspace), ...storedProjectPage(body, access.workspace),
    ...storedResidency(body, access.workspace), updated_at: nowIso(),
  };
  const before = access.workspace;
  const transfers = owner !== null && owner !== before.owner_id;
  const changed = workspaceFields(before, changes, transfers ? [await ownerText(db, before.owner_id), await ownerText(db, owner)] : ['', '']);
  if (body.ImageID !== undefined) await requireUsableImage(db, id, body.ImageID);
  await requireOwnTargets(db, id, body.Phases);
  const unused = await inTransaction(db, async (trx) => {
    await updateWorkspaceRow(trx, id, changes);
    const dropped = body.ImageID === undefined ? [] : await recordImageUses(trx, id, { workspaceId: id }, body.ImageID ? [body.ImageID] : []);
    if (transfers) {
      await followTeamChange(trx, id, { newOwner: owner! }, changes.updated_at);
      await setWorkspaceOwner(trx, id, owner!, changes.updated_at);
      if (before.owner_id) await releaseIfOffTeam(trx, id, before.owner_id);
      await followTeamChange(trx, id, { left: before.owner_id });
    }
    if (changed.labels.length > 0) {
      await recordAudit(trx, actor, {
        action: transfers ? 'workspace.transfer' : 'workspace.update', targetType: 'workspace', targetId: id, workspaceId: id,
        summary: `Projekt ${quoted(before.name)} geändert: ${changed.labels.join(', ')}`, before: changed.before, after: changed.after,
      });
    }
    return dropped;
  });
  await removeImageFiles(store, unused);
  // Changed phases act at once, not at the phase task's next run (docs/product.md §25.4).
  if (body.Phases !== undefined) await applyPhases(db, Date.now(), id);
  return presentAfterChange(db, actor, { ...before, ...changes });
}

/** POST /gis/workspace/{id}/transfer: the owner alone hands the workspace to the user with this
 *  e-mail address (NOT_FOUND say('userNotFound') if there is none).
 *  Afterwards the former owner keeps rights only if on the access list (docs/architecture.md §6); the new
 *  owner leaves the list. Recorded in the audit log in the same transaction; transferring to the
 *  owner changes nothing (and records nothing). */
export async function transferWorkspace(db: Db, actor: Actor, id: string, body: TransferBody): Promise<Workspace> {
  const access = await getVisibleWorkspaceAccess(db, actor, id);
  requireManager(actor, access);
  if (!canTransferWorkspace(access)) throw forbidden(ONLY_OWNER_TRANSFERS);
  const heir = await getUserSummaryByEmail(db, body.Email);
  if (heir.ID === access.workspace.owner_id) return presentWorkspaceFor(db, actor, access);
  const now = nowIso();
  const formerOwner = await ownerText(db, access.workspace.owner_id);
  await inTransaction(db, async (trx) => {
    await followTeamChange(trx, id, { newOwner: heir.ID }, now);
    await setWorkspaceOwner(trx, id, heir.ID, now);
    if (access.workspace.owner_id) await releaseIfOffTeam(trx, id, access.workspace.owner_id);
    await followTeamChange(trx, id, { left: access.workspace.owner_id });
    await recordAudit(trx, actor, {
      action: 'workspace.transfer', targetType: 'workspace', targetId: id, workspaceId: id,
      summary: `Projekt ${quoted(access.workspace.name)} an ${quoted(heir.Name)} übertragen`,
      before: `Eigentümer: ${formerOwner}`, after: `Eigentümer: ${heir.Name} (${heir.Email})`,
    });
  });
  return presentAfterChange(db, actor, { ...access.workspace, owner_id: heir.ID, updated_at: now });
}

/** DELETE /gis/workspace/{id}: the owner only; layers, points and access list go with it, and the
 *  images nothing else uses (their files from `store` after the commit). The audit entry, written
 *  in the same transaction, keeps the workspace's id: its log outlives it. The points of layers of
 *  more than SMALL_LAYER_POINTS go first, in batches on a background thread
 *  (layers/layers-delete.service.ts, docs/security.md, Big layers). */
export async function deleteWorkspace(db: Db, store: ImageStore, actor: Actor, id: string): Promise<void> {
  const access = await getVisibleWorkspaceAccess(db, actor, id);
  requireManager(actor, access);
  if (!canDeleteWorkspace(access)) throw forbidden(say('onlyOwnerDeletes'));
  const { workspace } = access;
  // The points of its big layers first, in batches on a background thread (layers-delete.service.ts).
  await removeImageFiles(store, await deletePointsOfBigLayersOfWorkspace(db, id));
  const unused = await inTransaction(db, async (trx) => {
    const images = await listImagesUsedWithin(trx, { workspaceId: id });
    await deleteWorkspaceRow(trx, id);
    await recordAudit(trx, actor, {
      action: 'workspace.delete', targetType: 'workspace', targetId: id, workspaceId: id, summary: `Projekt ${quoted(workspace.name)} gelöscht`,
      before: `Name: ${workspace.name}; Öffentlich: ${yesNo(workspace.public)}; Editierbar: ${yesNo(workspace.editable)}`,
    });
    return deleteUnusedImages(trx, images);
  });
  await removeImageFiles(store, unused);
}

/** Whether any workspace exists (bootstrap.ts seeds the demo only into an empty installation). */
export const hasWorkspaces = async (db: Db) => (await anyWorkspace(db)) !== undefined;

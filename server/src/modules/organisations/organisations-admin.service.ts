import { type CreateOrganisationBody, type Organisation, type OrganisationBody, type OrganisationConfigBody, withMenuItemIds } from '@mitmachkarte/contract';
import { canChangeMfaRequirement, canManageOrganisations, requiresMfa } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db } from '../../db/database.js';
import type { OrganisationsTable } from '../../db/schema.js';
import { forbidden, invalidField, requireFound, requireFree } from '../../lib/app-error.js';
import { conflictOnUnique } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { organisationChanged, organisationCreated, organisationDeleted } from './organisations-audit.js';
import { presentOrganisation } from './organisations.presenter.js';
import {
  deleteOrganisationRow, findDefaultOrganisation, findOrganisationByHost, findOrganisationById, insertOrganisation, listOrganisationRows, updateOrganisationRow,
} from './organisations.repository.js';
import { FALLBACK_ORG, ORGANISATION_NOT_FOUND } from './organisations.service.js';
import { say } from '../../i18n/messages.js';

export const HOST_TAKEN = say('hostTaken');
const ID_MISMATCH = say('idMismatch');
export const MFA_RULE_CHANGE = say('mfaRuleChange');

/** FORBIDDEN unless `actor` may make mfa_pflicht go from the stored settings `before` to `after`
 *  (JSON text of `other`; '{}' for an organisation that does not exist yet or any more): a change
 *  of the rule needs an administrator whose session completed the second factor
 *  (docs/security.md, Two-factor login). Other settings stay with `orgmanager`. */
function requireMfaRuleChangeAllowed(actor: Actor, before: string, after: string): void {
  const on = (other: string) => requiresMfa(parseJson<Record<string, unknown>>(other, {}));
  if (on(before) !== on(after) && !canChangeMfaRequirement(actor)) throw forbidden(MFA_RULE_CHANGE);
}

/** The stored columns of a configuration; empty menu ids are generated (docs/product.md §3.4 Menu
 *  item); without `Content` the page texts are `storedContent` (docs/product.md §17.3). */
const configColumns = (config: OrganisationConfigBody, storedContent = '{}') => ({
  title: config.Title,
  menu: JSON.stringify(withMenuItemIds(config.Menu)),
  other: JSON.stringify(config.Other),
  content: config.Content === undefined ? storedContent : JSON.stringify(config.Content),
});

/** `row` as the admin API shows it, marked when it is the default organisation (read afresh: a
 *  change or deletion of another may have made it so). */
export const presentWithDefault = async (db: Db, row: OrganisationsTable): Promise<Organisation> =>
  presentOrganisation(row, (await findDefaultOrganisation(db))?.id === row.id);

/** GET /admin/organisations: every organisation, by host (orgmanager). */
export async function listOrganisations(db: Db, actor: Actor): Promise<Organisation[]> {
  requireAccess(actor, canManageOrganisations(actor));
  const defaultId = (await findDefaultOrganisation(db))?.id;
  return (await listOrganisationRows(db)).map((row) => presentOrganisation(row, row.id === defaultId));
}

/** GET /admin/organisation/{id} (orgmanager); NOT_FOUND if unknown. */
export async function getOrganisation(db: Db, actor: Actor, id: string): Promise<Organisation> {
  requireAccess(actor, canManageOrganisations(actor));
  return presentWithDefault(db, requireFound(await findOrganisationById(db, id), ORGANISATION_NOT_FOUND));
}

/** POST /admin/organisation (orgmanager): a new organisation for an unused host; without `Config`
 *  it starts with the fallback title, no menu and no settings. Recorded in the audit log
 *  (docs/product.md §16.4) in the same transaction, as are the change and the deletion below. */
export async function createOrganisation(db: Db, actor: Actor, body: CreateOrganisationBody): Promise<Organisation> {
  requireAccess(actor, canManageOrganisations(actor));
  requireFree(await findOrganisationByHost(db, body.Host), HOST_TAKEN);
  const now = nowIso();
  const row: OrganisationsTable = {
    id: newId(), host: body.Host, ...configColumns(body.Config ?? { ...FALLBACK_ORG }), is_default: 0, created_at: now, updated_at: now,
    logo_revision: null, logo_width: null, logo_height: null,
  };
  requireMfaRuleChangeAllowed(actor, '{}', row.other);
  await inTransaction(db, async (trx) => {
    await insertOrganisation(trx, row);
    await recordAudit(trx, actor, organisationCreated(row));
  }).catch(conflictOnUnique(HOST_TAKEN));
  return presentWithDefault(db, row);
}

/** PUT /admin/organisation/{id} (orgmanager): replaces host and configuration, the page texts
 *  only when sent; a change of mfa_pflicht only by an administrator who logged in with the second
 *  factor (FORBIDDEN otherwise), as for a new organisation with it and the deletion of one.
 *  GET /auth/org shows the change from the next request on. */
export async function updateOrganisation(db: Db, actor: Actor, id: string, body: OrganisationBody): Promise<Organisation> {
  requireAccess(actor, canManageOrganisations(actor));
  if (body.ID !== undefined && body.ID !== id) throw invalidField('ID', ID_MISMATCH);
  const existing = requireFound(await findOrganisationById(db, id), ORGANISATION_NOT_FOUND);
  requireFree(await findOrganisationByHost(db, body.Host), HOST_TAKEN, id);
  const changes = { host: body.Host, ...configColumns(body.Config, existing.content), updated_at: nowIso() };
  requireMfaRuleChangeAllowed(actor, existing.other, changes.other);
  const change = organisationChanged(existing, { ...existing, ...changes });
  await inTransaction(db, async (trx) => {
    await updateOrganisationRow(trx, id, changes);
    if (change) await recordAudit(trx, actor, change);
  }).catch(conflictOnUnique(HOST_TAKEN));
  return presentWithDefault(db, { ...existing, ...changes });
}

/** DELETE /admin/organisation/{id} (orgmanager). Its host is then served by the default
 *  organisation (GET /auth/org). */
export async function deleteOrganisation(db: Db, actor: Actor, id: string): Promise<void> {
  requireAccess(actor, canManageOrganisations(actor));
  const existing = requireFound(await findOrganisationById(db, id), ORGANISATION_NOT_FOUND);
  requireMfaRuleChangeAllowed(actor, existing.other, '{}');
  await inTransaction(db, async (trx) => {
    await deleteOrganisationRow(trx, id);
    await recordAudit(trx, actor, organisationDeleted(existing));
  });
}

import { type IdentityProvider, IdentityProviderBody } from '@mitmachkarte/contract';
import type { z } from 'zod';
import { canManageIdentityProviders } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db } from '../../db/database.js';
import type { IdentityProvidersTable } from '../../db/schema.js';
import { fieldError, invalidField, notFound, validation } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { open, seal } from '../../lib/secret-box.js';
import { findOrganisation } from '../organisations/organisations.service.js';
import { discoverProvider, forgetProviderConfiguration } from './oidc-client.js';
import { presentProvider } from './identity-providers.presenter.js';
import { deleteProviderRow, findProviderRow, insertProviderRow, listMappingRows, listProviderRows, replaceMappingRows, updateProviderRow } from './identity-providers.repository.js';
import { findGroupsByIds } from '../groups/groups-admin.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { providerChanged, providerCreated, providerDeleted } from './identity-providers-audit.js';
import { requireStaffProviderKept } from '../staff-sign-in/staff-sign-in-admin.service.js';
import { clearVerifications } from './verification.service.js';
import { say } from '../../i18n/messages.js';

/** An organisation's identity providers, managed by holders of `admin` (access/account.rules.ts
 *  canManageIdentityProviders; docs/product.md §14.1); each change is in the audit log (§16.4). */

export const PROVIDER_NOT_FOUND = say('providerNotFound');
export const DISCOVERY_FAILED = say('discoveryFailed');

type Body = z.output<typeof IdentityProviderBody>;
type Ctx = Readonly<{ db: Db; secret: string }>;

/** GET /admin/organisation/{id}/identity-providers. */
export async function listProviders(db: Db, actor: Actor, organisationId: string): Promise<IdentityProvider[]> {
  requireAccess(actor, canManageIdentityProviders(actor));
  await findOrganisation(db, organisationId);
  const rows = await listProviderRows(db, organisationId);
  const mappings = await listMappingRows(db, rows.map((r) => r.id));
  return rows.map((r) => presentProvider(r, mappings));
}

/** The provider `providerId` of the organisation, or NOT_FOUND (also for another organisation's). */
async function getProviderOf(db: Db, organisationId: string, providerId: string): Promise<IdentityProvidersTable> {
  await findOrganisation(db, organisationId);
  const row = await findProviderRow(db, providerId);
  if (!row || row.organisation_id !== organisationId) throw notFound(PROVIDER_NOT_FOUND);
  return row;
}

/** Checks that the issuer answers OpenID Connect Discovery for the client (400 DISCOVERY_FAILED). */
async function requireDiscoverable(body: Body, clientSecret: string): Promise<void> {
  try {
    await discoverProvider(body.Issuer, body.ClientId, clientSecret);
  } catch {
    throw invalidField('Issuer', DISCOVERY_FAILED);
  }
}

export const UNKNOWN_GROUP = say('unknownGroupName');

/** The body's group mapping as rows; VALIDATION naming each unknown group (400). */
async function mappingRowsOf(db: Db, body: Body) {
  const known = await findGroupsByIds(db, body.GroupMappings.map((m) => m.GroupID));
  const errors = body.GroupMappings.flatMap((m, i) => (known.has(m.GroupID) ? [] : [fieldError(`GroupMappings.${i}.GroupID`, UNKNOWN_GROUP)]));
  if (errors.length) throw validation(UNKNOWN_GROUP, errors);
  return body.GroupMappings.map((m) => ({ claim: m.Claim, value: m.Value, group_id: m.GroupID }));
}

/** Stores the provider's row (new or changed) and its mapping in one transaction, with its audit
 *  entry by `actor`; answers it. `before`: the stored row of a change. */
async function storeProvider(db: Db, actor: Actor, row: IdentityProvidersTable, mappings: Awaited<ReturnType<typeof mappingRowsOf>>, before?: IdentityProvidersTable): Promise<IdentityProvider> {
  const beforeMappings = before ? await listMappingRows(db, [row.id]) : [];
  await db.transaction().execute(async (trx) => {
    if (!before) await insertProviderRow(trx, row);
    else await updateProviderRow(trx, row.id, { label: row.label, issuer: row.issuer, client_id: row.client_id, client_secret: row.client_secret, scopes: row.scopes, audience: row.audience, enabled: row.enabled, verification: row.verification, updated_at: row.updated_at });
    // New rules: what the old ones verified need not hold now (docs/security.md, Verified residents).
    if (before && (before.verification ?? '{}') !== row.verification) await clearVerifications(trx, row.id);
    await replaceMappingRows(trx, row.id, mappings);
    const change = before ? providerChanged(before, beforeMappings, row, mappings) : providerCreated(row, mappings);
    if (change) await recordAudit(trx, actor, change);
  });
  return presentProvider(row, await listMappingRows(db, [row.id]));
}

const columnsOf = (body: Body) => ({
  label: body.Label, issuer: body.Issuer, client_id: body.ClientId, scopes: body.Scopes, audience: body.Audience, enabled: body.Enabled ? 1 as const : 0 as const,
  verification: JSON.stringify(body.Verification),
});

/** POST /admin/organisation/{id}/identity-providers: a new provider, its discovery checked; the
 *  client secret is sealed (lib/secret-box.ts). */
export async function createProvider(ctx: Ctx, actor: Actor, organisationId: string, body: Body): Promise<IdentityProvider> {
  requireAccess(actor, canManageIdentityProviders(actor));
  await findOrganisation(ctx.db, organisationId);
  const mappings = await mappingRowsOf(ctx.db, body);
  await requireDiscoverable(body, body.ClientSecret);
  const now = nowIso();
  const row: IdentityProvidersTable = {
    id: newId(), organisation_id: organisationId, ...columnsOf(body),
    client_secret: body.ClientSecret ? seal(ctx.secret, body.ClientSecret) : '', created_at: now, updated_at: now,
  };
  return storeProvider(ctx.db, actor, row, mappings);
}

/** PUT /admin/organisation/{id}/identity-providers/{providerId}: an empty client secret keeps
 *  the stored one; discovery is checked again. Changed verification rules clear the
 *  verifications made through the provider (docs/product.md §14.1). CONFLICT when it would switch
 *  off, or give to citizens only, the last provider of the organisation's staff rule
 *  (staff-sign-in-admin.service.ts). */
export async function updateProvider(ctx: Ctx, actor: Actor, organisationId: string, providerId: string, body: Body): Promise<IdentityProvider> {
  requireAccess(actor, canManageIdentityProviders(actor));
  const existing = await getProviderOf(ctx.db, organisationId, providerId);
  await requireStaffProviderKept(ctx.db, organisationId, providerId, columnsOf(body));
  const mappings = await mappingRowsOf(ctx.db, body);
  const clientSecret = body.ClientSecret || (existing.client_secret ? open(ctx.secret, existing.client_secret) : '');
  await requireDiscoverable(body, clientSecret);
  const changes = { ...columnsOf(body), client_secret: body.ClientSecret ? seal(ctx.secret, body.ClientSecret) : existing.client_secret, updated_at: nowIso() };
  forgetProviderConfiguration(providerId);
  return storeProvider(ctx.db, actor, { ...existing, ...changes }, mappings, existing);
}

/** DELETE /admin/organisation/{id}/identity-providers/{providerId}: the provider and every
 *  account's link to it go; sessions made through it stay until they end. CONFLICT for the last
 *  provider of the organisation's staff rule (staff-sign-in-admin.service.ts). */
export async function deleteProvider(db: Db, actor: Actor, organisationId: string, providerId: string): Promise<void> {
  requireAccess(actor, canManageIdentityProviders(actor));
  const existing = await getProviderOf(db, organisationId, providerId);
  await requireStaffProviderKept(db, organisationId, providerId);
  await db.transaction().execute(async (trx) => {
    await deleteProviderRow(trx, providerId);
    await recordAudit(trx, actor, providerDeleted(existing));
  });
  forgetProviderConfiguration(providerId);
}

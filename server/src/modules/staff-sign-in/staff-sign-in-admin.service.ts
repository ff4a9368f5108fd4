import { type StaffSignIn, StaffSignInBody } from '@mitmachkarte/contract';
import type { z } from 'zod';
import { canManageStaffSignIn, maySetStaffSignIn, type StaffSignInProviders } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db } from '../../db/database.js';
import type { IdentityProvidersTable } from '../../db/schema.js';
import { conflict, fieldError, validation } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { hashToken } from '../../lib/tokens.js';
import { recordAudit } from '../audit/audit.service.js';
import { findOrganisation } from '../organisations/organisations.service.js';
import { type RuleState, staffSignInChanged } from './staff-sign-in-audit.js';
import { findRuleRow, findSessionProvider, listOrganisationProviderRows, listRuleProviderIds, putRule, switchAllRulesOff } from './staff-sign-in.repository.js';
import { joinAmr, splitAmr } from './staff-sign-in.service.js';
import { say } from '../../i18n/messages.js';

/** The staff rule of an organisation, set by holders of `admin` in the organisation's section
 *  „Anmeldung über Identitätsanbieter“ (docs/product.md §14.1, „Team-Anmeldung“). Switching it on,
 *  or changing it while on, needs a session made through one of its providers (the lock-out
 *  guard, access/account.rules.ts maySetStaffSignIn); each change is in the audit log. */

export const LOCKOUT = say('staffLockout');
export const PROVIDER_NOT_HERE = say('providerNotHere');
export const PROVIDER_NOT_FOR_STAFF = say('providerNotForStaff');
export const LAST_STAFF_PROVIDER = say('lastStaffProvider');

type Body = z.output<typeof StaffSignInBody>;

const countsForStaff = (p: Pick<IdentityProvidersTable, 'enabled' | 'audience'>) => p.enabled === 1 && p.audience !== 'citizens';

/** The rule of `organisationId` as stored (off and empty when never set). */
async function readRule(db: Db, organisationId: string) {
  const row = await findRuleRow(db, organisationId);
  return {
    required: row?.required === 1, disablePassword: row?.disable_password === 1, requiredAmr: splitAmr(row?.required_amr),
    providerIds: await listRuleProviderIds(db, organisationId), updatedAt: row?.updated_at ?? null,
  };
}

/** The provider the session of `sessionToken` came through, with its `amr`. */
async function sessionProviderOf(db: Db, sessionToken: string) {
  const row = sessionToken ? await findSessionProvider(db, hashToken(sessionToken)) : undefined;
  return { providerId: row?.provider_id ?? null, amr: splitAmr(row?.provider_amr) };
}

/** GET /admin/organisation/{id}/staff-sign-in: the rule and the provider of the caller's session. */
export async function getStaffSignIn(db: Db, actor: Actor, organisationId: string, sessionToken: string): Promise<StaffSignIn> {
  requireAccess(actor, canManageStaffSignIn(actor));
  await findOrganisation(db, organisationId);
  const rule = await readRule(db, organisationId);
  return {
    Required: rule.required, ProviderIDs: rule.providerIds, DisablePassword: rule.disablePassword, RequiredAmr: rule.requiredAmr,
    UpdatedAt: rule.updatedAt, SignedInThrough: (await sessionProviderOf(db, sessionToken)).providerId,
  };
}

/** PUT /admin/organisation/{id}/staff-sign-in: stores the rule. VALIDATION (400) for a provider of
 *  another organisation, or, when the rule is on, one that is switched off or only for citizens;
 *  CONFLICT (409, LOCKOUT) when the rule would be on and the caller's session does not count for
 *  it. Sessions of covered accounts that do not count end at their next request (the access
 *  kernel, auth/sessions.service.ts); passwords go at their next sign-in through the provider. */
export async function putStaffSignIn(db: Db, actor: Actor, organisationId: string, sessionToken: string, body: Body): Promise<StaffSignIn> {
  requireAccess(actor, canManageStaffSignIn(actor));
  await findOrganisation(db, organisationId);
  const providers = new Map((await listOrganisationProviderRows(db, organisationId)).map((p) => [p.id, p]));
  const ids = [...new Set(body.ProviderIDs)];
  const errors = ids.flatMap((id, i) => {
    const p = providers.get(id);
    if (!p) return [fieldError(`ProviderIDs.${i}`, PROVIDER_NOT_HERE)];
    return body.Required && !countsForStaff(p) ? [fieldError(`ProviderIDs.${i}`, PROVIDER_NOT_FOR_STAFF)] : [];
  });
  if (errors.length) throw validation(errors[0]!.Message, errors);
  const requiredAmr = [...new Set(body.RequiredAmr)];
  if (body.Required) {
    const chosen: StaffSignInProviders = new Map(ids.map((id) => [id, { label: providers.get(id)!.label, requiredAmr, disablePassword: body.DisablePassword }]));
    if (!maySetStaffSignIn(actor, await sessionProviderOf(db, sessionToken), chosen)) throw conflict(LOCKOUT);
  }
  const before = await readRule(db, organisationId);
  const labels = (list: readonly string[]) => list.map((id) => providers.get(id)?.label ?? id).sort();
  const state = (r: { required: boolean; disablePassword: boolean; requiredAmr: readonly string[] }, list: readonly string[]): RuleState =>
    ({ required: r.required, disablePassword: r.disablePassword, requiredAmr: r.requiredAmr, providerLabels: labels(list) });
  await db.transaction().execute(async (trx) => {
    await putRule(trx, {
      organisation_id: organisationId, required: body.Required ? 1 : 0, disable_password: body.DisablePassword ? 1 : 0, required_amr: joinAmr(requiredAmr), updated_at: nowIso(),
    }, ids);
    const change = staffSignInChanged(organisationId, state(before, before.providerIds), state({ required: body.Required, disablePassword: body.DisablePassword, requiredAmr }, ids));
    if (change) await recordAudit(trx, actor, change);
  });
  return getStaffSignIn(db, actor, organisationId, sessionToken);
}

/** CONFLICT (409, LAST_STAFF_PROVIDER) when the organisation's rule is on and changing its
 *  provider `providerId` to `after` (undefined: deleting it) would leave the rule without a
 *  provider that counts: the team would have no way in (identity-providers-admin.service.ts). */
export async function requireStaffProviderKept(db: Db, organisationId: string, providerId: string, after?: Pick<IdentityProvidersTable, 'enabled' | 'audience'>): Promise<void> {
  const rule = await readRule(db, organisationId);
  if (!rule.required || !rule.providerIds.includes(providerId) || (after && countsForStaff(after))) return;
  const others = (await listOrganisationProviderRows(db, organisationId)).filter((p) => p.id !== providerId && rule.providerIds.includes(p.id) && countsForStaff(p));
  if (others.length === 0) throw conflict(LAST_STAFF_PROVIDER);
}

/** The operator's break-glass (cli/staff-sign-in-off.ts): switches every organisation's rule off,
 *  each with its audit entry by „Betrieb (Kommandozeile)“. Answers the organisations. */
export async function switchOffEveryStaffSignInRule(db: Db): Promise<string[]> {
  const operator: Actor = { userId: null, name: 'Betrieb (Kommandozeile)', email: '', permissions: [] };
  return db.transaction().execute(async (trx) => {
    const off = await switchAllRulesOff(trx, nowIso());
    for (const organisationId of off) {
      await recordAudit(trx, operator, {
        action: 'organisation.staff-sign-in', targetType: 'organisation', targetId: organisationId, workspaceId: null,
        summary: 'Team-Anmeldung über Identitätsanbieter ausgeschaltet (Notzugang über die Kommandozeile)',
        before: 'Team muss sich über Identitätsanbieter anmelden: ja', after: 'Team muss sich über Identitätsanbieter anmelden: nein',
      });
    }
    return off;
  });
}

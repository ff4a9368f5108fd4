import type { Db } from '../../db/database.js';
import type { StaffSignInTable } from '../../db/schema.js';

/** SQL of the staff sign-in rules (migration 2026_11_30_1400_staff_sign_in). */

export const findRuleRow = (db: Db, organisationId: string) =>
  db.selectFrom('staff_sign_in').selectAll().where('organisation_id', '=', organisationId).executeTakeFirst();

export const listRuleProviderIds = async (db: Db, organisationId: string): Promise<string[]> =>
  (await db.selectFrom('staff_sign_in_providers').select('provider_id').where('organisation_id', '=', organisationId).orderBy('provider_id').execute()).map((r) => r.provider_id);

/** Stores the rule of an organisation and its providers. Call inside a transaction. */
export async function putRule(db: Db, row: StaffSignInTable, providerIds: readonly string[]): Promise<void> {
  await db.insertInto('staff_sign_in').values(row)
    .onConflict((oc) => oc.column('organisation_id').doUpdateSet({ required: row.required, disable_password: row.disable_password, required_amr: row.required_amr, updated_at: row.updated_at }))
    .execute();
  await db.deleteFrom('staff_sign_in_providers').where('organisation_id', '=', row.organisation_id).execute();
  const unique = [...new Set(providerIds)];
  if (unique.length) await db.insertInto('staff_sign_in_providers').values(unique.map((provider_id) => ({ organisation_id: row.organisation_id, provider_id }))).execute();
}

/** The providers of the rules in force that count: chosen by a rule that is on, active, and for
 *  the team (`staff` or `both`), each with its rule's settings. */
export const listCountingProviderRows = (db: Db) =>
  db.selectFrom('staff_sign_in as r')
    .innerJoin('staff_sign_in_providers as rp', 'rp.organisation_id', 'r.organisation_id')
    .innerJoin('identity_providers as p', (j) => j.onRef('p.id', '=', 'rp.provider_id').onRef('p.organisation_id', '=', 'r.organisation_id'))
    .select(['r.organisation_id', 'p.id as provider_id', 'p.label', 'r.disable_password', 'r.required_amr'])
    .where('r.required', '=', 1).where('p.enabled', '=', 1).where('p.audience', 'in', ['staff', 'both'])
    .orderBy('p.label').execute();

/** Sets every rule off (the operator's break-glass, cli/staff-sign-in-off.ts); answers the
 *  organisations whose rule was on. Call inside a transaction. */
export async function switchAllRulesOff(db: Db, now: string): Promise<string[]> {
  const on = (await db.selectFrom('staff_sign_in').select('organisation_id').where('required', '=', 1).execute()).map((r) => r.organisation_id);
  if (on.length) await db.updateTable('staff_sign_in').set({ required: 0, updated_at: now }).where('organisation_id', 'in', on).execute();
  return on;
}

/** The provider and `amr` of the login session `sessionHash`, if any. */
export const findSessionProvider = (db: Db, sessionHash: string) =>
  db.selectFrom('sessions').select(['provider_id', 'provider_amr']).where('id', '=', sessionHash).executeTakeFirst();

/** The providers of an organisation (identity_providers, read only): the rule's choice. */
export const listOrganisationProviderRows = (db: Db, organisationId: string) =>
  db.selectFrom('identity_providers').select(['id', 'label', 'enabled', 'audience']).where('organisation_id', '=', organisationId).orderBy('label').execute();

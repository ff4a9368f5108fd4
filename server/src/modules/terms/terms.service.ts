import { type AcceptTermsBody, TERMS_MISSING, TERMS_NONE, TERMS_OUTDATED, type TermsState } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import { invalidField, unauthenticated } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { getTermsOfHost } from '../organisations/organisations.service.js';
import { presentTermsAcceptance, presentTermsState, type TermsAcceptanceExport } from './terms.presenter.js';
import { findLatestTermsAcceptance, insertTermsAcceptance, listTermsAcceptancesByUser } from './terms.repository.js';

/** Terms of use and netiquette of the organisation serving a request, and their acceptance
 *  (docs/product.md §2.22): required at registration while the organisation has terms, asked
 *  again after a change; every acceptance is a new row, so the history stays. */

/** An acceptance checked at registration, to be stored with the new account. */
export type TermsAccepted = Readonly<{ organisationId: string; version: string }>;

/** The registration's check (docs/product.md §5.2): while the organisation serving `host` has
 *  terms, `accepted` must be their current version — missing: 400 TERMS_MISSING, another one:
 *  400 TERMS_OUTDATED, both at the field `AcceptTerms`. Answers what to store, or undefined
 *  when the organisation has no terms (a version sent then is ignored). */
export async function checkTermsAtRegistration(db: Db, host: string | undefined, accepted: string | undefined): Promise<TermsAccepted | undefined> {
  const terms = await getTermsOfHost(db, host);
  if (!terms?.version) return undefined;
  if (accepted !== terms.version) {
    const message = accepted === undefined || accepted === '' ? TERMS_MISSING : TERMS_OUTDATED;
    throw invalidField('AcceptTerms', message);
  }
  return { organisationId: terms.organisationId, version: terms.version };
}

/** Stores that `userId` accepted `terms` now (a new row; earlier ones stay). Runs in the caller's
 *  transaction, e.g. the one that creates the account. */
export async function recordTermsAcceptance(db: Db, userId: string, terms: TermsAccepted): Promise<void> {
  await insertTermsAcceptance(db, { id: newId(), user_id: userId, organisation_id: terms.organisationId, version: terms.version, accepted_at: nowIso() });
}

/** GET /auth/terms: the current version of the serving organisation's terms and the version the
 *  signed-in person accepted there last (401 for visitors). */
export async function getTermsState(db: Db, actor: Actor, host: string | undefined): Promise<TermsState> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  const terms = await getTermsOfHost(db, host);
  if (!terms) return presentTermsState(null, undefined);
  return presentTermsState(terms.version, await findLatestTermsAcceptance(db, actor.userId, terms.organisationId));
}

/** POST /auth/terms: the signed-in person accepts the current version (401 for visitors; 400
 *  TERMS_NONE where the organisation has no terms, TERMS_OUTDATED for another version, both at the
 *  field `Version`; nothing is stored then). Accepting the version accepted last adds no row. */
export async function acceptTerms(db: Db, actor: Actor, host: string | undefined, body: AcceptTermsBody): Promise<TermsState> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  const terms = await getTermsOfHost(db, host);
  if (!terms?.version) throw invalidField('Version', TERMS_NONE);
  if (body.Version !== terms.version) throw invalidField('Version', TERMS_OUTDATED);
  const latest = await findLatestTermsAcceptance(db, actor.userId, terms.organisationId);
  if (latest?.version !== terms.version) await recordTermsAcceptance(db, actor.userId, { organisationId: terms.organisationId, version: terms.version });
  return presentTermsState(terms.version, { version: terms.version });
}

/** Every acceptance of `userId`, oldest first, for the account's data download (docs/product.md §14). */
export async function listTermsAcceptancesOf(db: Db, userId: string): Promise<TermsAcceptanceExport[]> {
  return (await listTermsAcceptancesByUser(db, userId)).map(presentTermsAcceptance);
}

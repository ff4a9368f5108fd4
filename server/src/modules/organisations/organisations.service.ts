import type { OrganisationConfig, OrgInfo, ScalarMap } from '@mitmachkarte/contract';
import { requiresMfa } from '../../access/account.rules.js';
import type { Db } from '../../db/database.js';
import { requireFound } from '../../lib/app-error.js';
import { parseJson } from '../../lib/json.js';
import { findDefaultOrganisation, findOrganisationByHost, findOrganisationById, listOrganisationSettings } from './organisations.repository.js';
import { presentConfig, presentOrgInfo, presentOrgInfoOf, termsVersionOf } from './organisations.presenter.js';
import { presentWebManifest, type WebManifest } from './web-manifest.presenter.js';
import { say } from '../../i18n/messages.js';

export const ORGANISATION_NOT_FOUND = say('organisationNotFound');

/** What a site shows when the database holds no organisation at all (SEED_DEMO=false). */
export const FALLBACK_ORG: OrganisationConfig = Object.freeze({ Title: 'Mitmachkarte', Menu: [], Other: {}, Content: {} });

/** Normalises a Host header: lower-case, no trailing dot; `withPort` keeps `:port`. */
export function normaliseHost(host: string | undefined, withPort: boolean): string {
  const h = (host ?? '').trim().toLowerCase().replace(/\.$/, '');
  return withPort ? h : h.replace(/:\d+$/, '');
}

/** The organisation serving `host` (docs/product.md §10.1): an exact match of host with port,
 *  then without port, then the default organisation; undefined when there is none. */
const findServingOrganisation = async (db: Db, host: string | undefined) =>
  (await findOrganisationByHost(db, normaliseHost(host, true))) ??
  (await findOrganisationByHost(db, normaliseHost(host, false))) ??
  (await findDefaultOrganisation(db));

/** The configuration of the organisation serving `host` (docs/product.md §7 /auth/org), or
 *  FALLBACK_ORG when the database holds none. */
export async function getOrgInfoForHost(db: Db, host: string | undefined): Promise<OrgInfo> {
  const row = await findServingOrganisation(db, host);
  return row ? presentOrgInfo(row) : presentOrgInfoOf(FALLBACK_ORG);
}

/** The organisation `id`'s row; NOT_FOUND for an unknown one. */
export const findOrganisation = async (db: Db, id: string) => requireFound(await findOrganisationById(db, id), ORGANISATION_NOT_FOUND);

/** The id of the organisation serving `host` (docs/product.md §10.1); undefined while the
 *  database holds none. */
export const getOrganisationIdOfHost = async (db: Db, host: string | undefined): Promise<string | undefined> =>
  (await findServingOrganisation(db, host))?.id;

/** The organisation serving `host` (docs/product.md §10.1): its id, title and settings (`Other`);
 *  undefined while the database holds none. Renders no page text. */
export async function getServingOrganisationSettings(db: Db, host: string | undefined): Promise<{ id: string; title: string; other: ScalarMap } | undefined> {
  const row = await findServingOrganisation(db, host);
  if (!row) return undefined;
  const config = presentConfig(row);
  return { id: row.id, title: config.Title, other: config.Other };
}

/** The terms of use of the organisation serving `host` (docs/product.md §2.22): its id and the
 *  current version of its terms, null while it has none; no organisation at all has none either.
 *  Renders no page text (GET /auth/org does that). */
export async function getTermsOfHost(db: Db, host: string | undefined): Promise<{ organisationId: string; version: string | null } | undefined> {
  const row = await findServingOrganisation(db, host);
  return row ? { organisationId: row.id, version: termsVersionOf(presentConfig(row).Content) } : undefined;
}

/** The web app manifest of the organisation serving `host` (docs/product.md §10.1, §22): its title
 *  names the installed app; without an organisation, or with an empty title, FALLBACK_ORG's. */
export async function getWebManifestForHost(db: Db, host: string | undefined): Promise<WebManifest> {
  const row = await findServingOrganisation(db, host);
  const config = row ? presentConfig(row) : FALLBACK_ORG;
  return presentWebManifest({ ...config, Title: config.Title.trim() || FALLBACK_ORG.Title }, row?.logo_revision ?? null);
}

/** Whether any organisation switches mfa_pflicht on. Rights hold on every host, so the rule holds
 *  for the account, not for the site it logs in through (docs/security.md, Two-factor login). */
export async function anyOrganisationRequiresMfa(db: Db): Promise<boolean> {
  return (await listOrganisationSettings(db)).some((row) => requiresMfa(parseJson<Record<string, unknown>>(row.other, {})));
}

/** The settings (`Other`) of the default organisation (docs/product.md §10.1), which speak for
 *  the installation where no request names a host: the retention run and its periods (§17.8).
 *  Its page texts are not rendered (GET /auth/org does that). */
export async function getDefaultOrgSettings(db: Db): Promise<ScalarMap> {
  const row = await findDefaultOrganisation(db);
  return row ? presentConfig(row).Other : FALLBACK_ORG.Other;
}

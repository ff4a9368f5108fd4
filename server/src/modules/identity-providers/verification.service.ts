import { NO_VERIFICATION, ProviderVerification, isMunicipalityKey } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import type { IdentityProvidersTable } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';

/** Verified residents (docs/product.md §14.1; docs/security.md, Verified residents): at each
 *  sign-in through a provider (and when an identity is linked or an account made through it), the
 *  provider's rules decide from the claims of its checked ID token (and UserInfo answer) whether
 *  the sign-in counts as verified. The identity then keeps what was vouched for (the acr or claim
 *  value), the municipality key if the provider sent one, and the time; an unverified sign-in
 *  clears them: the state follows the provider's latest word. Nothing else of the person's
 *  address is read or kept. */

/** The provider's stored rules; nothing verified for a row without them or with unreadable ones. */
export function verificationRulesOf(row: Pick<IdentityProvidersTable, 'verification'>): ProviderVerification {
  try {
    const parsed = ProviderVerification.safeParse(JSON.parse(row.verification ?? '{}'));
    return parsed.success ? parsed.data : NO_VERIFICATION;
  } catch {
    return NO_VERIFICATION;
  }
}

/** The values at the dotted `path` of `claims` as texts: a text, number or boolean, or those of a
 *  list; [] for anything else, missing paths and inherited keys. */
export function claimTexts(claims: Record<string, unknown>, path: string): { text: string; number: boolean }[] {
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, key)) return [];
    value = (value as Record<string, unknown>)[key];
  }
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v))
    .map((v) => ({ text: String(v).trim(), number: typeof v === 'number' }));
}

/** What a sign-in's `claims` prove under `rules`: the assurance (`acr=<value>` or
 *  `<claim>=<value>`) and the municipality key (8 digits; a number is padded with leading zeros,
 *  as a JSON number loses them; anything else is not kept), or undefined when the sign-in does
 *  not count as verified. */
export function verificationOf(rules: ProviderVerification, claims: Record<string, unknown>): { assurance: string; municipalityKey: string | null } | undefined {
  const acr = typeof claims.acr === 'string' ? claims.acr : undefined;
  let assurance: string | undefined;
  if (acr !== undefined && rules.AcrValues.includes(acr)) assurance = `acr=${acr}`;
  else if (rules.Claim) {
    const value = claimTexts(claims, rules.Claim).find((v) => rules.ClaimValues.includes(v.text));
    if (value) assurance = `${rules.Claim}=${value.text}`;
  }
  if (assurance === undefined) return undefined;
  const key = rules.MunicipalityClaim ? claimTexts(claims, rules.MunicipalityClaim)
    .map((v) => (v.number && /^\d{1,8}$/.test(v.text) ? v.text.padStart(8, '0') : v.text)).find(isMunicipalityKey) : undefined;
  return { assurance: assurance.slice(0, 300), municipalityKey: key ?? null };
}

/** Stores what the sign-in of `subject` through `provider` with `claims` proves on the identity,
 *  or clears it (verificationOf). */
export async function recordVerification(db: Db, provider: Pick<IdentityProvidersTable, 'id' | 'verification'>, subject: string, claims: Record<string, unknown>, now = nowIso()): Promise<void> {
  const proved = verificationOf(verificationRulesOf(provider), claims);
  await db.updateTable('user_identities')
    .set(proved ? { assurance: proved.assurance, municipality_key: proved.municipalityKey, verified_at: now } : { assurance: null, municipality_key: null, verified_at: null })
    .where('provider_id', '=', provider.id).where('subject', '=', subject).execute();
}

/** Clears every verification made through `providerId`: its rules changed, and what counted
 *  before need not count now. Each account is verified again at its next sign-in through it. */
export async function clearVerifications(db: Db, providerId: string): Promise<void> {
  await db.updateTable('user_identities').set({ assurance: null, municipality_key: null, verified_at: null }).where('provider_id', '=', providerId).execute();
}

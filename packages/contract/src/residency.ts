import { z } from 'zod';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Verified residents (docs/product.md §14.1, „Verifizierte Einwohnerinnen und Einwohner“): a
 *  project may take entries and votes only from accounts an identity provider verified, of given
 *  municipalities if it names some. */

export const MUNICIPALITY_KEY_MESSAGE = FIELD_MESSAGES.municipalityKey;

/** The Amtlicher Gemeindeschlüssel: 8 digits (Land, Regierungsbezirk, Kreis, Gemeinde). */
export const MunicipalityKey = z.string().trim().regex(/^\d{8}$/, MUNICIPALITY_KEY_MESSAGE);

/** Whether `value` is a municipality key (8 digits). */
export const isMunicipalityKey = (value: string) => /^\d{8}$/.test(value);

/** A project's requirement: `Entries` (new entries with their answers) and `Votes` only from
 *  verified residents, of one of `Municipalities` if it names some. Its team is not bound. */
export const ResidencyRequirement = z.strictObject({
  Entries: z.boolean().default(false),
  Votes: z.boolean().default(false),
  Municipalities: z.array(MunicipalityKey).max(50, FIELD_MESSAGES.tooManyMunicipalities).default([]),
});
export type ResidencyRequirement = z.output<typeof ResidencyRequirement>;

export const NO_RESIDENCY_REQUIREMENT: ResidencyRequirement = Object.freeze({ Entries: false, Votes: false, Municipalities: [] }) as ResidencyRequirement;

/** Whether the caller meets the project's requirement for entries and for votes (the server's
 *  verdict; true where the project requires nothing, and for its team). */
export const ResidencyMet = z.object({ Entries: z.boolean(), Votes: z.boolean() });
export type ResidencyMet = z.infer<typeof ResidencyMet>;

/** An account's verification through one provider, as its holder sees it: the provider's name,
 *  what it vouched for (an acr or claim value), the municipality key if it sent one, and when. */
export const AccountVerification = z.object({
  Provider: z.string(),
  Assurance: z.string(),
  MunicipalityKey: z.string().nullable(),
  VerifiedAt: z.string(),
});
export type AccountVerification = z.infer<typeof AccountVerification>;

/** The refusal where a project reserves `what` for verified residents the caller is not one of
 *  (403, or 401 for anonymous visitors), naming the municipality keys it takes. */
export function residentsOnlyMessage(what: 'entries' | 'votes', municipalities: readonly string[]): string {
  const key = what === 'entries' ? 'residentsEntries' : 'residentsVotes';
  if (municipalities.length === 0) return FIELD_MESSAGES[key];
  return fieldMessage(municipalities.length === 1 ? `${key}One` : `${key}Many`, { municipalities: municipalities.join(', ') });
}

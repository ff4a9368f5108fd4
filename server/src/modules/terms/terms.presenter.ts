import type { TermsState } from '@mitmachkarte/contract';
import type { TermsAcceptanceRow } from './terms.repository.js';

/** GET /auth/terms's answer: the current version and the one accepted last (docs/product.md §2.22). */
export const presentTermsState = (version: string | null, accepted: { version: string } | undefined): TermsState =>
  ({ Version: version, AcceptedVersion: accepted?.version ?? null });

/** An acceptance as the account's data download lists it (docs/product.md §14): the site, its
 *  title, the version and when. */
export const presentTermsAcceptance = (row: TermsAcceptanceRow) =>
  ({ Host: row.host, Organisation: row.title, Version: row.version, AcceptedAt: row.accepted_at });
export type TermsAcceptanceExport = ReturnType<typeof presentTermsAcceptance>;

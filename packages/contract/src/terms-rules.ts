/** Terms of use and netiquette an organisation writes itself (page content `nutzung.bedingungen`,
 *  `nutzung.netiquette`) and people accept at registration and again after a change
 *  (docs/product.md §2.22): messages and the rule, without the zod schemas (those are in
 *  terms.ts), so that the frame can ask for an acceptance without loading zod (docs/runtime.md §3). */

/** Longest version a client may send, in characters (the server's are 16 hex digits). */
export const TERMS_VERSION_MAX_LENGTH = 64;

/** Registration without ticking the box while the organisation has terms. */
export const TERMS_MISSING = 'Bitte akzeptieren Sie die Nutzungsbedingungen und die Netiquette.';
/** A version that is not the current one: the texts changed since the page was loaded. */
export const TERMS_OUTDATED = 'Die Nutzungsbedingungen haben sich inzwischen geändert. Bitte lesen Sie die aktuelle Fassung und akzeptieren Sie sie erneut.';
/** POST /auth/terms where the organisation has no terms. */
export const TERMS_NONE = 'Diese Seite hat keine Nutzungsbedingungen, die Sie akzeptieren könnten.';

/** The state of the terms for one person on one site: the current version (null: there are no
 *  terms) and the version they accepted there last (null: none). */
export type TermsVersions = Readonly<{ Version: string | null; AcceptedVersion: string | null }>;

/** Whether the person must (again) accept: there are terms and their last acceptance there is
 *  another version or none (docs/product.md §2.22). */
export const mustAcceptTerms = (state: TermsVersions): boolean => state.Version !== null && state.AcceptedVersion !== state.Version;

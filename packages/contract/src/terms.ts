import { z } from 'zod';

/** Terms of use and netiquette an organisation writes itself (page content `nutzung.bedingungen`,
 *  `nutzung.netiquette`) and people accept at registration and again after a change
 *  (docs/product.md §2.22). A version names one wording of both texts; the server derives it. */

/** Longest version a client may send, in characters (the server's are 16 hex digits). */
export const TERMS_VERSION_MAX_LENGTH = 64;

/** Registration without ticking the box while the organisation has terms. */
export const TERMS_MISSING = 'Bitte akzeptieren Sie die Nutzungsbedingungen und die Netiquette.';
/** A version that is not the current one: the texts changed since the page was loaded. */
export const TERMS_OUTDATED = 'Die Nutzungsbedingungen haben sich inzwischen geändert. Bitte lesen Sie die aktuelle Fassung und akzeptieren Sie sie erneut.';
/** POST /auth/terms where the organisation has no terms. */
export const TERMS_NONE = 'Diese Seite hat keine Nutzungsbedingungen, die Sie akzeptieren könnten.';

/** A terms version as a client sends it. */
export const TermsVersionText = z.string({ error: TERMS_OUTDATED }).max(TERMS_VERSION_MAX_LENGTH, TERMS_OUTDATED);

/** GET /auth/terms and the answer of POST /auth/terms: the current version of the serving
 *  organisation's terms (null: it has none) and the version the signed-in person accepted there
 *  last (null: none). */
export const TermsState = z.object({ Version: z.string().nullable(), AcceptedVersion: z.string().nullable() });
export type TermsState = z.infer<typeof TermsState>;

/** POST /auth/terms body: the version read and accepted. */
export const AcceptTermsBody = z.strictObject({ Version: TermsVersionText });
export type AcceptTermsBody = z.infer<typeof AcceptTermsBody>;

/** Whether the person must (again) accept: there are terms and their last acceptance there is
 *  another version or none (docs/product.md §2.22). */
export const mustAcceptTerms = (state: TermsState): boolean => state.Version !== null && state.AcceptedVersion !== state.Version;

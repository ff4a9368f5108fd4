import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';
import { TERMS_VERSION_MAX_LENGTH } from './terms-rules.js';

/** The schemas and messages of the terms of use (docs/product.md §2.22); their rule is in
 *  terms-rules.ts. A version names one wording of both texts; the server derives it. */

/** Registration without ticking the box while the organisation has terms. */
export const TERMS_MISSING = FIELD_MESSAGES.termsMissing;
/** A version that is not the current one: the texts changed since the page was loaded. */
export const TERMS_OUTDATED = FIELD_MESSAGES.termsOutdated;
/** POST /auth/terms where the organisation has no terms. */
export const TERMS_NONE = FIELD_MESSAGES.termsNone;

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

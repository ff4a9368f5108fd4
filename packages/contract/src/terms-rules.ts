/** Terms of use and netiquette an organisation writes itself (page content `nutzung.bedingungen`,
 *  `nutzung.netiquette`) and people accept at registration and again after a change
 *  (docs/product.md §2.22): the rule, without the zod schemas and messages (those are in terms.ts),
 *  so that the frame can ask for an acceptance without loading zod or the field messages
 *  (docs/runtime.md §3). */

/** Longest version a client may send, in characters (the server's are 16 hex digits). */
export const TERMS_VERSION_MAX_LENGTH = 64;

/** The state of the terms for one person on one site: the current version (null: there are no
 *  terms) and the version they accepted there last (null: none). */
export type TermsVersions = Readonly<{ Version: string | null; AcceptedVersion: string | null }>;

/** Whether the person must (again) accept: there are terms and their last acceptance there is
 *  another version or none (docs/product.md §2.22). */
export const mustAcceptTerms = (state: TermsVersions): boolean => state.Version !== null && state.AcceptedVersion !== state.Version;

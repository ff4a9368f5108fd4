import { MFA_PROTECTED_PERMISSIONS, MFA_REQUIRED_SETTING, mayGrant } from '@mitmachkarte/contract';
import { type Actor, actorHas, isLoggedIn } from './actor.js';

/** Rules that depend on the actor's permissions and account alone, not on a project
 *  (docs/architecture.md §6, docs/product.md §14). */

/** Holders of `usermanager` manage users: list, create, edit, delete (docs/architecture.md §6). */
export const canManageUsers = (actor: Actor) => actorHas(actor, 'usermanager');

/** Holders of `project` (who build access lists) and `usermanager` look users up by id or e-mail
 *  and see their names and addresses (docs/architecture.md §6). */
export const canLookUpUsers = (actor: Actor) => actorHas(actor, 'project') || actorHas(actor, 'usermanager');

/** Holders of `admin` (the admin area) see the dashboard. */
export const canSeeDashboard = (actor: Actor) => actorHas(actor, 'admin');

/** Holders of `groupmanager` manage groups and see the permission list. */
export const canManageGroups = (actor: Actor) => actorHas(actor, 'groupmanager');

/** The group list is also open to holders of `usermanager`, who assign users to groups. */
export const canListGroups = (actor: Actor) => canManageGroups(actor) || actorHas(actor, 'usermanager');

/** Whether the actor may give or take the permissions `changed` (group memberships, a group's
 *  permissions) or change an account that holds them: the contract's mayGrant (docs/security.md,
 *  Rights), which the web app follows too. */
export const canChangePermissions = (actor: Actor, changed: Iterable<string>) => mayGrant(actor.permissions, changed);

/** Holders of `orgmanager` manage organisations. */
export const canManageOrganisations = (actor: Actor) => actorHas(actor, 'orgmanager');

/** Profile questions of an organisation (docs/product.md §25.3) are written by holders of
 *  `orgmanager`, like the organisation's other settings. */
export const canManageProfileQuestions = (actor: Actor) => canManageOrganisations(actor);

/** A person's own profile answers need an account: only then can its person see, change and delete
 *  them (docs/product.md §25.3); anonymous visitors are never asked. */
export const canKeepProfile = (actor: Actor): actor is Actor & { userId: string } => isLoggedIn(actor);

/** Answer templates of an organisation (docs/product.md §16.2) are written by holders of
 *  `orgmanager` and read by them and by everyone who manages some project (`managesSomeWorkspace`),
 *  who answer entries with them. */
export const canReadAnswerTemplates = (actor: Actor, managesSomeWorkspace: boolean) => canManageOrganisations(actor) || managesSomeWorkspace;

/** Every logged-in user may preview Markdown: organisation managers write page texts, project
 *  managers descriptions (docs/product.md §17.2, §17.3). Anonymous visitors may not. */
export const canPreviewMarkdown = (actor: Actor) => isLoggedIn(actor);

/** Anyone may answer the survey, anonymous visitors too (docs/product.md §6). */
export const canAnswerSurvey = (_actor: Actor): boolean => true;

/** The summary of all survey answers is for holders of `admin`. */
export const canSeeSurveyResults = (actor: Actor): boolean => actorHas(actor, 'admin');

/** Who may take an invitation whose address already has an account (docs/product.md §17.4): only
 *  that account, logged in. An address without an account is proven by the mailed link itself,
 *  so its holder creates the account (workspace.rules.ts decides who invites). */
export const canAcceptForAccount = (actor: Actor, accountId: string) => actor.userId === accountId;

/** Following an entry needs an account (mails go to its address); seeing the entry is checked
 *  with it (visible.ts getVisiblePoint; docs/product.md §16.7). */
export const canFollow = (actor: Actor): actor is Actor & { userId: string } => isLoggedIn(actor);

/** Whoever can see the point (or the comment's point) reads the vote counts; logged-in users
 *  among them vote, one vote per user and target, changeable. Where the project reserves votes
 *  for verified residents, workspace.rules.ts canVoteIn decides as well. */
export const canVote = (actor: Actor): actor is Actor & { userId: string } => isLoggedIn(actor);

/** Who must log in with a second factor, and who may change that rule (docs/security.md,
 *  Two-factor login). */

/** Whether an organisation's settings (`other`) switch mfa_pflicht on. */
export const requiresMfa = (other: Record<string, unknown>): boolean =>
  other[MFA_REQUIRED_SETTING] === true || other[MFA_REQUIRED_SETTING] === 'true';

/** Whether `permissions` hold one that mfa_pflicht protects (`admin`, `usermanager`). */
export const holdsMfaProtectedPermission = (permissions: readonly string[]): boolean =>
  permissions.some((p) => (MFA_PROTECTED_PERMISSIONS as readonly string[]).includes(p));

/** Whether `actor` may switch mfa_pflicht of an organisation on or off: an administrator whose
 *  session logged in with the second factor. A session restricted by the rule, or one that a
 *  stolen password alone opened, cannot loosen it. */
export const canChangeMfaRequirement = (actor: Actor): boolean => actorHas(actor, 'admin') && actor.mfaCompleted === true;

/** Holders of `admin` configure the identity providers of organisations (docs/product.md §14.1):
 *  a provider signs people in, so it is kept to the administrators. */
export const canManageIdentityProviders = (actor: Actor) => actorHas(actor, 'admin');

/** Staff sign-in through the organisation's provider (docs/product.md §14.1, „Team-Anmeldung“;
 *  docs/security.md, Staff sign-in through the organisation's provider). */

/** The providers whose sign-in counts for the staff rules in force, each with the `amr` values of
 *  which its ID token must name one ([]: any sign-in through it counts). Empty: no rule in force. */
export type StaffSignInProviders = ReadonlyMap<string, Readonly<{ label: string; requiredAmr: readonly string[]; disablePassword: boolean }>>;

/** Whether an account holding `permissions` must sign in through one of `providers`: it holds
 *  `admin` or `usermanager` and some organisation's rule is in force. Rights hold on every host,
 *  so any organisation's rule counts, as with mfa_pflicht. */
export const mustSignInThroughProvider = (permissions: readonly string[], providers: StaffSignInProviders): boolean =>
  providers.size > 0 && holdsMfaProtectedPermission(permissions);

/** Whether a sign-in through `providerId` whose ID token named `amr` counts for the rules: the
 *  provider is one of theirs, and names one of its required `amr` values if it has any. */
export function providerSignInCounts(providers: StaffSignInProviders, providerId: string | null, amr: readonly string[]): boolean {
  const rule = providerId === null ? undefined : providers.get(providerId);
  return !!rule && (rule.requiredAmr.length === 0 || rule.requiredAmr.some((v) => amr.includes(v)));
}

/** Holders of `admin` read and set an organisation's staff rule, like its providers. */
export const canManageStaffSignIn = (actor: Actor) => canManageIdentityProviders(actor);

/** Whether `actor` may switch the staff rule on, or change it while it is on, to `chosen` (the
 *  rule's providers with its amr values): only from a session made through one of them
 *  (`session`) that the new rule itself counts — so that the administrator who sets it has a way
 *  in under it, and no rule locks the whole organisation out. */
export const maySetStaffSignIn = (actor: Actor, session: { providerId: string | null; amr: readonly string[] }, chosen: StaffSignInProviders): boolean =>
  canManageStaffSignIn(actor) && providerSignInCounts(chosen, session.providerId, session.amr);

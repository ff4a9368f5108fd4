import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ResidencyRequirement } from '@mitmachkarte/contract';
import type { DB, WorkspacesTable } from '../db/schema.js';

/** Verified residents (docs/product.md §14.1, „Verifizierte Einwohnerinnen und Einwohner“;
 *  docs/security.md, Verified residents): a project may take entries, votes and (with project
 *  surveys) survey answers only from accounts that an identity provider the organisation trusts
 *  verified at their latest sign-in through it, of given municipalities if it names some. Its
 *  team (owner and access list) is not bound: it records on behalf of others and tests its
 *  project. The rules of point.rules.ts (canAddPoint) and of votes compose these. */

/** What a project may reserve for verified residents. 'answers': the answers of a project survey
 *  (a later part; the requirement has no column for it yet, so it is never required now). */
export type Participation = 'entries' | 'votes' | 'answers';

/** An account's standing as a resident: whether some enabled provider verified it at the latest
 *  sign-in through it, and the municipality keys (8 digits) those verified sign-ins sent. */
export type Residency = Readonly<{ verified: boolean; municipalities: readonly string[] }>;

/** Anonymous visitors and accounts no provider verified. */
export const UNVERIFIED: Residency = Object.freeze({ verified: false, municipalities: Object.freeze([]) });

/** What the residency rules read of the actor's relation to a workspace (a WorkspaceAccess, or the
 *  columns a list query selects). */
export type ResidencyAccess = Readonly<{ isManager: boolean; workspace: Pick<WorkspacesTable, 'resident_entries' | 'resident_votes' | 'resident_municipalities'> }>;

/** The requirement of a workspace row (columns of migration 2026_11_30_1300_verified_residents;
 *  a row read without them requires nothing). */
export function requirementOf(workspace: Pick<WorkspacesTable, 'resident_entries' | 'resident_votes' | 'resident_municipalities'>): ResidencyRequirement {
  return {
    Entries: workspace.resident_entries === 1,
    Votes: workspace.resident_votes === 1,
    Municipalities: (workspace.resident_municipalities ?? '').split(' ').filter(Boolean),
  };
}

/** Whether the requirement reserves `what` for verified residents. */
export const requiresResidency = (requirement: ResidencyRequirement, what: Participation): boolean =>
  what === 'entries' ? requirement.Entries : what === 'votes' ? requirement.Votes : false;

/** Whether an account of `residency` (undefined: anonymous) meets the project's `requirement` for
 *  `what`: always where the project does not reserve it; else a verified account, and one whose
 *  municipality keys include one of the project's if it names some. Managers are exempt in the
 *  callers (canAddPoint, canVoteIn), not here. */
export const meetsResidency = (residency: Residency | undefined, requirement: ResidencyRequirement, what: Participation): boolean =>
  !requiresResidency(requirement, what)
  || (!!residency?.verified && (requirement.Municipalities.length === 0 || residency.municipalities.some((m) => requirement.Municipalities.includes(m))));

/** The SQL twin of meetsResidency for entries: workspaces that do not reserve entries, or whose
 *  municipality keys (if any) `residency` has, when it is verified. The query has `workspaces`.
 *  The keys are 8 digits (validated on the way in), so LIKE finds no pattern in them. */
export function residentEntriesWhere<TB extends keyof DB>(builder: ExpressionBuilder<DB, TB | 'workspaces'>, residency: Residency | undefined): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'workspaces'>;
  const open = eb('workspaces.resident_entries', '!=', 1);
  if (!residency?.verified) return open;
  const keys = residency.municipalities.filter((m) => /^\d{8}$/.test(m));
  const anyMunicipality = eb('workspaces.resident_municipalities', '=', '');
  const padded = sql<string>`(' ' || workspaces.resident_municipalities || ' ')`;
  const ofTheirs = keys.map((k) => eb(padded, 'like', `% ${k} %`));
  return eb.or([open, anyMunicipality, ...ofTheirs]);
}

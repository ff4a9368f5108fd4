import type { Db } from '../../db/database.js';
import type { TermsAcceptancesTable } from '../../db/schema.js';

/** SQL of the acceptances of the terms of use (terms_acceptances, docs/product.md §2.22). Rows are
 *  only added: the history of a person's acceptances stays until the account goes. */

export const insertTermsAcceptance = (db: Db, row: TermsAcceptancesTable) => db.insertInto('terms_acceptances').values(row).execute();

/** The person's latest acceptance of the organisation's terms, if any. */
export const findLatestTermsAcceptance = (db: Db, userId: string, organisationId: string) =>
  db.selectFrom('terms_acceptances').select(['version', 'accepted_at'])
    .where('user_id', '=', userId).where('organisation_id', '=', organisationId)
    .orderBy('accepted_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();

/** Every acceptance of the person, oldest first, with the host and title of its organisation. */
export const listTermsAcceptancesByUser = (db: Db, userId: string) =>
  db.selectFrom('terms_acceptances').innerJoin('organisations', 'organisations.id', 'terms_acceptances.organisation_id')
    .select(['terms_acceptances.version', 'terms_acceptances.accepted_at', 'organisations.host', 'organisations.title'])
    .where('terms_acceptances.user_id', '=', userId)
    .orderBy('terms_acceptances.accepted_at').orderBy('terms_acceptances.id').execute();
export type TermsAcceptanceRow = Awaited<ReturnType<typeof listTermsAcceptancesByUser>>[number];

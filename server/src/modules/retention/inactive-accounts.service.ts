import { setImmediate as nextTurn } from 'node:timers/promises';
import { accountDeletionMode, addMonths, type RetentionPeriods } from '@mitmachkarte/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { languageOfUser } from '../../lib/request-language.js';
import { inTransaction } from '../../lib/transaction.js';
import { deleteAccountData } from '../account/account.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ImageStore } from '../images/image-store.js';
import { enqueueAccountMail } from '../mail/mail.service.js';
import { getDefaultOrgSettings } from '../organisations/organisations.service.js';
import { RETENTION_ACTOR } from './project-anonymisation.service.js';
import { listAccountsToDelete, listAccountsToWarn, markWarned, renewWarning } from './retention.repository.js';

/** Accounts looked at per query. */
const BATCH = 100;

/** Warns the active accounts nobody logged in to for the period `periods.inactiveWarnMonths`
 *  (docs/product.md §17.8) by mail, and deletes those warned `inactiveDeleteMonths` ago without a
 *  login since, as the account deletion does (account.service.ts deleteAccountData, with the
 *  default organisation's choice for the contributions; docs/security.md, Personal data). An
 *  account whose deletion would leave no active holder of a privileged permission is kept
 *  (docs/decisions/0003), its check moved a period on, and audited. Accounts switched off by an
 *  administrator and registrations never activated (purged after 30 days) are not looked at;
 *  nothing happens while the warnings are switched off („aus“). Writes one audit entry with the
 *  counts when something changed, and answers the number of changes. */
export async function retireInactiveAccounts(db: Db, deps: { store: ImageStore; config: Config }, periods: RetentionPeriods, now: Date): Promise<number> {
  if (periods.inactiveWarnMonths === null) return 0;
  const keepsContributions = accountDeletionMode(await getDefaultOrgSettings(db)) === 'anonymise';
  const warned = await warnInactiveAccounts(db, deps.config, periods.inactiveWarnMonths, periods.inactiveDeleteMonths, keepsContributions, now);
  const { deleted, kept } = await deleteWarnedAccounts(db, deps.store, periods.inactiveDeleteMonths, keepsContributions, now);
  if (warned + deleted + kept === 0) return 0;
  await inTransaction(db, (trx) => recordAudit(trx, RETENTION_ACTOR, {
    action: 'retention.accounts', targetType: 'user', targetId: '', workspaceId: null,
    summary: `Löschfrist inaktiver Konten: ${warned} gewarnt, ${deleted} gelöscht`, after: `Gewarnt: ${warned}; Gelöscht: ${deleted}; Behalten: ${kept}`,
  }));
  return warned + deleted + kept;
}

/** Warns every active account without a login for `warnMonths`, naming the day after which it is
 *  deleted (`deleteMonths` later); answers how many were warned. */
async function warnInactiveAccounts(db: Db, config: Config, warnMonths: number, deleteMonths: number, keepsContributions: boolean, now: Date): Promise<number> {
  const at = now.toISOString();
  const before = addMonths(at, -warnMonths);
  const mail = {
    kind: 'inactive' as const, link: `${config.publicUrl}/#/login`, months: warnMonths, keepsContributions,
    deadline: addMonths(at, deleteMonths),
  };
  let warned = 0;
  for (;;) {
    const accounts = await listAccountsToWarn(db, before, BATCH);
    for (const account of accounts) {
      // The mail exists exactly when the warning does (docs/decisions/0007).
      const noted = await inTransaction(db, async (trx) => {
        if (!(await markWarned(trx, account.id, at, before))) return false;
        await enqueueAccountMail(trx, config, { host: undefined, address: account.email, language: languageOfUser(account) }, mail, now);
        return true;
      });
      if (noted) warned++;
    }
    if (accounts.length < BATCH) return warned;
    await nextTurn();
  }
}

/** Deletes every account warned `deleteMonths` ago without a login since; one that is the last
 *  holder of a privileged permission is kept, its check moved on and audited. */
async function deleteWarnedAccounts(db: Db, store: ImageStore, deleteMonths: number, keepsContributions: boolean, now: Date) {
  const at = now.toISOString();
  const before = addMonths(at, -deleteMonths);
  let deleted = 0;
  let kept = 0;
  for (;;) {
    const accounts = await listAccountsToDelete(db, before, BATCH);
    for (const { id } of accounts) {
      try {
        // No notice of the deletion: the warning named its day (docs/product.md §17.8).
        await deleteAccountData(db, store, id, keepsContributions ? 'anonymise' : 'delete', undefined);
        deleted++;
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
        kept++;
        await inTransaction(db, async (trx) => {
          await renewWarning(trx, id, at);
          await recordAudit(trx, RETENTION_ACTOR, {
            action: 'retention.account_kept', targetType: 'user', targetId: id, workspaceId: null,
            summary: 'Inaktives Konto nicht gelöscht: letzter aktiver Inhaber einer unverzichtbaren Berechtigung',
          });
        });
      }
    }
    if (accounts.length < BATCH) return { deleted, kept };
    await nextTurn();
  }
}

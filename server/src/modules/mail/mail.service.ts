import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { getOrgInfoForHost } from '../organisations/organisations.service.js';
import { insertOutboxMail } from './mail-outbox.repository.js';
import { activationMail, passwordResetMail } from './mail.templates.js';

/** Organisation setting (Other) naming the sender of its mails, e.g. `Stadt X <karte@stadt-x.de>`. */
export const ORG_SETTING_MAIL_FROM = 'mail_from';

/** Which account mail: the activation link of a registration or the confirmation of a new password. */
export type AccountMailKind = 'activation' | 'password';

/** Composes the account mail of `kind` with `link` to `to`, in the name of the organisation serving
 *  `host` (its Title is the product name, its setting `mail_from` else MAIL_FROM the sender), and
 *  puts it into the mail outbox (issue 10). Call it with the transaction that stores the link's
 *  token: the mail then exists exactly when the token does, and the outbox sender
 *  (mail-outbox.service.ts) delivers it after the commit, with retries. Throws on database errors
 *  only, which roll the caller's transaction back. */
export async function enqueueAccountMail(
  trx: Db,
  config: Config,
  mail: { host: string | undefined; to: string; kind: AccountMailKind; link: string; validHours: number },
  now = new Date(),
): Promise<void> {
  const org = await getOrgInfoForHost(trx, mail.host);
  const orgFrom = org.Other[ORG_SETTING_MAIL_FROM];
  const from = typeof orgFrom === 'string' && orgFrom.trim() ? orgFrom.trim() : config.mailFrom;
  const render = mail.kind === 'activation' ? activationMail : passwordResetMail;
  const content = render({ title: org.Title, link: mail.link, validHours: mail.validHours });
  const at = now.toISOString();
  await insertOutboxMail(trx, {
    id: newId(), sender: from, recipient: mail.to, subject: content.subject, text: content.text, html: content.html,
    links: JSON.stringify([mail.link]), created_at: at, attempts: 0, next_attempt_at: at, last_error: null,
  });
}

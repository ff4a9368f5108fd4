import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { getOrgInfoForHost } from '../organisations/organisations.service.js';
import { activationMail, passwordResetMail } from './mail.templates.js';
import type { Mailer } from './mail.transport.js';

/** What sending an account mail needs: the database (the organisation of the host), the
 *  configuration (MAIL_FROM), the mailer and the request's logger. */
export type MailDeps = Readonly<{ db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger }>;

/** Organisation setting (Other) naming the sender of its mails, e.g. `Stadt X <karte@stadt-x.de>`. */
export const ORG_SETTING_MAIL_FROM = 'mail_from';

/** Which account mail: the activation link of a registration or the confirmation of a new password. */
export type AccountMailKind = 'activation' | 'password';

/** Sends the account mail of `kind` with `link` to `to`, in the name of the organisation serving
 *  `host`: its Title is the product name, its setting `mail_from` (else MAIL_FROM) the sender.
 *  Returns whether the mail went out; a failure is logged, never thrown, because the caller's
 *  answer must not depend on the mail server (the registrant can ask again to get a new link). */
export async function sendAccountMail(
  deps: MailDeps,
  mail: { host: string | undefined; to: string; kind: AccountMailKind; link: string; validHours: number },
): Promise<boolean> {
  try {
    const org = await getOrgInfoForHost(deps.db, mail.host);
    const orgFrom = org.Other[ORG_SETTING_MAIL_FROM];
    const from = typeof orgFrom === 'string' && orgFrom.trim() ? orgFrom.trim() : deps.config.mailFrom;
    const render = mail.kind === 'activation' ? activationMail : passwordResetMail;
    const content = render({ title: org.Title, link: mail.link, validHours: mail.validHours });
    await deps.mailer.send({ from, to: mail.to, ...content, links: [mail.link] });
    return true;
  } catch (err) {
    deps.log.error({ err, kind: mail.kind }, 'Mail konnte nicht versandt werden');
    return false;
  }
}

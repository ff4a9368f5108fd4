import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { getOrgInfoForHost } from '../organisations/organisations.service.js';
import { insertOutboxMail } from './mail-outbox.repository.js';
import { LANDING_SETTINGS, type Language, offeredLanguages, ORG_SETTING_MAIL_FROM } from '@mitmachkarte/contract';
import { languageOfUser, recipientLanguage } from '../../lib/request-language.js';
import { findAccountLanguage } from './mail-recipients.repository.js';
import { MAILS } from '../../i18n/mails.js';
import type { MailOutbox } from './mail-outbox.service.js';
import {
  accountLockedMail, activationMail, inactiveAccountMail, invitationMail, type MailContent, passwordResetMail, securityNoticeMail, type SecurityNotice, type SecurityNoticeDetail,
} from './mail.templates.js';

/** An account mail: the activation link of a registration, the confirmation link of a new
 *  password (each with the link and its lifetime in minutes), an invitation to a project's team
 *  (docs/product.md §17.4; the link's lifetime in days), the notice that a switched-off account
 *  was registered again (no link), a security notice (mail.templates.ts securityNoticeMail), or
 *  the warning to an account unused for long, with the login page's link and the instant (ISO
 *  8601) after which it is deleted (§17.8). */
export type AccountMail =
  | { kind: 'activation' | 'password'; link: string; validMinutes: number }
  | { kind: 'invitation'; link: string; validDays: number; workspace: string; inviter: string; hasAccount: boolean }
  | { kind: 'locked' }
  | { kind: 'security'; notice: SecurityNotice; byManager: boolean; detail?: SecurityNoticeDetail }
  | { kind: 'inactive'; link: string; months: number; deadline: string; keepsContributions: boolean };

/** Composes the account `mail` to `to`, in the name of the organisation serving
 *  `host` (its Title is the product name, its setting `mail_from` else MAIL_FROM the sender), and
 *  puts it into the mail outbox, in the recipient's language (`to.language`, the account's) when
 *  the organisation offers it, else German (docs/product.md §23.4). Call it with the transaction that stores the link's
 *  token: the mail then exists exactly when the token does, and the outbox sender
 *  (mail-outbox.service.ts) delivers it after the commit, with retries. Throws on database errors
 *  only, which roll the caller's transaction back. */
export async function enqueueAccountMail(
  trx: Db,
  config: Config,
  to: { host: string | undefined; address: string; language?: Language | undefined },
  mail: AccountMail,
  now = new Date(),
): Promise<void> {
  const { org, setting, from } = await senderFor(trx, config, to.host);
  const contact = setting(LANDING_SETTINGS.contactEmail);
  const language = recipientLanguage(to.language, offeredLanguages(org.Other));
  let content: MailContent;
  let links: string[] = [];
  if (mail.kind === 'locked') content = accountLockedMail({ title: org.Title, contact }, language);
  else if (mail.kind === 'security') {
    links = [`${config.publicUrl}/#/resetpassword`];
    content = securityNoticeMail({
      title: org.Title, notice: mail.notice, byManager: mail.byManager, resetLink: links[0]!, contact, ...(mail.detail ? { detail: mail.detail } : {}),
    }, language);
  } else {
    links = [mail.link];
    if (mail.kind === 'invitation') content = invitationMail({ ...mail, title: org.Title, validFor: MAILS[language].validDays({ days: mail.validDays }) }, language);
    else if (mail.kind === 'inactive') content = inactiveAccountMail({ ...mail, title: org.Title }, language);
    else {
      const validFor = MAILS[language].validFor({ minutes: mail.validMinutes });
      content = (mail.kind === 'activation' ? activationMail : passwordResetMail)({ title: org.Title, link: mail.link, validFor }, language);
    }
  }
  await queueMail(trx, from, to.address, content, links, now);
}

/** What a security notice needs: PUBLIC_URL and MAIL_FROM, the outbox's sender (kicked once the
 *  change is committed) and the Host of the request, whose organisation signs the mail. */
export type SecurityMailDeps = Readonly<{ config: Config; outbox: Pick<MailOutbox, 'kick'>; host: string | undefined }>;

/** Puts the security notice `notice` to the holder of `address` into the outbox (docs/security.md,
 *  Accounts and mailed links; OWASP ASVS 4.0.3 2.2.3), in the language of the account at that
 *  address (docs/product.md §23.4). Call it with the transaction of the change, while the account
 *  exists, so that the mail exists exactly when the change does, and kick `deps.outbox` after the
 *  commit. */
export async function enqueueSecurityNotice(trx: Db, deps: SecurityMailDeps, address: string, notice: SecurityNotice, byManager = false, detail?: SecurityNoticeDetail): Promise<void> {
  const language = languageOfUser({ language: await findAccountLanguage(trx, address) });
  await enqueueAccountMail(trx, deps.config, { host: deps.host, address, language }, { kind: 'security', notice, byManager, ...(detail ? { detail } : {}) });
}

/** Puts one mail into the outbox, delivered after the caller's commit with retries. */
async function queueMail(trx: Db, from: string, to: string, content: MailContent, links: string[], now: Date): Promise<void> {
  const at = now.toISOString();
  await insertOutboxMail(trx, {
    id: newId(), sender: from, recipient: to, subject: content.subject, text: content.text, html: content.html,
    links: JSON.stringify(links), created_at: at, attempts: 0, next_attempt_at: at, last_error: null,
    list_unsubscribe: content.listUnsubscribe ?? null,
  });
}

/** Puts a mail to the organisation serving `host` into the outbox: to the first address among its
 *  settings `keys` (in order), else to ADMIN_EMAIL; from its `mail_from`, else MAIL_FROM.
 *  `compose` gets the organisation's title. */
export async function enqueueOrganisationMail(
  db: Db, config: Config, host: string | undefined, keys: readonly string[], compose: (title: string) => MailContent, now = new Date(),
): Promise<void> {
  const { org, setting, from } = await senderFor(db, config, host);
  const to = keys.map(setting).find((v) => v !== undefined) ?? config.adminEmail;
  await queueMail(db, from, to, compose(org.Title), [], now);
}

/** Puts a mail to a follower of an entry (docs/product.md §16.7) into the outbox, in the name of
 *  the organisation serving `host` (the site they followed it on). `compose` gets the
 *  organisation's title and the language to write in: the follower's (`to.language`) when the
 *  organisation offers it, else German (§23). `links` are logged by the local transport. Call it
 *  in the transaction of the change the mail tells of. */
export async function enqueueFollowerMail(
  trx: Db, config: Config, to: { host: string; address: string; language?: Language | undefined },
  compose: (title: string, language: Language) => MailContent, links: string[], now = new Date(),
): Promise<void> {
  const sender = await mailSenderFor(trx, config, to.host);
  const language = recipientLanguage(to.language, sender.languages);
  await enqueueMailAs(trx, sender, to.address, (title) => compose(title, language), links, now);
}

/** Who signs and sends the mails of the site `host`: its organisation's title and sender address
 *  (its `mail_from`, else MAIL_FROM), and the languages it offers (docs/product.md §23). For many
 *  mails of one site in a row (the team's digests, docs/product.md §16.8), looked up once. */
export async function mailSenderFor(db: Db, config: Config, host: string | undefined): Promise<Readonly<{ title: string; from: string; languages: readonly Language[] }>> {
  const { org, from } = await senderFor(db, config, host);
  return { title: org.Title, from, languages: offeredLanguages(org.Other) };
}

/** Puts a mail to `address` in the name of `sender` (mailSenderFor) into the outbox; `compose`
 *  gets the organisation's title. Call it in the transaction of what the mail tells of. */
export async function enqueueMailAs(
  trx: Db, sender: { title: string; from: string }, address: string, compose: (title: string) => MailContent, links: string[], now = new Date(),
): Promise<void> {
  await queueMail(trx, sender.from, address, compose(sender.title), links, now);
}

/** The organisation serving `host`, its non-empty text settings, and the sender of its mails
 *  (its setting `mail_from`, else MAIL_FROM). */
async function senderFor(db: Db, config: Config, host: string | undefined) {
  const org = await getOrgInfoForHost(db, host);
  const setting = (key: string) => {
    const value = org.Other[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  return { org, setting, from: setting(ORG_SETTING_MAIL_FROM) ?? config.mailFrom };
}

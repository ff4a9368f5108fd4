import type { TeamEventKind } from '../db/schema.js';

/** A paragraph of a mail's text, or a link shown on its own line (modules/mail/mail.templates.ts). */
export type MailBlock = string | { link: string };
/** A mail's words: its subject and its blocks, greeting and closing included. */
export type MailWords = Readonly<{ subject: string; blocks: MailBlock[] }>;
/** What a mail to the follower of an entry names (docs/product.md §16.7), each value on one line:
 *  the organisation's product name, the entry's title ('' for none) and layer, the links to the
 *  entry and to end these mails; `reporter`: to the person a team member recorded it for (§16.12). */
export type FollowerWords = Readonly<{ title: string; entry: string; layer: string; mapLink: string; unsubscribeLink: string; reporter?: boolean }>;

/** What a security notice to an account holder tells of (OWASP ASVS 4.0.3 2.2.3, 2.5.5;
 *  docs/security.md, Accounts and mailed links): a new password, two-factor login switched on or
 *  off, new recovery codes, the account deleted, passkeys and linked identity providers. */
export type SecurityNotice = 'password' | 'mfa-on' | 'mfa-off' | 'recovery-codes' | 'account-deleted' | 'passkey-added' | 'passkey-removed' | 'passkeys-reset' | 'identity-linked' | 'identity-unlinked';

/** What a security notice names, each on one line: the organisation's product name, the notice,
 *  whether a user manager did it (else the holder), the page to reset the password, whom to turn
 *  to (`contact`, '' for the organisation's operators), the passkey's name ('' for none) and when
 *  it happened ('' for not said; a time in the mail's language, i18n/mail-dates.ts). */
export type SecurityWords = Readonly<{ title: string; notice: SecurityNotice; byManager: boolean; resetLink: string; contact: string; passkey: string; at: string }>;

/** How a report was closed (docs/product.md §16.3): the content left as it is, hidden, shortened,
 *  or deleted with its entry. */
export type ReportOutcome = 'dismissed' | 'hidden' | 'shortened' | 'deleted';

/** The kinds of the team's events (docs/product.md §16.8): new entries, reports, contributions
 *  waiting for approval. */
export type { TeamEventKind };

/** What every team mail names: the organisation's product name, the project, the link into the
 *  team's inbox and the link that ends the project's team mails. */
export type TeamWords = Readonly<{ title: string; workspace: string; inboxLink: string; unsubscribeLink: string }>;

/** One event of the team: its kind, whether a comment is meant (not the entry), the entry's title
 *  ('' for none) and map, the link to the entry on the map. */
export type TeamEventWords = Readonly<{ kind: TeamEventKind; comment: boolean; entry: string; layer: string; mapLink: string }>;

/** An overdue entry in a reminder: title ('' for none), map, link, whether the answer or the
 *  completion is overdue, and since how many days (0: today). */
export type OverdueWords = Readonly<{ entry: string; layer: string; mapLink: string; kind: 'antwort' | 'erledigung'; days: number }>;

/** The confirmation of an area alert by e-mail (docs/product.md §24.2): the organisation's product
 *  name, the link to the page that confirms, and after how many days an unconfirmed alert goes. */
export type AlertConfirmWords = Readonly<{ title: string; link: string; days: number }>;
/** One piece of news of an area alert: a new entry or a new status (its label), the entry's title
 *  ('' for none), its map, and its link. */
export type AlertItemWords = Readonly<{ kind: 'neu' | 'status'; entry: string; layer: string; status: string; mapLink: string }>;
/** An area alert's mail: at once (one item) or a digest (`count` news, the first listed, `rest`
 *  more), with the links to the alert's feed and to end the alert. */
export type AlertWords = Readonly<{
  title: string; frequency: 'sofort' | 'taeglich' | 'woechentlich'; count: number; items: readonly AlertItemWords[]; rest: number; feedLink: string; unsubscribeLink: string;
}>;

/** The values of an update mail (docs/product.md §25.5): the organisation (`title`), the project,
 *  the update's title and text (Markdown, as plain text), the project page's link, the unsubscribe
 *  link, and why it comes: the recipient follows the project, else they took part in it. */
export type ProjectUpdateWords = Readonly<{
  title: string; project: string; updateTitle: string; text: string; projectLink: string; unsubscribeLink: string; follows: boolean;
}>;

/** A paragraph of a mail's text, or a link shown on its own line (modules/mail/mail.templates.ts). */
export type MailBlock = string | { link: string };
/** A mail's words: its subject and its blocks, greeting and closing included. */
export type MailWords = Readonly<{ subject: string; blocks: MailBlock[] }>;
/** What a mail to the follower of an entry names (docs/product.md §16.7), each value on one line:
 *  the organisation's product name, the entry's title ('' for none) and layer, the links to the
 *  entry and to end these mails; `reporter`: to the person a team member recorded it for (§16.12). */
export type FollowerWords = Readonly<{ title: string; entry: string; layer: string; mapLink: string; unsubscribeLink: string; reporter?: boolean }>;

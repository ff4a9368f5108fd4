import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import { newId } from '../../lib/ids.js';

/** One composed mail: German plain text and HTML, the links it carries (logged by the outbox
 *  transport so that a local install works without a mail server), and where a one-click
 *  unsubscribe posts, if it has one (RFC 8058). */
export type OutgoingMail = Readonly<{
  from: string; to: string; subject: string; text: string; html: string; links: readonly string[]; listUnsubscribe?: string | null;
}>;

/** Sends mails; the only user of nodemailer (docs/architecture.md §1). */
export interface Mailer {
  /** Sends one mail; rejects if the transport fails. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** How long an SMTP server may take before a send fails (ms): a registrant should not wait for
 *  nodemailer's defaults of several minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A transport made on the first mail, with nodemailer loaded then and not at start-up
 *  (docs/runtime.md §1); `close` ends it if it was made. */
function lazyTransport(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    close: () => void transport?.then((t) => t.close(), () => undefined),
  };
}

/** The mailer of the configuration (docs/architecture.md §4 SMTP_URL): SMTP when SMTP_URL is set; otherwise
 *  every mail is written to DATA_DIR/outbox/<timestamp>-<id>.eml and its links are logged (info). */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = lazyTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      send: async (mail) => {
        const info = await (await transport.get()).sendMail(toMessage(mail)) as { messageId: string };
        log.info({ messageId: info.messageId }, 'Mail über SMTP versandt');
      },
      close: transport.close,
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    send: async (mail) => {
      const info = await (await transport.get()).sendMail(toMessage(mail)) as { message: Buffer };
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
      // The file holds live links: readable by the server's user only.
      await fs.writeFile(file, info.message, { mode: 0o600 });
      log.info({ file, subject: mail.subject, links: mail.links }, 'Mail in DATA_DIR/outbox geschrieben (SMTP_URL ist nicht gesetzt)');
    },
    close: transport.close,
  };
}

/** nodemailer's message; with an unsubscribe address the two headers of RFC 8058 §3.1, so that a
 *  mail program offers „Abbestellen“ and posts `List-Unsubscribe=One-Click` there. */
const toMessage = (mail: OutgoingMail) => ({
  from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html,
  ...(mail.listUnsubscribe
    ? { headers: { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
    : {}),
});

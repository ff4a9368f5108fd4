/** A real SMTP peer for the browser specs (DESIGN.md §3): smtp-server on a free port of
 *  127.0.0.1 that parses every mail with mailparser and keeps it, so that a spec can read the
 *  activation and password links the server sends (start the server with `SMTP_URL = peer.url`). */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received mail: the parsed message and the envelope recipients (lower case). */
export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export class SmtpPeer {
  readonly mails: ReceivedMail[] = [];
  private waiters: (() => void)[] = [];

  private constructor(private readonly server: SMTPServer, readonly port: number) {}

  /** Starts a peer on a free port: no TLS, authentication optional. */
  static async start(): Promise<SmtpPeer> {
    const received: ((mail: ReceivedMail) => void)[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            received.forEach((r) => r(Object.assign(mail, { envelopeTo })));
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const peer = new SmtpPeer(server, (server.server.address() as AddressInfo).port);
    received.push((mail) => peer.receive(mail));
    return peer;
  }

  /** The server's SMTP_URL for this peer. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private receive(mail: ReceivedMail): void {
    this.mails.push(mail);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The mails received for `address` so far. */
  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.envelopeTo.includes(address.toLowerCase()));
  }

  /** Waits until `address` has received `count` mails in all and returns the latest; throws after
   *  `timeoutMs`. */
  async waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (this.mailsTo(address).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail #${count} to ${address} within ${timeoutMs} ms (got ${this.mailsTo(address).length}).`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.mailsTo(address).at(-1)!;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The first link whose path starts with `pathPrefix` (e.g. `/api/v1/auth/activate/`) in the
 *  plain-text part of a mail. */
export function linkIn(mail: ParsedMail, pathPrefix: string): URL {
  const links = (mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
  const link = links.map((l) => new URL(l)).find((u) => u.pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No link to ${pathPrefix}… in the mail:\n${mail.text ?? '(no text part)'}`);
  return link;
}

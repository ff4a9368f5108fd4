import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received mail: the parsed message and the envelope recipients (lower case). */
export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

/** A real SMTP peer for tests (docs/architecture.md §3): smtp-server on a free port of 127.0.0.1, no TLS,
 *  authentication optional; collects every mail parsed by mailparser, so that a test can read the
 *  activation and password links the server sends (start the server with `SMTP_URL = peer.url`).
 *  The one copy for the server's route tests and the browser specs (e2e/specs/fixtures.ts). */
export class SmtpPeer {
  readonly mails: ReceivedMail[] = [];
  private waiters: (() => void)[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.receive({ ...mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()) } as ReceivedMail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  #port = 0;
  private constructor() {}

  /** Starts a peer on `port` (default: a free one). */
  static async start(port = 0): Promise<SmtpPeer> {
    const peer = new SmtpPeer();
    await new Promise<void>((resolve, reject) => {
      peer.server.once('error', reject);
      peer.server.listen(port, '127.0.0.1', () => resolve());
    });
    peer.#port = (peer.server.server.address() as AddressInfo).port;
    return peer;
  }

  get port(): number {
    return this.#port;
  }

  /** SMTP_URL for the app under test. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private receive(mail: ReceivedMail) {
    this.mails.push(mail);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Mails received for `address` so far. */
  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.envelopeTo.includes(address.toLowerCase()));
  }

  /** Waits until `address` has received `count` mails in all, or throws after `timeoutMs`.
   *  Returns the latest one. */
  async waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (this.mailsTo(address).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms (got ${this.mailsTo(address).length})`);
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

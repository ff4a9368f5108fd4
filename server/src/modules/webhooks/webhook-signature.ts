import { createHmac } from 'node:crypto';

/** The signature of a delivery, as Stripe signs its webhooks (docs/product.md §24.6): the header
 *  value `t=<unix seconds>,v1=<hex HMAC-SHA256 under the secret of "<t>.<body>">`. The receiver
 *  computes the same over the raw body it got and compares, and refuses old timestamps (replays). */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

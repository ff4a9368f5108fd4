import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { validation } from '../../lib/app-error.js';
import { getOrgInfoForHost } from '../organisations/organisations.service.js';
import { say } from '../../i18n/messages.js';

/** The WebAuthn relying party of a request (docs/security.md, Passkeys). One server serves
 *  several organisations, each on its own host (docs/product.md §10.1), so the party is the host
 *  the browser asked: `rpId` is the request's Host without its port, `origin` the scheme of
 *  PUBLIC_URL (https or http) with that Host, `name` the serving organisation's title. A passkey
 *  made on one organisation's host therefore works on that host only; the browser refuses to use
 *  it anywhere else, and the server checks the origin and the hash of the rpId that the
 *  authenticator signed. */
export type RelyingParty = Readonly<{ rpId: string; origin: string; name: string }>;

const HOST = /^(?<name>[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The relying party for the Host header `host`; VALIDATION for a missing or malformed one. */
export async function relyingPartyOf(db: Db, config: Config, host: string | undefined): Promise<RelyingParty> {
  const match = host ? HOST.exec(host) : null;
  if (!host || !match?.groups) throw validation(say('passkeysNotHere'));
  const scheme = config.isHttps ? 'https' : 'http';
  return { rpId: match.groups.name!.toLowerCase(), origin: `${scheme}://${host.toLowerCase()}`, name: (await getOrgInfoForHost(db, host)).Title };
}

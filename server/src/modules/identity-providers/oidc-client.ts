import type { Configuration } from 'openid-client';
import type { IdentityProvidersTable } from '../../db/schema.js';
import { open } from '../../lib/secret-box.js';

/** The openid-client configuration of a provider (OpenID Connect Discovery 1.0): its metadata
 *  fetched from the issuer's `/.well-known/openid-configuration` (the issuer in it must equal the
 *  configured one, which openid-client checks) and the client's authentication — the client
 *  secret (HTTP Basic) when one is stored, none for a public client that relies on PKCE alone.
 *  http issuers are allowed only for localhost and 127.0.0.1 (the contract's IssuerUrl). */

/** How long a provider's metadata is kept (ms): an hour. */
const DISCOVERY_MS = 3600_000;
/** How long discovery may take (s). */
const DISCOVERY_TIMEOUT_S = 10;

type Cached = { key: string; at: number; config: Configuration };
const cache = new Map<string, Cached>();

/** Discovers `issuer` for `clientId` with `clientSecret` (plain, '' for none). Throws what
 *  openid-client throws for an unreachable or invalid issuer. */
export async function discoverProvider(issuer: string, clientId: string, clientSecret: string): Promise<Configuration> {
  // openid-client is loaded when someone signs in through a provider, not at start-up (docs/runtime.md §1).
  const client = await import('openid-client');
  const url = new URL(issuer);
  const auth = clientSecret ? client.ClientSecretBasic(clientSecret) : client.None();
  return client.discovery(url, clientId, clientSecret ? undefined : { token_endpoint_auth_method: 'none' }, auth, {
    timeout: DISCOVERY_TIMEOUT_S,
    ...(url.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
  });
}

/** The configuration of a stored provider, kept for DISCOVERY_MS and renewed when the provider
 *  was changed. `secret`: the server's secret that sealed the client secret. */
export async function providerConfiguration(secret: string, row: IdentityProvidersTable, now = Date.now()): Promise<Configuration> {
  const key = `${row.updated_at}|${row.issuer}|${row.client_id}`;
  const kept = cache.get(row.id);
  if (kept && kept.key === key && now - kept.at < DISCOVERY_MS) return kept.config;
  const config = await discoverProvider(row.issuer, row.client_id, row.client_secret ? open(secret, row.client_secret) : '');
  cache.set(row.id, { key, at: now, config });
  return config;
}

/** Forgets the kept configuration of a provider (after a failed sign-in, so that new keys or
 *  endpoints are fetched next time). */
export const forgetProviderConfiguration = (providerId: string) => cache.delete(providerId);

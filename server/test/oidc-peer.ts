// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types, and the e2e project includes this file without its folder
/// <reference path="./oidc-provider.d.ts" />
import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real OpenID provider for tests (oidc-provider, certified): its own RSA signing key (JWKS),
 *  static clients, PKCE required, users with e-mail, `email_verified` and `groups` (scope
 *  `groups`), and RP-initiated logout.
 *  Its interaction logs in the account named by `login` at once (no pages; the tests choose who
 *  signs in) and grants the requested scopes; the ID token names `amr` when the test sets it. `tamper` changes the next ID token the token
 *  endpoint answers — a claim replaced and the token signed again with the provider's own key, or
 *  left unsigned (alg none) — so that the app's checks of issuer, audience, expiry, nonce and
 *  signature are each met by one wrong detail. */

/** `claims`: further claims answered for the scope `openid` (at the UserInfo endpoint), as a
 *  broker's protocol mappers add them — e.g. BROKER_CLAIMS of a Keycloak that brokers BundID
 *  (docs/deployment.md, BundID through Keycloak); `acr`: the ID token's acr of the next login. */
export type PeerAccount = { email: string; emailVerified: boolean; name: string; groups?: string[]; claims?: Record<string, unknown>; acr?: string };

/** The claim names the documented Keycloak realm's protocol mappers emit for BundID sign-ins
 *  (docs/deployment.md, BundID through Keycloak): the trust level BundID sent
 *  (STORK-QAA-Level-1…4) and the municipality key the realm derived. */
export const BROKER_CLAIMS = { trustLevel: 'vertrauensniveau', municipalityKey: 'gemeindeschluessel' } as const;
export type Tamper = { claims?: Record<string, unknown>; unsigned?: boolean };

export type OidcPeer = {
  issuer: string;
  /** The account (sub) the next interaction logs in. */
  login: string;
  /** The authentication methods (`amr`, RFC 8176) the next logins name in their ID token;
   *  undefined: none. */
  amr: string[] | undefined;
  accounts: Map<string, PeerAccount>;
  /** Applied to the next token answer, then cleared. */
  tamper: Tamper | undefined;
  /** How many sessions the provider ended through its logout. */
  logouts: number;
  close: () => Promise<void>;
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Starts the provider on a random port of 127.0.0.1 for the clients `clients` (id, secret and
 *  the redirect and post-logout addresses). */
export async function startOidcPeer(clients: { clientId: string; clientSecret: string; redirectUri: string; postLogoutUri: string }[]): Promise<OidcPeer> {
  const { default: Provider } = await import('oidc-provider');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const peer: OidcPeer = { issuer, login: '', amr: undefined, accounts: new Map(), tamper: undefined, logouts: 0, close: async () => {} };

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId, client_secret: c.clientSecret, redirect_uris: [c.redirectUri], post_logout_redirect_uris: [c.postLogoutUri],
      response_types: ['code'], grant_types: ['authorization_code'], token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk as never] },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    // The acr values a login may carry (PeerAccount.acr): oidc-provider issues none without them.
    acrValues: ['http://eidas.europa.eu/LoA/low', 'http://eidas.europa.eu/LoA/substantial', 'http://eidas.europa.eu/LoA/high'],
    // acr, auth_time and sid as oidc-provider's defaults have them (a `claims` of one's own replaces
    // those); acr with the scope openid, so that every ID token carries it, as Keycloak's do.
    claims: { acr: null, auth_time: null, sid: null, openid: ['sub', 'amr', 'acr', BROKER_CLAIMS.trustLevel, BROKER_CLAIMS.municipalityKey], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { body: unknown }, form: string) => {
          // No page: the form posts itself with logout=yes, as a person confirming would.
          ctx.body = `<!doctype html><html><body>${form}<script>document.forms[0].submit()</script></body></html>`;
        },
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = peer.accounts.get(sub);
      // The methods of the login (`amr`) as a claim of the ID token, as Keycloak's AMR mapper sends them.
      return account && { accountId: sub, claims: async () => ({ ...account.claims, sub, email: account.email, email_verified: account.emailVerified, name: account.name, groups: account.groups ?? [], ...(peer.amr ? { amr: peer.amr } : {}) }) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  provider.on('end_session.success', () => { peer.logouts += 1; });
  const callback = provider.callback();

  /** The interaction: logs in `peer.login`, then grants what the client asked for. */
  async function interact(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      const acr = peer.accounts.get(peer.login)?.acr;
      await provider.interactionFinished(req, res, { login: { accountId: peer.login, ...(acr ? { acr } : {}) } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
    grant.addOIDCScope(String(details.params.scope));
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  /** Rewrites the token answer's ID token (peer.tamper). */
  function tamperToken(body: string, tamper: Tamper): string {
    const answer = JSON.parse(body) as { id_token?: string };
    if (!answer.id_token) return body;
    const payload = { ...JSON.parse(Buffer.from(answer.id_token.split('.')[1]!, 'base64url').toString()), ...tamper.claims };
    if (tamper.unsigned) {
      answer.id_token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    } else {
      const input = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(payload)}`;
      answer.id_token = `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
    }
    return JSON.stringify(answer);
  }

  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
      return;
    }
    const tamper = peer.tamper;
    if (tamper && req.method === 'POST' && req.url?.startsWith('/token')) {
      peer.tamper = undefined;
      const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
      res.end = ((chunk?: unknown) => {
        const body = tamperToken(String(chunk ?? ''), tamper);
        res.setHeader('content-length', Buffer.byteLength(body));
        return end(body);
      }) as typeof res.end;
    }
    void callback(req, res);
  });
  peer.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return peer;
}

/** The few parts of oidc-provider (which ships no types) that test/oidc-peer.ts uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Ctx = { body: unknown };
  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };
  type Interaction = { uid: string; prompt: { name: string }; params: Record<string, unknown>; session?: { accountId: string } };
  class Grant {
    constructor(opts: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: {
      clients: Record<string, unknown>[];
      jwks: { keys: unknown[] };
      pkce: { required: () => boolean };
      cookies: { keys: string[] };
      acrValues?: string[];
      claims: Record<string, string[] | null>;
      features: Record<string, unknown>;
      findAccount: (ctx: Ctx, sub: string) => Promise<Account | undefined>;
      interactions: { url: (ctx: Ctx, interaction: Interaction) => string };
    });
    Grant: typeof Grant;
    on(event: string, listener: () => void): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, opts?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}

import { z } from 'zod';
import { Id } from './common.js';
import { MAX_PASSWORD_LENGTH } from './limits.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** Sign-in through an organisation's OpenID Connect providers (docs/product.md §14.1). */

/** Who may sign in through a provider: the team (accounts holding any permission), citizens
 *  (accounts without one) or both. */
export const IdentityProviderAudience = z.enum(['staff', 'citizens', 'both'], { error: FIELD_MESSAGES.providerAudienceMissing });
export type IdentityProviderAudience = z.infer<typeof IdentityProviderAudience>;

/** An issuer URL: https, or http only for localhost and 127.0.0.1 (a provider started by tests or
 *  on the same machine; docs/security.md, Sign-in through identity providers). */
export const IssuerUrl = z.string().trim().max(500).refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
  } catch {
    return false;
  }
}, FIELD_MESSAGES.issuerHttps);

/** A row of a provider's group mapping (docs/product.md §14.1): accounts whose claim `Claim` (a
 *  name or a dotted path such as `realm_access.roles`; a text or a list of texts) holds `Value`
 *  are members of the group `GroupID`; the provider decides the membership of every group it
 *  maps, at each sign-in. */
export const GroupMapping = z.strictObject({
  Claim: z.string().trim().min(1, FIELD_MESSAGES.claimNameMissing).max(100).regex(/^[\w:-]+(\.[\w:-]+)*$/, FIELD_MESSAGES.claimPathFormat),
  Value: z.string().trim().min(1, FIELD_MESSAGES.claimValueMissing).max(200),
  GroupID: Id,
});
export type GroupMapping = z.infer<typeof GroupMapping>;

const CLAIM_PATH = /^[\w:-]+(\.[\w:-]+)*$/;
const CLAIM_PATH_MESSAGE = FIELD_MESSAGES.claimPathFormat;
const OptionalClaim = z.string().trim().max(100).refine((c) => c === '' || CLAIM_PATH.test(c), CLAIM_PATH_MESSAGE);
const VerificationValue = z.string().trim().min(1, FIELD_MESSAGES.verificationValueMissing).max(200);

/** „Verifizierung“ of a provider (docs/product.md §14.1, Verified residents): a sign-in through
 *  it counts as verified when its ID token's `acr` is one of `AcrValues`, or its claim `Claim` (a
 *  name or a dotted path) holds one of `ClaimValues` (a text, number or true/false, or a list of
 *  them). `MunicipalityClaim` names the claim holding the municipality key (8 digits) of a verified
 *  sign-in. Nothing set: nobody is verified through it. */
export const ProviderVerification = z.strictObject({
  AcrValues: z.array(VerificationValue).max(20, FIELD_MESSAGES.tooManyAcr).default([]),
  Claim: OptionalClaim.default(''),
  ClaimValues: z.array(VerificationValue).max(20, FIELD_MESSAGES.tooManyClaimValues).default([]),
  MunicipalityClaim: OptionalClaim.default(''),
}).superRefine((v, ctx) => {
  if (v.Claim && v.ClaimValues.length === 0) ctx.addIssue({ code: 'custom', path: ['ClaimValues'], message: FIELD_MESSAGES.claimValuesMissing });
  if (!v.Claim && v.ClaimValues.length > 0) ctx.addIssue({ code: 'custom', path: ['Claim'], message: FIELD_MESSAGES.claimMissing });
  if (v.MunicipalityClaim && !v.Claim && v.AcrValues.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['MunicipalityClaim'], message: FIELD_MESSAGES.municipalityClaimNeedsVerification });
  }
});
export type ProviderVerification = z.output<typeof ProviderVerification>;
export const NO_VERIFICATION: ProviderVerification = Object.freeze({ AcrValues: [], Claim: '', ClaimValues: [], MunicipalityClaim: '' }) as ProviderVerification;

/** Whether `v` can verify anyone at all. */
export const verifiesAnyone = (v: ProviderVerification) => v.AcrValues.length > 0 || (v.Claim !== '' && v.ClaimValues.length > 0);

/** GET /admin/organisation/{id}/identity-providers item; the client secret is never sent back. */
export const IdentityProvider = z.object({
  ID: Id,
  Label: z.string(),
  Issuer: z.string(),
  ClientId: z.string(),
  HasClientSecret: z.boolean(),
  Scopes: z.string(),
  Audience: IdentityProviderAudience,
  Enabled: z.boolean(),
  GroupMappings: z.array(GroupMapping),
  Verification: ProviderVerification,
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type IdentityProvider = z.infer<typeof IdentityProvider>;

/** POST/PUT body of a provider; an empty `ClientSecret` on PUT keeps the stored one. */
export const IdentityProviderBody = z.strictObject({
  Label: z.string().trim().min(1, FIELD_MESSAGES.providerLabelMissing).max(60, FIELD_MESSAGES.providerLabelTooLong),
  Issuer: IssuerUrl,
  ClientId: z.string().trim().min(1, FIELD_MESSAGES.clientIdMissing).max(300),
  ClientSecret: z.string().max(500).default(''),
  Scopes: z.string().trim().max(300).regex(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/, FIELD_MESSAGES.scopesFormat)
    .refine((s) => s.split(' ').includes('openid'), FIELD_MESSAGES.scopesOpenid).default('openid email profile'),
  Audience: IdentityProviderAudience.default('both'),
  Enabled: z.boolean().default(true),
  GroupMappings: z.array(GroupMapping).max(100, FIELD_MESSAGES.tooManyGroupMappings).default([]),
  Verification: ProviderVerification.default({ AcrValues: [], Claim: '', ClaimValues: [], MunicipalityClaim: '' }),
});
export type IdentityProviderBody = z.input<typeof IdentityProviderBody>;

export const IdentityProviderParams = z.object({ id: Id, providerId: Id });

/** GET /auth/providers item: a button „Anmelden mit {Label}“ on the login page; `Verifies`: its
 *  sign-ins can make an account a verified resident (docs/product.md §14.1). */
export const PublicIdentityProvider = z.object({ ID: Id, Label: z.string(), Verifies: z.boolean() });
export type PublicIdentityProvider = z.infer<typeof PublicIdentityProvider>;

/** A return path after sign-in: a hash route of this site only (no open redirect). */
export const ReturnPath = z.string().max(500).regex(/^#\/[^\s\\]*$/, FIELD_MESSAGES.returnPathInvalid).default('#/');

/** GET /auth/oidc/{providerId}/start query. */
export const OidcStartQuery = z.object({ return: ReturnPath });

/** GET /auth/oidc/callback query (RFC 6749 §4.1.2; error answers §4.1.2.1). Unknown parameters
 *  (iss, session_state) are kept for openid-client's checks. */
export const OidcCallbackQuery = z.looseObject({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});


/** GET /auth/oidc/pending: the provider's answer waiting for the person's confirmation. `Kind`
 *  'link': an account with this (verified) address exists; its password links it. 'create': a
 *  new account is made on confirmation, with the organisation's terms if it has any. */
export const OidcPending = z.object({
  Provider: z.string(),
  Kind: z.enum(['link', 'create']),
  Email: z.string(),
  Name: z.string(),
  TermsVersion: z.string().optional(),
});
export type OidcPending = z.infer<typeof OidcPending>;

/** POST /auth/oidc/pending/link body: the existing account's password. */
export const OidcLinkBody = z.strictObject({ Password: z.string().min(1, FIELD_MESSAGES.passwordMissing).max(MAX_PASSWORD_LENGTH) });
/** POST /auth/oidc/pending/create body: the version of the organisation's terms the person accepts, when it has some. */
export const OidcCreateBody = z.strictObject({ AcceptTerms: z.string().max(100).optional() });
/** Answer of both confirmations: where the web app goes next. */
export const OidcConfirmed = z.object({ Return: z.string(), MfaRequired: z.boolean().optional() });

/** GET /auth/account/identities item: a provider of the site's organisation and the link, if any;
 *  `Verifies`: the provider can verify residents; `Verification`: what it vouched for at the
 *  latest sign-in through it, when that counted as verified (docs/product.md §14.1). */
export const AccountIdentity = z.object({
  ProviderID: Id, Label: z.string(), Linked: z.boolean(), LinkedAt: z.string().optional(), Verifies: z.boolean(),
  Verification: z.object({ Assurance: z.string(), MunicipalityKey: z.string().nullable(), VerifiedAt: z.string() }).optional(),
});
export type AccountIdentity = z.infer<typeof AccountIdentity>;


import { z } from 'zod';
import { CurrentPassword } from './mfa.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Passkeys (WebAuthn Level 2, W3C Recommendation; docs/security.md, Passkeys). The browser's
 *  answers travel as @simplewebauthn/browser gives them (base64url fields); the server checks
 *  them, so the contract only bounds their size and shape. */

/** How many passkeys one account may hold. */
export const MAX_PASSKEYS = 20;
/** The longest name of a passkey (characters). */
export const MAX_PASSKEY_NAME_LENGTH = 60;
/** The longest answer of an authenticator accepted (bytes of JSON, about): attestation objects of
 *  'none' attestation are a few hundred bytes. */
const MAX_CREDENTIAL_FIELD = 16_384;

const B64 = z.string().max(MAX_CREDENTIAL_FIELD).regex(/^[A-Za-z0-9_-]*={0,2}$/, FIELD_MESSAGES.passkeyAnswerInvalid);

/** A passkey's name as the holder chose it. */
export const PasskeyName = z.string().trim().min(1, FIELD_MESSAGES.passkeyNameMissing)
  .max(MAX_PASSKEY_NAME_LENGTH, fieldMessage('nameMaxLength', { max: MAX_PASSKEY_NAME_LENGTH }));

/** The browser's answer to navigator.credentials.create() (RegistrationResponseJSON). */
export const PasskeyRegistrationResponse = z.object({
  id: B64.min(1), rawId: B64.min(1), type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: B64, attestationObject: B64,
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(), publicKey: B64.optional(), authenticatorData: B64.optional(),
  }).passthrough(),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
}).passthrough();

/** The browser's answer to navigator.credentials.get() (AuthenticationResponseJSON). */
export const PasskeyAuthenticationResponse = z.object({
  id: B64.min(1), rawId: B64.min(1), type: z.literal('public-key'),
  response: z.object({ clientDataJSON: B64, authenticatorData: B64, signature: B64, userHandle: B64.optional() }).passthrough(),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
}).passthrough();

/** POST /auth/passkeys/registration/options body: the current password, so that a taken-over
 *  session cannot add a passkey of its own (docs/security.md, Passkeys). */
export const StartPasskeyRegistrationBody = z.strictObject({ Password: CurrentPassword });
export type StartPasskeyRegistrationBody = z.infer<typeof StartPasskeyRegistrationBody>;

/** POST /auth/passkeys/registration body. */
export const RegisterPasskeyBody = z.strictObject({ Response: PasskeyRegistrationResponse, Name: PasskeyName.optional() });
export type RegisterPasskeyBody = z.infer<typeof RegisterPasskeyBody>;

/** POST /auth/passkeys/login and POST /auth/mfa/passkey body. */
export const PasskeyLoginBody = z.strictObject({ Response: PasskeyAuthenticationResponse });
export type PasskeyLoginBody = z.infer<typeof PasskeyLoginBody>;

/** PUT /auth/passkeys/{id} body. */
export const RenamePasskeyBody = z.strictObject({ Name: PasskeyName });
export type RenamePasskeyBody = z.infer<typeof RenamePasskeyBody>;

/** A passkey id in a path: its credential id, base64url. */
export const PasskeyIdParams = z.object({ id: z.string().min(1).max(1400).regex(/^[A-Za-z0-9_-]+$/, FIELD_MESSAGES.passkeyUnknown) });

/** A passkey of the own account as the profile lists it. */
export const Passkey = z.object({ ID: z.string(), Name: z.string(), CreatedAt: z.string(), LastUsedAt: z.string().nullable() });
export type Passkey = z.infer<typeof Passkey>;

/** The options for navigator.credentials.create()/get() as @simplewebauthn/server makes them
 *  (PublicKeyCredentialCreationOptionsJSON / …RequestOptionsJSON), passed to the browser as is. */
export const PasskeyOptions = z.record(z.string(), z.unknown());
export type PasskeyOptions = z.infer<typeof PasskeyOptions>;

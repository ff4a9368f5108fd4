import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** A software authenticator for the tests (WebAuthn Level 2 §6): one ES256 key pair per
 *  credential made with node:crypto, 'none' attestation, authenticator data with the rpId's hash,
 *  the flags UP|UV (|AT with attested credential data and the COSE key) and a signature counter.
 *  It answers the options the server sends as a browser would (base64url JSON,
 *  @simplewebauthn/browser's shapes); `overrides` falsify single parts to test the refusals. */

const b64u = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** What a test may falsify in one answer. */
export type Overrides = Partial<{ origin: string; rpId: string; challenge: string; userVerified: boolean; counter: number; type: string }>;

type Credential = { id: Buffer; privateKey: KeyObject; publicKey: KeyObject; counter: number; userHandle?: string };

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  /** `origin`: the page's origin the browser puts into the client data, e.g. http://localhost:80. */
  constructor(public origin: string) {}

  private clientData(type: string, challenge: string, o: Overrides) {
    return Buffer.from(JSON.stringify({ type: o.type ?? type, challenge: o.challenge ?? challenge, origin: o.origin ?? this.origin, crossOrigin: false }));
  }

  private authData(rpId: string, o: Overrides, counter: number, attested?: Credential): Buffer {
    const flags = 0x01 | ((o.userVerified ?? true) ? 0x04 : 0) | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(o.counter ?? counter);
    const parts: Buffer[] = [sha256(o.rpId ?? rpId), Buffer.from([flags]), count];
    if (attested) {
      const len = Buffer.alloc(2);
      len.writeUInt16BE(attested.id.length);
      const jwk = attested.publicKey.export({ format: 'jwk' });
      const cose = new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]);
      parts.push(Buffer.alloc(16), len, attested.id, Buffer.from(isoCBOR.encode(cose)));
    }
    return Buffer.concat(parts);
  }

  /** Answers navigator.credentials.create() options: a new credential. */
  register(options: Record<string, unknown>, o: Overrides = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const user = options.user as { id: string };
    const cred: Credential = { id: randomBytes(32), privateKey, publicKey, counter: 0, userHandle: user.id };
    const rpId = (options.rp as { id: string }).id;
    const authData = this.authData(rpId, o, 0, cred);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    this.credentials.push(cred);
    return {
      id: b64u(cred.id), rawId: b64u(cred.id), type: 'public-key',
      response: { clientDataJSON: b64u(this.clientData('webauthn.create', options.challenge as string, o)), attestationObject: b64u(attestationObject), transports: ['internal'] },
      clientExtensionResults: {}, authenticatorAttachment: 'platform',
    };
  }

  /** Answers navigator.credentials.get() options with credential `index` (default: the last
 *    made), raising its counter by one unless `o.counter` says otherwise. */
  authenticate(options: Record<string, unknown>, o: Overrides = {}, index = this.credentials.length - 1) {
    const cred = this.credentials[index]!;
    if (o.counter === undefined) cred.counter += 1;
    const authData = this.authData(options.rpId as string, o, cred.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge as string, o);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), cred.privateKey);
    return {
      id: b64u(cred.id), rawId: b64u(cred.id), type: 'public-key',
      response: { clientDataJSON: b64u(clientDataJSON), authenticatorData: b64u(authData), signature: b64u(signature), userHandle: cred.userHandle },
      clientExtensionResults: {}, authenticatorAttachment: 'platform',
    };
  }
}

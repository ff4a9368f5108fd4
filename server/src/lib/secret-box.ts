import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** Encrypts small secrets kept in the database (TOTP secrets) with AES-256-GCM under a key derived
 *  from the server's secret (HMAC-SHA256 with a purpose label), so that a copy of the database
 *  alone does not reveal them. Text form: base64url of iv (12 bytes) ‖ tag (16) ‖ ciphertext. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('mitmachkarte/secret-box/v1').digest();

export function seal(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The plain text of `sealed`; throws if it was not sealed under `secret` or was changed. */
export function open(secret: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

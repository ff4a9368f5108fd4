import { useRef } from 'react';

/** A fresh Idempotency-Key: a random UUID. `crypto.randomUUID` exists only in secure
 *  contexts (HTTPS, localhost); elsewhere the same version-4 UUID is built from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The Idempotency-Key of one form's submission (POST /gis/point, /gis/comment): `keyFor(body)`
 *  gives the same key while the same body is sent again (Speichern after a network error — the
 *  server answers the first result instead of storing it twice) and a new key when the body
 *  changed (the server would refuse a known key with another body, 409). `done()` after success
 *  forgets the key, so the next entry gets its own; a form that is discarded unmounts and takes
 *  its key along. */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; body: string } | undefined>(undefined);
  const keyFor = (body: unknown): string => {
    const json = JSON.stringify(body);
    if (current.current?.body !== json) current.current = { key: newIdempotencyKey(), body: json };
    return current.current.key;
  };
  const done = () => {
    current.current = undefined;
  };
  return { keyFor, done };
}

import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { JSON_MAX_DEPTH } from '@mitmachkarte/contract';
import { AppError, validation } from '../lib/app-error.js';
import { say } from '../i18n/messages.js';

/** Deepest nesting of brackets outside strings in a JSON text, stopping early past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): they
 *  reorder what a name or comment shows ("Trojan Source", CVE-2021-42574) and no text entered on
 *  a keyboard needs them; the marks U+200E/U+200F of right-to-left text stay allowed. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

const rejectControls = (key: string, value: unknown) => {
  if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
    throw validation(say('nulInRequest'));
  }
  if (BIDI_CONTROLS.test(key) || (typeof value === 'string' && BIDI_CONTROLS.test(value))) {
    throw validation(say('bidiInRequest'));
  }
  return value;
};

/** Input the database or the validators cannot take, refused with 400 and a German message before
 *  any route runs: NUL characters in the URL or a JSON body (PostgreSQL cannot store them in
 *  text), bidirectional override controls in a JSON body, `__proto__`/`constructor` keys (prototype pollution) and JSON nested deeper than
 *  JSON_MAX_DEPTH (recursive validation would exhaust the stack). */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    done(req.url.includes('%00') ? validation(say('nulInAddress')) : undefined);
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(validation(say('emptyBody')), undefined);
    if (jsonDepthExceeds(text, JSON_MAX_DEPTH)) return done(validation(say('nestedTooDeep')), undefined);
    try {
      done(null, secureJson.parse(text, rejectControls, { protoAction: 'error', constructorAction: 'error' }));
    } catch (err) {
      done(err instanceof AppError ? err : validation(say('invalidJson')), undefined);
    }
  });
}

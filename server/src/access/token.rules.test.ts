import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from './actor.js';
import { embedGrantOf, grantOf, tokenMayAddTo, tokenMayCall } from './token.rules.js';

/** The rules of an embedded map's entry token (docs/product.md §24.1; docs/security.md, Embed
 *  tokens) beside those of API keys: pure functions of the actor and the route. */
const PROJECT = '0190a6b0-0000-7000-8000-000000000001';
const OTHER = '0190a6b0-0000-7000-8000-000000000002';
const framed = (method: string) => ({ ...ANONYMOUS, token: embedGrantOf('t', PROJECT, method) });

describe('an embedded map’s entry token', () => {
  it('reaches making an entry and nothing else, reading routes neither', () => {
    expect(tokenMayCall(framed('POST'), 'POST', '/api/v1/gis/point')).toBe('ok');
    for (const [method, route] of [['GET', '/api/v1/gis/layer/:id'], ['GET', '/api/v1/auth/info'], ['PUT', '/api/v1/gis/point/:id'], ['POST', '/api/v1/gis/comment'],
      ['POST', '/api/v1/gis/images/upload'], ['POST', '/api/v1/embed/:id/token'], ['DELETE', '/api/v1/gis/point/:id']] as const) {
      expect(tokenMayCall(framed(method), method, route), `${method} ${route}`).toBe('embed');
    }
  });

  it('adds entries to its own project only; other actors are not limited by it', () => {
    expect(tokenMayAddTo(framed('POST'), PROJECT)).toBe(true);
    expect(tokenMayAddTo(framed('POST'), OTHER)).toBe(false);
    expect(tokenMayAddTo(ANONYMOUS, OTHER)).toBe(true);
    expect(tokenMayAddTo({ ...ANONYMOUS, token: grantOf('k', ['write'], 'POST', 'org') }, OTHER)).toBe(true);
  });

  it('writes as no manager anywhere', () => {
    expect(embedGrantOf('t', PROJECT, 'POST')).toMatchObject({ write: true, manages: [], reading: false, embed: PROJECT });
  });
});

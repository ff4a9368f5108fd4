import { describe, expect, it } from 'vitest';
import { claimValues } from './group-mapping.service.js';

describe('claimValues (docs/product.md §14.1)', () => {
  const claims = { groups: ['planung', 'bau', 7, { x: 1 }], role: 'leitung', realm_access: { roles: ['team'] }, flag: true, nothing: null };
  it('reads texts and numbers of a claim or of a dotted path', () => {
    expect(claimValues(claims, 'groups')).toEqual(['planung', 'bau', '7']);
    expect(claimValues(claims, 'role')).toEqual(['leitung']);
    expect(claimValues(claims, 'realm_access.roles')).toEqual(['team']);
  });
  it('answers nothing for missing paths, other kinds and inherited keys', () => {
    expect(claimValues(claims, 'flag')).toEqual([]);
    expect(claimValues(claims, 'nothing.deeper')).toEqual([]);
    expect(claimValues(claims, 'realm_access.missing')).toEqual([]);
    expect(claimValues(claims, 'groups.length')).toEqual([]);
    expect(claimValues(claims, 'constructor')).toEqual([]);
    expect(claimValues(claims, '__proto__')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { NO_VERIFICATION } from '@mitmachkarte/contract';
import { verificationOf, verificationRulesOf } from './verification.service.js';

describe('verificationOf (docs/product.md §14.1, Verified residents)', () => {
  const rules = { AcrValues: ['http://eidas.europa.eu/LoA/high'], Claim: 'eid.verified', ClaimValues: ['true', 'STORK-QAA-Level-3'], MunicipalityClaim: 'address.ags' };

  it('verifies nobody without rules', () => {
    expect(verificationOf(NO_VERIFICATION, { acr: 'x', verified: true, ags: '06631009' })).toBeUndefined();
    expect(verificationRulesOf({ verification: 'kein JSON' })).toEqual(NO_VERIFICATION);
    expect(verificationRulesOf({ verification: '{"Claim":"x"}' })).toEqual(NO_VERIFICATION);
  });

  it('counts an accepted acr or claim value (texts, booleans, lists, dotted paths)', () => {
    expect(verificationOf(rules, { acr: 'http://eidas.europa.eu/LoA/high' })).toEqual({ assurance: 'acr=http://eidas.europa.eu/LoA/high', municipalityKey: null });
    expect(verificationOf(rules, { eid: { verified: true } })).toEqual({ assurance: 'eid.verified=true', municipalityKey: null });
    expect(verificationOf(rules, { eid: { verified: ['STORK-QAA-Level-1', 'STORK-QAA-Level-3'] } })?.assurance).toBe('eid.verified=STORK-QAA-Level-3');
    expect(verificationOf(rules, { acr: 'http://eidas.europa.eu/LoA/low', eid: { verified: false } })).toBeUndefined();
    expect(verificationOf(rules, { eid: { verified: 'TRUE' } })).toBeUndefined();
    expect(verificationOf(rules, { 'eid.verified': true })).toBeUndefined();
  });

  it('keeps a municipality key of 8 digits only; a number gets its leading zero back', () => {
    const claims = (ags: unknown) => ({ acr: 'http://eidas.europa.eu/LoA/high', address: { ags } });
    expect(verificationOf(rules, claims('06631009'))?.municipalityKey).toBe('06631009');
    expect(verificationOf(rules, claims(6631009))?.municipalityKey).toBe('06631009');
    expect(verificationOf(rules, claims(['Fulda', '06631009']))?.municipalityKey).toBe('06631009');
    for (const bad of ['6631009', '066310090', 'Fulda', '0663100x', { x: 1 }, null, 123456789]) expect(verificationOf(rules, claims(bad))?.municipalityKey).toBeNull();
    // Without a verified sign-in the key counts for nothing.
    expect(verificationOf(rules, { address: { ags: '06631009' } })).toBeUndefined();
  });
});

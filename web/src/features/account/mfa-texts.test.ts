import { describe, expect, it } from 'vitest';
import { mfaProof, recoveryCodesText } from './mfa-texts';

describe('the two-factor screens\' helpers', () => {
  it('take 6 digits for a code of the app and anything else for a recovery code', () => {
    expect(mfaProof('pw', '123 456')).toEqual({ Password: 'pw', Code: '123456' });
    expect(mfaProof('pw', 'ABCDE-FGHJK')).toEqual({ Password: 'pw', RecoveryCode: 'ABCDE-FGHJK' });
    expect(mfaProof('pw', '12345')).toEqual({ Password: 'pw', RecoveryCode: '12345' });
  });

  it('write the recovery codes one a line under whose they are', () => {
    expect(recoveryCodesText({ codes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'], email: 'erika@example.org', site: 'Gewässer-App', date: '1. März 2027' })).toBe(
      'Ihre Wiederherstellungscodes\r\nFür das Konto erika@example.org bei Gewässer-App, erzeugt am 1. März 2027. Jeder Code gilt nur einmal.\r\n\r\n'
      + 'AAAAA-BBBBB\r\nCCCCC-DDDDD\r\n');
  });
});

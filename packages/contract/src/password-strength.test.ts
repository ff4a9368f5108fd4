import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, MIN_PASSWORD_SCORE, PASSWORD_TOO_WEAK } from './password-strength.js';

describe('checkPasswordStrength', () => {
  it('refuses common passwords, keyboard rows and words with a year, with German hints', () => {
    for (const weak of ['Passwort1!', 'passwort-123', 'qwertzuiop', 'Sommer2024', 'Hallo123']) {
      const verdict = checkPasswordStrength(weak);
      expect(verdict.acceptable, weak).toBe(false);
      expect(verdict.score, weak).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(verdict.message, weak).toMatch(new RegExp(`^${PASSWORD_TOO_WEAK} \\S`));
    }
    expect(checkPasswordStrength('qwertzuiop').hints.join(' ')).toContain('Tastatur');
  });

  it('accepts passphrases of several words and long unusual passwords', () => {
    for (const strong of ['ganz-neues-passwort', 'Fluss am Abend leuchtet', 'K8#vq!m2Lz9r']) {
      const verdict = checkPasswordStrength(strong);
      expect(verdict.acceptable, strong).toBe(true);
      expect(verdict.message).toBeUndefined();
    }
  });

  it("counts the person's own address and name as guessable", () => {
    const alone = checkPasswordStrength('mustermann1984');
    const withName = checkPasswordStrength('mustermann1984', ['erika.mustermann@example.org', 'Erika Mustermann']);
    expect(withName.score).toBeLessThanOrEqual(alone.score);
    expect(withName.acceptable).toBe(false);
  });
});

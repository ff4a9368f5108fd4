import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as germanDictionary, translations } from '@zxcvbn-ts/language-de';
import { FIELD_MESSAGES } from './field-messages.js';

/** How hard a password is to guess, one rule for the server (registration, reset, user
 *  administration) and the web app's strength meter (docs/security.md, Passwords and logins). It comes on
 *  top of the 8-character minimum and uses zxcvbn-ts with its common passwords, keyboard patterns
 *  and German dictionary (words, first and last names), plus the person's own address and name.
 *  A separate entry point (`@mitmachkarte/contract/password-strength`): the dictionaries are
 *  large, and only the screens that ask for a new password load them. */

/** zxcvbn's score: 0 (too guessable) … 4 (very unguessable). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** The lowest accepted score. 3 is zxcvbn's "safely unguessable: moderate protection from an
 *  offline slow-hash scenario" (fewer than 10^10 guesses); 2 would let through "Passwort1!" and
 *  "passwort-123", which are in every attacker's first million guesses. */
export const MIN_PASSWORD_SCORE: PasswordScore = 3;

export const PASSWORD_TOO_WEAK = FIELD_MESSAGES.passwordTooWeak;

/** The verdict on a password: its score, whether it is accepted, and German hints why not and
 *  how to do better (from zxcvbn's German feedback). `message` is the whole refusal text. */
export type PasswordStrength = Readonly<{ score: PasswordScore; acceptable: boolean; hints: readonly string[]; message: string | undefined }>;

let factory: ZxcvbnFactory | undefined;

/** The words of what the person typed elsewhere in the form (address, name), which a password
 *  should not be built from. */
function personalWords(inputs: readonly string[]): string[] {
  return inputs.flatMap((input) => [input, ...input.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter((w) => w.length >= 3);
}

/** Rates `password` (non-empty) against common passwords, patterns, German words and names and
 *  `userInputs` (e.g. the e-mail address and the name). ~5 ms; the first call builds the
 *  dictionaries (~0.1 s). */
export function checkPasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  factory ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...germanDictionary },
  });
  const result = factory.check(password, personalWords(userInputs));
  const score = result.score as PasswordScore;
  const acceptable = score >= MIN_PASSWORD_SCORE;
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter((h): h is string => !!h);
  const message = acceptable ? undefined : [PASSWORD_TOO_WEAK, ...hints].join(' ');
  return { score, acceptable, hints, message };
}

import type { PasswordStrength } from '@mitmachkarte/contract/password-strength';
import { useEffect, useState } from 'react';
import * as de from '../i18n/de/auth';
import { useT } from '../i18n/runtime';

/** The password rule of the server (`@mitmachkarte/contract/password-strength`; docs/security.md,
 *  Passwords and logins), loaded on first use: its dictionaries are large, so only the screens that ask for a
 *  new password download them, in a chunk of their own. */
let rule: Promise<typeof import('@mitmachkarte/contract/password-strength')> | undefined;
const loadRule = () => (rule ??= import('@mitmachkarte/contract/password-strength'));

/** The verdict on `password` (with what else the person typed, e.g. address and name), once the
 *  rule has loaded; undefined before, and for an empty password. */
export function usePasswordStrength(password: string, userInputs: readonly string[]): PasswordStrength | undefined {
  const [verdict, setVerdict] = useState<PasswordStrength>();
  const inputs = userInputs.join('\n');
  useEffect(() => {
    let current = true;
    if (password === '') {
      setVerdict(undefined);
      return;
    }
    void loadRule().then((m) => {
      if (current) setVerdict(m.checkPasswordStrength(password, inputs.split('\n')));
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);
  return verdict;
}

const VARIANTS = ['danger', 'danger', 'warning', 'success', 'success'] as const;

/** A strength meter under a password field: a bar and, since colour must not be the only cue
 *  (WCAG 1.4.1), the level in words and zxcvbn's German hints. `id` names it for the field's
 *  aria-describedby. Nothing for an empty password. */
export function PasswordStrengthMeter({ id, strength }: { id: string; strength: PasswordStrength | undefined }) {
  const t = useT('passwordStrength', de.passwordStrength);
  if (!strength) return <div id={id} />;
  const level = t(`level${strength.score}`);
  return (
    <div id={id} className="mb-3">
      <div className="progress" style={{ height: 6 }}>
        <div className={`progress-bar bg-${VARIANTS[strength.score]}`} style={{ width: `${(strength.score + 1) * 20}%` }} role="meter"
          aria-label={t('label')} aria-valuemin={0} aria-valuemax={4} aria-valuenow={strength.score} aria-valuetext={level} />
      </div>
      <div className="small mt-1" aria-live="polite">
        {t('label')}: <strong>{level}</strong>
        {!strength.acceptable && <> – {t('tooWeak')}</>}
      </div>
      {strength.hints.length > 0 && <ul className="small mb-0 ps-3">{strength.hints.map((h) => <li key={h}>{h}</li>)}</ul>}
    </div>
  );
}

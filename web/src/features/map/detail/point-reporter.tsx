import type { Reporter } from '@mitmachkarte/contract';
import * as de from '../../../i18n/de/on-behalf';
import { useT } from '../../../i18n/runtime';
import { CHANNEL_KEYS } from '../entry/on-behalf-fieldset';

/** „Erfasst für: Erika Muster (Telefon) · erika@example.org · 0561 123456“ on an entry a team
 *  member recorded for someone else (docs/product.md §16.12). The server sends `Reporter` to the
 *  project's team only; nothing is shown without it. */
export function PointReporter({ reporter }: { reporter: Reporter | undefined }) {
  const t = useT('onBehalf', de.onBehalf);
  if (!reporter) return null;
  const who = `${reporter.Name.trim() || t('anotherPerson')} (${t(CHANNEL_KEYS[reporter.Channel])})`;
  const parts = [who, reporter.Email, reporter.Phone].filter((p) => p !== '');
  return (
    <p className="small mb-2">
      <strong>{t('recordedFor')}:</strong> {parts.join(' · ')}
      {reporter.StatusMails && <span className="text-body-secondary"> – {t('statusMailsOn')}</span>}
    </p>
  );
}

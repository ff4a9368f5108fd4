import { useState } from 'react';
import { Button } from 'react-bootstrap';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { todayInBerlin } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { useOrg } from '../../lib/org';
import { useSession } from '../../lib/session';
import { recoveryCodesText } from './mfa-texts';

/** The recovery codes, shown once after switching two-factor login on or making new ones: as a
 *  list, as a text file to download and printed (the print style of styles.css prints only this
 *  section, `print-area`), with whose and when they are. `onDone` when the person has kept them. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const t = useT('mfa', de.mfa);
  const format = useFormat();
  const { info } = useSession();
  const site = useOrg()?.Title ?? '';
  const [date] = useState(() => format.day(todayInBerlin()));
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesText({ codes, email: info.Email ?? '', site, date }, t))}`;
  return (
    <section aria-labelledby="mfa-codes-title" className="print-area">
      <h3 id="mfa-codes-title" className="h6">{t('codesTitle')}</h3>
      <p className="d-none d-print-block">{t('codesFor', { email: info.Email ?? '', site, date })}</p>
      <p className="d-print-none">{t('codesText')}</p>
      <ul className="list-unstyled font-monospace fs-5 mb-3" aria-label={t('codesTitle')}>{codes.map((c) => <li key={c}>{c}</li>)}</ul>
      <div className="d-flex flex-wrap gap-2 d-print-none">
        <a className="btn btn-outline-primary" href={file} download={t('codesFileName')}>{t('codesDownload')}</a>
        <Button variant="outline-primary" onClick={() => window.print()}>{t('codesPrint')}</Button>
        <Button onClick={onDone}>{t('codesDone')}</Button>
      </div>
    </section>
  );
}

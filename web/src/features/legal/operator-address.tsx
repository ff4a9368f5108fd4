import type { Prose } from '../../i18n/prose';
import { telHref, type Operator } from './operator';
import type { privacyTexts } from './privacy-texts';

/** The labels the address uses, in the notice's language. */
type Labels = Pick<Prose<typeof privacyTexts>, 'chairperson' | 'phone' | 'email' | 'missing'>;

/** The operator's name, address, phone and e-mail as an <address> block (privacy page: the
 *  controller), labelled in `t`. Missing details read 'noch nicht hinterlegt'. */
export function OperatorAddress({ operator, t }: { operator: Operator; t: Labels }) {
  const missing = <span className="text-body-secondary fst-italic">{t.missing}</span>;
  return (
    <address className="legal-address">
      <strong>{operator.association || missing}</strong><br />
      {operator.chairperson && <>{t.chairperson}: {operator.chairperson}<br /></>}
      {operator.addressLines.length ? operator.addressLines.map((l) => <span key={l}>{l}<br /></span>) : <>{missing}<br /></>}
      {t.phone}: {operator.phone ? <a href={telHref(operator.phone)}>{operator.phone}</a> : missing}<br />
      {t.email}: {operator.email ? <a href={`mailto:${operator.email}`}>{operator.email}</a> : missing}
    </address>
  );
}

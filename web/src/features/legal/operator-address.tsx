import { telHref, type Operator } from './operator';
import { legalTexts } from './legal-texts';

const Missing = () => <span className="text-body-secondary fst-italic">{legalTexts.missing}</span>;

/** The operator's name, address, phone and e-mail as an <address> block (privacy page: the
 *  controller). Missing details read 'noch nicht hinterlegt'. */
export function OperatorAddress({ operator }: { operator: Operator }) {
  return (
    <address className="legal-address">
      <strong>{operator.association || <Missing />}</strong><br />
      {operator.chairperson && <>{legalTexts.chairperson}: {operator.chairperson}<br /></>}
      {operator.addressLines.length ? operator.addressLines.map((l) => <span key={l}>{l}<br /></span>) : <><Missing /><br /></>}
      {legalTexts.phone}: {operator.phone ? <a href={telHref(operator.phone)}>{operator.phone}</a> : <Missing />}<br />
      {legalTexts.email}: {operator.email ? <a href={`mailto:${operator.email}`}>{operator.email}</a> : <Missing />}
    </address>
  );
}

import type { OfficialAnswer } from '@mitmachkarte/contract';
import { Badge } from 'react-bootstrap';
import * as de from '../i18n/de/moderation';
import { useT } from '../i18n/runtime';
import { useFormat } from '../lib/use-format';

/** The managers' official answer to an entry, set apart from comments by the badge „Offizielle
 *  Antwort“ in words and the organisation's name (docs/product.md §16.2); nothing while there is
 *  none. The text is plain text, shown with its line breaks. `id` names the section's heading. */
export function OfficialAnswerCard({ answer, id }: { answer: OfficialAnswer | null; id: string }) {
  const t = useT('officialAnswer', de.officialAnswer);
  const format = useFormat();
  if (!answer) return null;
  const date = format.date(answer.At);
  return (
    <section className="map-official-answer mb-3" aria-labelledby={id}>
      <h3 className="h6 mb-1" id={id}><Badge bg="primary">{t('badge')}</Badge></h3>
      <p className="small text-body-secondary mb-1">{answer.Organisation ? t('from', { organisation: answer.Organisation, date }) : date}</p>
      <p className="mb-0 map-answer-text">{answer.Text}</p>
    </section>
  );
}

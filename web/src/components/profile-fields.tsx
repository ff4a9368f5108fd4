import type { ProfileQuestion } from '@mitmachkarte/contract';
import { Form } from 'react-bootstrap';
import * as de from '../i18n/de/profile-questions';
import { useT } from '../i18n/runtime';
import type { ProfileChoices } from '../lib/profile';

/** The organisation's profile questions as one labelled choice each (docs/product.md §25.3), never
 *  required: „Keine Angabe“ first and chosen unless the person picked an option. `idPrefix` keeps
 *  the fields' ids apart where two forms are on one page. */
export function ProfileFields({ questions, choices, onChange, idPrefix }: {
  questions: readonly ProfileQuestion[]; choices: ProfileChoices; onChange: (choices: ProfileChoices) => void; idPrefix: string;
}) {
  const t = useT('profileAnswers', de.profileAnswers);
  return (
    <>
      {questions.map((q) => (
        <Form.Group className="mb-3" controlId={`${idPrefix}-${q.ID}`} key={q.ID}>
          <Form.Label>{q.Label}</Form.Label>
          <Form.Select value={choices[q.ID] ?? ''} onChange={(e) => onChange({ ...choices, [q.ID]: e.target.value })}>
            <option value="">{t('noAnswer')}</option>
            {q.Options.map((o) => <option key={o.ID} value={o.ID}>{o.Label}</option>)}
          </Form.Select>
        </Form.Group>
      ))}
    </>
  );
}

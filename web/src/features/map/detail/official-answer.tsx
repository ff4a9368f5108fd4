import { OFFICIAL_ANSWER_MAX_LENGTH, type Point } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failureText } from '../../../components/failure-alert';
import * as de from '../../../i18n/de/moderation';
import { showAlert } from '../../../lib/alerts';
import { useSetOfficialAnswer } from '../api/status';

const t = de.officialAnswer;

/** The managers' form to write, change or (emptied) withdraw the official answer (shown where the
 *  server says CanEdit). */
export function OfficialAnswerForm({ point }: { point: Point }) {
  const id = useId();
  const [text, setText] = useState(point.OfficialAnswer?.Text ?? '');
  const save = useSetOfficialAnswer(point);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ Text: text }, {
      onSuccess: (saved) => showAlert('success', saved.OfficialAnswer ? t.saved : t.withdrawn),
      onError: (err) => showAlert('warning', failureText(t.failed, err)),
    });
  };
  return (
    <Form onSubmit={submit} className="mb-3" aria-labelledby={`${id}-title`}>
      <h3 className="h6" id={`${id}-title`}>{point.OfficialAnswer ? t.edit : t.write}</h3>
      <Form.Group controlId={`${id}-text`} className="mb-2">
        <Form.Label>{t.text}</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={OFFICIAL_ANSWER_MAX_LENGTH} value={text}
          aria-describedby={`${id}-hint`} onChange={(e) => setText(e.target.value)} />
        <Form.Text id={`${id}-hint`}>{t.hint}</Form.Text>
      </Form.Group>
      <Button type="submit" size="sm" disabled={save.isPending}>{t.save}</Button>
    </Form>
  );
}

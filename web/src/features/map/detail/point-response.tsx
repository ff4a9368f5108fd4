import { fillAnswerTemplate, INTERNAL_NOTE_MAX_LENGTH, OFFICIAL_ANSWER_MAX_LENGTH, type Point, type PointStatus } from '@mitmachkarte/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failureText } from '../../../components/failure-alert';
import * as de from '../../../i18n/de/moderation';
import { useT } from '../../../i18n/runtime';
import { showAlert } from '../../../lib/alerts';
import { formatDayOf } from '../../../lib/format';
import { useAnswerTemplates, useSetPointResponse } from '../api/status';

/** What an answer template's placeholders become for this entry: its title and map (its
 *  responsibility is read from the entry itself). */
type EntryNames = { title: string; map: string };

/** The organisation's answer templates as a choice and „In die Antwort einfügen“ (shown when it
 *  has some): the chosen one, its placeholders filled for the entry, goes after the text so far. */
function TemplatePicker({ id, point, names, onInsert }: { id: string; point: Point; names: EntryNames; onInsert: (text: string) => void }) {
  const t = useT('pointResponse', de.pointResponse);
  const templates = useAnswerTemplates();
  const [chosen, setChosen] = useState('');
  if (!templates.data?.length) return null;
  const insert = () => {
    const template = templates.data.find((x) => x.ID === chosen);
    if (template) onInsert(fillAnswerTemplate(template.Text, {
      titel: names.title, datum: formatDayOf(point.CreatedAt), karte: names.map, zustaendigkeit: point.Assignment?.Department?.Name ?? point.Department ?? '',
    }));
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
      <Form.Group controlId={`${id}-template`}>
        <Form.Label className="mb-1">{t('template')}</Form.Label>
        <Form.Select size="sm" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t('templateNone')}</option>
          {templates.data.map((x) => <option key={x.ID} value={x.ID}>{x.Name}</option>)}
        </Form.Select>
      </Form.Group>
      <Button size="sm" variant="outline-secondary" disabled={!chosen} onClick={insert}>{t('templateInsert')}</Button>
    </div>
  );
}

/** The team's one form for an entry (docs/product.md §16.2; shown where the server says CanEdit):
 *  its status with a public note, the official answer (filled with the current one; emptied it is
 *  withdrawn; templates of the organisation can be put in) and an internal note for the team, saved
 *  in one step (PUT /gis/point/{id}/response), so that followers get one mail with both (the server
 *  decides what changed and who is told). `names`: the entry's title and map for the templates. */
export function PointResponseForm({ point, statuses, names }: { point: Point; statuses: readonly PointStatus[]; names: EntryNames }) {
  const t = useT('pointResponse', de.pointResponse);
  const id = useId();
  const answerField = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState(point.Status);
  const [note, setNote] = useState('');
  const [answer, setAnswer] = useState(point.OfficialAnswer?.Text ?? '');
  const [internal, setInternal] = useState('');
  const save = useSetPointResponse(point);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ Status: status, Note: note, Answer: answer, InternalNote: internal }, {
      onSuccess: () => {
        setNote('');
        setInternal('');
        showAlert('success', t('saved'));
      },
      onError: (err) => showAlert('warning', failureText(t('failed'), err)),
    });
  };
  return (
    <Form onSubmit={submit} className="mb-3" aria-labelledby={`${id}-title`} aria-describedby={`${id}-mail`}>
      <h3 className="h6" id={`${id}-title`}>{t('title')}</h3>
      <p className="small text-body-secondary mb-2" id={`${id}-mail`}>{t('mailHint')}</p>
      <Form.Group controlId={`${id}-status`} className="mb-2">
        <Form.Label>{t('status')}</Form.Label>
        <Form.Select value={status} onChange={(e) => setStatus(e.target.value)}>
          {statuses.map((s) => <option key={s.Key} value={s.Key}>{s.Label}</option>)}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-note`} className="mb-2">
        <Form.Label>{t('statusNote')}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </Form.Group>
      <TemplatePicker id={id} point={point} names={names} onInsert={(text) => {
        setAnswer((before) => (before.trim() ? `${before.trimEnd()}\n\n${text}` : text));
        answerField.current?.focus();
      }} />
      <Form.Group controlId={`${id}-answer`} className="mb-2">
        <Form.Label>{t('answer')}</Form.Label>
        <Form.Control ref={answerField} as="textarea" rows={3} maxLength={OFFICIAL_ANSWER_MAX_LENGTH} value={answer}
          aria-describedby={`${id}-answer-hint`} onChange={(e) => setAnswer(e.target.value)} />
        <Form.Text id={`${id}-answer-hint`}>{t('answerHint')}</Form.Text>
      </Form.Group>
      <Form.Group controlId={`${id}-internal`} className="mb-2">
        <Form.Label>{t('internalNote')}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={INTERNAL_NOTE_MAX_LENGTH} value={internal}
          aria-describedby={`${id}-internal-hint`} onChange={(e) => setInternal(e.target.value)} />
        <Form.Text id={`${id}-internal-hint`}>{t('internalNoteHint')}</Form.Text>
      </Form.Group>
      <Button type="submit" size="sm" disabled={save.isPending}>{t('save')}</Button>
    </Form>
  );
}

import { SURVEY_OPTION_KINDS, SURVEY_QUESTION_KINDS, type SurveyForm, type SurveyFormBody, type SurveyQuestion, type SurveyQuestionKind } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/surveys-team';
import { useT } from '../../i18n/runtime';
import { ApiError } from '../../lib/api-client';
import { bodyOf } from '../../lib/surveys-api';
import { linesOf, newQuestion, optionsOf } from './survey-draft';

/** A `datetime-local` value (the browser's local time) of an ISO instant, and back. */
const localOf = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

const EMPTY: SurveyFormBody = { Title: '', Description: '', ThankYou: '', Questions: [], Audience: 'anyone', OncePer: 'device', OpensAt: null, ClosesAt: null, Published: false };

/** „Neue Umfrage“ / „Umfrage bearbeiten“ (docs/product.md §25.2): title, description (Markdown),
 *  thank-you text, who may answer, one answer per device or account, start and end, published;
 *  the questions in order, each with its kind, text, explanation, „Freiwillig“, and its options
 *  (one per line), or a matrix's rows and steps; „Seitenumbruch“ starts a new page. The server
 *  checks and answers in German (409 when a change would remove what has answers). */
export function SurveyEditorModal({ survey, show, pending, error, onSave, onCancel }: {
  survey: SurveyForm | undefined; show: boolean; pending: boolean; error: unknown; onSave: (body: SurveyFormBody) => void; onCancel: () => void;
}) {
  const t = useT('surveysTeam', de.surveysTeam);
  const id = useId();
  const [draft, setDraft] = useState<SurveyFormBody>(() => (survey ? bodyOf(survey) : EMPTY));
  const [kind, setKind] = useState<SurveyQuestionKind>('single');
  const set = (over: Partial<SurveyFormBody>) => setDraft((d) => ({ ...d, ...over }));
  const setQuestion = (i: number, over: Partial<SurveyQuestion>) => set({ Questions: draft.Questions.map((q, j) => (j === i ? { ...q, ...over } : q)) });
  const move = (i: number, by: -1 | 1) => {
    const qs = [...draft.Questions];
    const [q] = qs.splice(i, 1);
    qs.splice(i + by, 0, q!);
    set({ Questions: qs });
  };
  const submit = (e: FormEvent) => { e.preventDefault(); onSave(draft); };
  const fieldError = (field: string) => (error instanceof ApiError ? error.errors.find((x) => x.Field === field)?.Message : undefined);
  const general: string | undefined = !error ? undefined : (error instanceof ApiError && error.errors.length > 0 ? error.errors.map((x) => x.Message).join(' ') : failureText(t('saveFailed'), error));
  return (
    <Modal show={show} onHide={onCancel} size="lg" aria-labelledby={`${id}-title`} backdrop="static">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('cancel')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">{survey ? t('editorEdit') : t('editorNew')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {general && <Alert variant="danger" role="alert">{general}</Alert>}
          <Form.Group className="mb-3" controlId={`${id}-t`}>
            <Form.Label>{t('fieldTitle')}</Form.Label>
            <Form.Control value={draft.Title} onChange={(e) => set({ Title: e.target.value })} required isInvalid={!!fieldError('Title')} />
            <Form.Control.Feedback type="invalid">{fieldError('Title')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-d`}>
            <Form.Label>{t('fieldDescription')}</Form.Label>
            <Form.Control as="textarea" rows={3} value={draft.Description} onChange={(e) => set({ Description: e.target.value })} />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${id}-th`}>
            <Form.Label>{t('fieldThanks')}</Form.Label>
            <Form.Control value={draft.ThankYou} onChange={(e) => set({ ThankYou: e.target.value })} />
          </Form.Group>
          <div className="row g-3 mb-3">
            <Form.Group className="col-sm-6" controlId={`${id}-a`}>
              <Form.Label>{t('fieldAudience')}</Form.Label>
              <Form.Select value={draft.Audience} onChange={(e) => set({ Audience: e.target.value as SurveyFormBody['Audience'] })}>
                <option value="anyone">{t('audience_anyone')}</option>
                <option value="signed_in">{t('audience_signed_in')}</option>
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-sm-6" controlId={`${id}-o`}>
              <Form.Label>{t('fieldOncePer')}</Form.Label>
              <Form.Select value={draft.OncePer} onChange={(e) => set({ OncePer: e.target.value as SurveyFormBody['OncePer'] })}>
                <option value="device">{t('oncePer_device')}</option>
                <option value="account">{t('oncePer_account')}</option>
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-sm-6" controlId={`${id}-s`}>
              <Form.Label>{t('fieldOpensAt')}</Form.Label>
              <Form.Control type="datetime-local" value={localOf(draft.OpensAt)} onChange={(e) => set({ OpensAt: isoOf(e.target.value) })} />
            </Form.Group>
            <Form.Group className="col-sm-6" controlId={`${id}-e`}>
              <Form.Label>{t('fieldClosesAt')}</Form.Label>
              <Form.Control type="datetime-local" value={localOf(draft.ClosesAt)} isInvalid={!!fieldError('ClosesAt')} onChange={(e) => set({ ClosesAt: isoOf(e.target.value) })} />
              <Form.Control.Feedback type="invalid">{fieldError('ClosesAt')}</Form.Control.Feedback>
            </Form.Group>
          </div>
          <Form.Check className="mb-3" type="switch" id={`${id}-p`} label={t('fieldPublished')} checked={draft.Published} onChange={(e) => set({ Published: e.target.checked })} />

          <h3 className="h6 mt-4">{t('questions')}</h3>
          {draft.Questions.length === 0 && <p className="small text-body-secondary">{t('noQuestions')}</p>}
          <ol className="list-unstyled">
            {draft.Questions.map((q, i) => (
              <li key={q.Key} className="mb-3">
                <QuestionEditor question={q} index={i} count={draft.Questions.length} error={fieldError(`Questions.${i}.Options`) ?? fieldError(`Questions.${i}.Rows`) ?? fieldError(`Questions.${i}.Key`)}
                  onChange={(over) => setQuestion(i, over)} onMove={(by) => move(i, by)} onRemove={() => set({ Questions: draft.Questions.filter((_, j) => j !== i) })} />
              </li>
            ))}
          </ol>
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <Form.Group controlId={`${id}-k`}>
              <Form.Label className="small mb-1">{t('newQuestionKind')}</Form.Label>
              <Form.Select size="sm" value={kind} onChange={(e) => setKind(e.target.value as SurveyQuestionKind)}>
                {SURVEY_QUESTION_KINDS.map((k) => <option key={k} value={k}>{t(`kind_${k}`)}</option>)}
              </Form.Select>
            </Form.Group>
            <Button size="sm" variant="outline-primary" onClick={() => set({ Questions: [...draft.Questions, newQuestion(kind, draft.Questions)] })}>{t('addQuestion')}</Button>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>{t('cancel')}</Button>
          <Button type="submit" disabled={pending}>{t('save')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** One question in the editor: kind, text, explanation, „Freiwillig“, options or rows and steps
 *  as lines, „Nach oben“, „Nach unten“, „Entfernen“. */
function QuestionEditor({ question: q, index, count, error, onChange, onMove, onRemove }: {
  question: SurveyQuestion; index: number; count: number; error?: string;
  onChange: (over: Partial<SurveyQuestion>) => void; onMove: (by: -1 | 1) => void; onRemove: () => void;
}) {
  const t = useT('surveysTeam', de.surveysTeam);
  const id = useId();
  const n = index + 1;
  const [texts, setTexts] = useState({ Options: linesOf(q.Options), Rows: linesOf(q.Rows), Scale: linesOf(q.Scale) });
  const lines = (list: 'Options' | 'Rows' | 'Scale', label: string) => (
    <Form.Group className="mb-2" controlId={`${id}-${list}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control as="textarea" rows={3} value={texts[list]} isInvalid={!!error}
        onChange={(e) => { setTexts((x) => ({ ...x, [list]: e.target.value })); onChange({ [list]: optionsOf(e.target.value, q[list]) }); }} />
    </Form.Group>
  );
  return (
    <fieldset className="card card-body survey-question-editor">
      <legend className="h6">{t('questionLabel', { n, kind: t(`kind_${q.Kind}`) })}</legend>
      {q.Kind !== 'pagebreak' && (
        <>
          <Form.Group className="mb-2" controlId={`${id}-q`}>
            <Form.Label className="small mb-1">{q.Kind === 'label' ? t('labelText') : t('questionText')}</Form.Label>
            <Form.Control value={q.Question} onChange={(e) => onChange({ Question: e.target.value })} />
          </Form.Group>
          <Form.Group className="mb-2" controlId={`${id}-d`}>
            <Form.Label className="small mb-1">{t('questionDescription')}</Form.Label>
            <Form.Control value={q.Description} onChange={(e) => onChange({ Description: e.target.value })} />
          </Form.Group>
        </>
      )}
      {SURVEY_OPTION_KINDS.includes(q.Kind) && lines('Options', t('options'))}
      {q.Kind === 'matrix' && lines('Rows', t('rows'))}
      {q.Kind === 'matrix' && lines('Scale', t('scale'))}
      {error && <div className="invalid-feedback d-block mb-2">{error}</div>}
      {q.Kind !== 'pagebreak' && q.Kind !== 'label' && (
        <Form.Check className="mb-2" id={`${id}-opt`} label={t('questionOptional')} checked={q.Optional} onChange={(e) => onChange({ Optional: e.target.checked })} />
      )}
      <div className="d-flex flex-wrap gap-1">
        <Button size="sm" variant="outline-secondary" disabled={index === 0} aria-label={t('moveUpLabel', { n })} onClick={() => onMove(-1)}>{t('moveUp')}</Button>
        <Button size="sm" variant="outline-secondary" disabled={index === count - 1} aria-label={t('moveDownLabel', { n })} onClick={() => onMove(1)}>{t('moveDown')}</Button>
        <Button size="sm" variant="outline-danger" aria-label={t('removeQuestionLabel', { n })} onClick={onRemove}>{t('removeQuestion')}</Button>
      </div>
    </fieldset>
  );
}

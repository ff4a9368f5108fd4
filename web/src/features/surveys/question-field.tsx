import type { SurveyAnswerValue, SurveyQuestion } from '@mitmachkarte/contract';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import * as de from '../../i18n/de/surveys';
import { useT } from '../../i18n/runtime';
import { MatrixField } from './matrix-field';
import { RankingField } from './ranking-field';

type Props = { question: SurveyQuestion; value: SurveyAnswerValue | undefined; onChange: (v: SurveyAnswerValue | undefined) => void; error?: string; invalidRow?: string };

/** One question of a survey on screen (docs/product.md §25.2): a labelled field for texts and
 *  numbers, a fieldset with its legend for choices, yes/no, ranking and matrix; the page's message
 *  about it below, tied to it (aria-describedby, aria-invalid). */
export function QuestionField({ question: q, value, onChange, error, invalidRow }: Props) {
  const t = useT('surveys', de.surveys);
  const id = useId();
  const errorId = `${id}-error`;
  const descId = `${id}-desc`;
  const described = [q.Description ? descId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const title = (
    <>
      {q.Question || q.Key}
      {q.Optional ? <span className="fw-normal text-body-secondary"> {t('optional')}</span> : <span className="visually-hidden"> ({t('required')})</span>}
    </>
  );
  const hint = q.Description && <div id={descId} className="form-text mt-0 mb-2">{q.Description}</div>;
  const message = error && <div id={errorId} className="invalid-feedback d-block">{error}</div>;
  if (q.Kind === 'label') return <div className="mb-4"><p className="fw-semibold mb-1">{q.Question}</p>{hint}</div>;
  if (q.Kind === 'text' || q.Kind === 'text_multi' || q.Kind === 'number') {
    return (
      <Form.Group className="mb-4" controlId={`${id}-field`}>
        <Form.Label className="fw-semibold">{title}</Form.Label>
        {hint}
        {q.Kind === 'text_multi'
          ? <Form.Control as="textarea" rows={4} value={typeof value === 'string' ? value : ''} isInvalid={!!error} aria-describedby={described} aria-required={!q.Optional}
              onChange={(e) => onChange(e.target.value)} />
          : <Form.Control type={q.Kind === 'number' ? 'number' : 'text'} inputMode={q.Kind === 'number' ? 'decimal' : undefined}
              value={value === undefined ? '' : String(value)} isInvalid={!!error} aria-describedby={described} aria-required={!q.Optional}
              onChange={(e) => {
                const text = e.target.value;
                if (q.Kind !== 'number') return onChange(text);
                const n = Number(text);
                onChange(text.trim() === '' || !Number.isFinite(n) ? undefined : n);
              }} />}
        {message}
      </Form.Group>
    );
  }
  const body = (() => {
    switch (q.Kind) {
      case 'single':
        return q.Options.map((o) => (
          <Form.Check key={o.Key} type="radio" id={`${id}-${o.Key}`} name={id} label={o.Label || o.Key} checked={value === o.Key} onChange={() => onChange(o.Key)} isInvalid={!!error} />
        ));
      case 'multiple': {
        const chosen = Array.isArray(value) ? value : [];
        return q.Options.map((o) => (
          <Form.Check key={o.Key} type="checkbox" id={`${id}-${o.Key}`} label={o.Label || o.Key} checked={chosen.includes(o.Key)} isInvalid={!!error}
            onChange={(e) => onChange(e.target.checked ? q.Options.map((x) => x.Key).filter((k) => k === o.Key || chosen.includes(k)) : chosen.filter((k) => k !== o.Key))} />
        ));
      }
      case 'boolean':
        return [true, false].map((b) => (
          <Form.Check key={String(b)} inline type="radio" id={`${id}-${b}`} name={id} label={b ? t('yes') : t('no')} checked={value === b} onChange={() => onChange(b)} isInvalid={!!error} />
        ));
      case 'ranking':
        return <RankingField question={q} value={Array.isArray(value) ? value : undefined} onChange={onChange} describedBy={described} />;
      case 'matrix':
        return <MatrixField question={q} value={value && typeof value === 'object' && !Array.isArray(value) ? value : undefined} onChange={onChange} invalidRow={invalidRow} describedBy={described} />;
      default:
        return null;
    }
  })();
  return (
    <fieldset className="mb-4" aria-describedby={described}>
      <legend className="fs-6 fw-semibold mb-1">{title}</legend>
      {hint}
      {body}
      {message}
    </fieldset>
  );
}

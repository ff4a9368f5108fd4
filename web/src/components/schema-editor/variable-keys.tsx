import { useState } from 'react';
import { Form } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { OptionKeysEditor } from './options-editor';
import { hasOptionKeyProblem, rekeyVariable, visibleFields, type VariableDraft } from './schema-draft';

type VariableKeysProps = {
  id: string;
  variable: VariableDraft;
  /** Accessible name of the variable, e.g. 'Frage 2: Welche Farbe hat das Wasser?'. */
  what: string;
  invalidName: boolean;
  problemsId?: string;
  onChange: (variable: VariableDraft) => void;
};

/** „Erweitert“ of a question (docs/product.md §5.7): its key and the keys of its options, which only
 *  exports and interfaces show. A new question's key follows its text, a new option's its label,
 *  until typed here; a saved question keeps its key, as its answers are stored under it (§4.9). A
 *  problem with a key opens the section. */
export function VariableKeys({ id, variable: v, what, invalidName, problemsId, onChange }: VariableKeysProps) {
  const t = useT('schemaEditor', de.schemaEditor);
  const [open, setOpen] = useState(false);
  const optionsShown = visibleFields(v).options && v.Options.length > 0;
  const optionsInvalid = optionsShown && hasOptionKeyProblem(v.Options);
  // A key problem opens the section (state adjusted while rendering, as the schema editor does).
  if ((invalidName || optionsInvalid) && !open) setOpen(true);
  return (
    <details className="mt-3 schema-advanced" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary aria-label={t('advancedOf', { what })}>{t('advanced')}</summary>
      <Form.Group controlId={`${id}-name`} className="mt-1">
        <Form.Label>{t('name')}</Form.Label>
        <Form.Control value={v.Name} autoComplete="off" isInvalid={invalidName} aria-invalid={invalidName || undefined}
          aria-describedby={[`${id}-name-hint`, invalidName && problemsId].filter(Boolean).join(' ')}
          onChange={(e) => onChange(rekeyVariable(v, e.target.value))} />
        <Form.Text id={`${id}-name-hint`}>{v.keyFromText ? t('nameHintNew') : t('nameHintSaved')}</Form.Text>
      </Form.Group>
      {optionsShown && (
        <OptionKeysEditor id={`${id}-options`} what={what} options={v.Options} invalid={optionsInvalid}
          onChange={(Options) => onChange({ ...v, Options })} />
      )}
    </details>
  );
}

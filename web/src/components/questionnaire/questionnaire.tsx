import type { LayerSchema } from '@mitmachkarte/contract';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import * as de from '../../i18n/de/map';
import { useT } from '../../i18n/runtime';
import { EntryField, fieldId } from './entry-field';
import { formSteps, isRequired, type FormValue, type FormValues } from './entry-values';

/** State of a questionnaire: the steps shown for the chosen category (split at pagebreaks), the
 *  current step and the answers so far, starting from `initialValues` (a stored entry's answers
 *  when it is changed). `idPrefix` keeps the element ids of two questionnaires on one page apart. */
export function useQuestionnaire(schema: LayerSchema, categoryName: string | undefined, idPrefix = 'entry', initialValues: () => FormValues = () => ({})) {
  const steps = useMemo(() => formSteps(schema, categoryName), [schema, categoryName]);
  const [values, setValues] = useState<FormValues>(initialValues);
  const [step, setStep] = useState(0);
  const [focusId, setFocusId] = useState<string>();
  const current = Math.min(step, steps.length - 1);

  useLayoutEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(undefined);
  }, [focusId]);

  const setValue = (name: string, value: FormValue) => setValues((v) => ({ ...v, [name]: value }));

  /** Goes to the step of the first of the named variables and focuses its field. */
  const showFirst = (names: readonly string[]) => {
    for (const [i, s] of steps.entries()) {
      const found = s.find((f) => names.includes(f.variable.Name));
      if (found) {
        setStep(i);
        setFocusId(fieldId(found.index, idPrefix));
        return;
      }
    }
  };

  return { steps, current, setStep, values, setValue, showFirst, idPrefix };
}

export type QuestionnaireState = ReturnType<typeof useQuestionnaire>;

type QuestionnaireProps = {
  state: QuestionnaireState;
  /** Called for every changed answer; the default stores it in `state`. */
  onChange?: (name: string, value: FormValue) => void;
  /** Messages by variable name, shown at their fields. */
  errors?: Readonly<Record<string, string>>;
  /** Buttons after Zurück and Weiter (the map app's Speichern and Verwerfen). */
  actions?: ReactNode;
  /** Places the marker where an uploaded photo was taken; the map app passes it while no marker is
   *  set (the schema editor's preview does not). */
  onPhotoPosition?: (lat: number, lng: number) => void;
};

/** The questionnaire of a layer exactly as the map app shows it (docs/product.md §4, §5): the current step's
 *  questions, 'Schritt n von m' and Zurück / Weiter when there are several steps. Used by the map
 *  app's entry form and by the schema editor's live preview. */
export function Questionnaire({ state, onChange = state.setValue, errors = {}, actions, onPhotoPosition }: QuestionnaireProps) {
  const t = useT('questionnaire', de.questionnaire);
  const tc = useT('common', de.common);
  const { steps, current, setStep, values, idPrefix } = state;
  return (
    <>
      {steps.length > 1 && <p className="fw-semibold" aria-live="polite">{t('step', { n: current + 1, of: steps.length })}</p>}
      {steps[current]!.map(({ variable, index }) => (
        <EntryField key={index} variable={variable} index={index} value={values[variable.Name]} idPrefix={idPrefix}
          onChange={(v) => onChange(variable.Name, v)} required={isRequired(variable)} error={errors[variable.Name]}
          onPhotoPosition={onPhotoPosition} />
      ))}
      {(steps.length > 1 || actions) && (
        <div className="d-flex flex-wrap gap-2 mt-3">
          {steps.length > 1 && (
            <>
              <Button variant="outline-secondary" disabled={current === 0} onClick={() => setStep(current - 1)}>{tc('back')}</Button>
              <Button variant="outline-secondary" disabled={current === steps.length - 1} onClick={() => setStep(current + 1)}>{tc('next')}</Button>
            </>
          )}
          {actions}
        </div>
      )}
    </>
  );
}

import type { Category, Layer, Point } from '@mitmachkarte/contract';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { de } from '../../i18n/de';
import { EntryField, fieldId } from './entry-field';
import { formSteps, isRequired, type FormValue, type FormValues } from './entry-values';
import { useSavePoint, type MarkerPosition } from './use-save-point';

type EntryFormProps = {
  layer: Layer;
  /** The chosen leaf category; undefined for a layer without categories. */
  category: Category | undefined;
  /** The observation marker, undefined until the visitor has placed one. */
  marker: MarkerPosition | undefined;
  onSaved: (point: Point) => void;
  onDiscard: () => void;
  /** Places the marker at the centre of the map (a keyboard alternative to double-clicking). */
  onPlaceMarker?: () => void;
};

/** Record mode of the map app (spec §4, §5): the layer's questions shown for the chosen category,
 *  split into steps at pagebreaks, with Speichern and Verwerfen. Saving checks the marker and the
 *  answers, shows problems inline and moves focus to the first invalid field. */
export function EntryForm({ layer, category, marker, onSaved, onDiscard, onPlaceMarker }: EntryFormProps) {
  const steps = useMemo(() => formSteps(layer.Schema, category?.Name), [layer.Schema, category?.Name]);
  const [values, setValues] = useState<FormValues>({});
  const [step, setStep] = useState(0);
  const [focusId, setFocusId] = useState<string>();
  const { save, errors, clearError, isPending } = useSavePoint(layer, category?.Name, onSaved);
  const current = Math.min(step, steps.length - 1);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Entering record mode: take the focus to the form (the button that opened it is gone).
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(undefined);
  }, [focusId]);

  const setValue = (name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  const showFirstInvalid = (names: string[]) => {
    for (const [i, s] of steps.entries()) {
      const found = s.find((f) => names.includes(f.variable.Name));
      if (found) {
        setStep(i);
        setFocusId(fieldId(found.index));
        return;
      }
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save(marker, values, showFirstInvalid);
  };

  const title = category ? `${de.map.record}: ${category.Label || category.Name}` : de.map.record;

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="entry-form-title">
      <h2 className="h5" id="entry-form-title" tabIndex={-1} ref={titleRef}>{title}</h2>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <span className={marker ? 'text-success' : 'text-body-secondary'} role="status">
          {marker ? de.map.markerSet : de.map.markerHint}
        </span>
        {onPlaceMarker && <Button variant="outline-secondary" size="sm" onClick={onPlaceMarker}>{de.map.markerAtCentre}</Button>}
      </div>
      {steps.length > 1 && <p className="fw-semibold" aria-live="polite">{de.map.step(current + 1, steps.length)}</p>}
      {steps[current]!.map(({ variable, index }) => (
        <EntryField key={index} variable={variable} index={index} value={values[variable.Name]}
          onChange={(v) => setValue(variable.Name, v)} required={isRequired(variable)} error={errors[variable.Name]} />
      ))}
      <div className="d-flex flex-wrap gap-2 mt-3">
        {steps.length > 1 && (
          <>
            <Button variant="outline-secondary" disabled={current === 0} onClick={() => setStep(current - 1)}>{de.common.back}</Button>
            <Button variant="outline-secondary" disabled={current === steps.length - 1} onClick={() => setStep(current + 1)}>{de.common.next}</Button>
          </>
        )}
        <Button type="submit" disabled={isPending}>{isPending ? de.map.saving : de.map.save}</Button>
        <Button variant="outline-danger" onClick={onDiscard}>{de.map.discard}</Button>
      </div>
    </Form>
  );
}

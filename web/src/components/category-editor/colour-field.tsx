import { contrastToWhite, MARKER_MIN_CONTRAST } from '@mitmachkarte/contract';
import { Button, Form } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';

type ColourFieldProps = {
  id: string;
  /** The category in words, for the labels („Kategorie 1: Lob“). */
  what: string;
  /** Its own colour (#rrggbb), undefined for the palette's. */
  colour: string | undefined;
  /** The palette's colour it has without one (the contract's categoryColourAt). */
  fallback: string;
  onChange: (colour: string | undefined) => void;
};

/** The marker colour of a top-level category (docs/product.md §3.12 Category.Colour): the
 *  browser's colour picker, a button back to the palette's colour, and, for a colour too light
 *  for a marker (under 3:1 against white, the contract's rule that the server applies too), the
 *  message at the field. */
export function ColourField({ id, what, colour, fallback, onChange }: ColourFieldProps) {
  const t = useT('categoryEditor', de.categoryEditor);
  const tooLight = !!colour && contrastToWhite(colour) < MARKER_MIN_CONTRAST;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{t('colour')}</Form.Label>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Form.Control type="color" className="form-control-color" value={colour ?? fallback} aria-label={t('colourOf', { what })}
          isInvalid={tooLight} aria-invalid={tooLight || undefined}
          aria-describedby={[tooLight && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ')}
          onChange={(e) => onChange(e.target.value)} />
        {colour && (
          <Button size="sm" variant="outline-secondary" aria-label={t('colourDefaultLabel', { what })} onClick={() => onChange(undefined)}>{t('colourDefault')}</Button>
        )}
      </div>
      {tooLight && <div className="invalid-feedback d-block" id={`${id}-error`}>{t('colourTooLight')}</div>}
      <Form.Text id={`${id}-hint`}>{t('colourHint')}</Form.Text>
    </Form.Group>
  );
}

import { Button, Form, Table } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { PlusIcon, XIcon } from '../icons';
import { useFocusAfter } from '../use-focus-after';
import { newOption, rekeyOption, relabelOption, type OptionDraft } from './schema-draft';

type OptionsEditorProps = {
  id: string;
  /** Accessible name of the variable, e.g. 'Frage 2: Welche Farbe hat das Wasser?'. */
  what: string;
  options: readonly OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  invalid?: boolean;
};

/** The answer options of a single or multiple choice question (docs/product.md §3.11, §5.7): their
 *  labels, add and remove. A new option's key follows its label (schema-draft.ts relabelOption);
 *  the keys themselves are under „Erweitert“ (OptionKeysEditor). */
export function OptionsEditor({ id, what, options, onChange, invalid }: OptionsEditorProps) {
  const t = useT('schemaEditor', de.schemaEditor);
  const focusAfter = useFocusAfter();
  const add = () => {
    onChange([...options, newOption(options)]);
    focusAfter(`${id}-label-${options.length}`);
  };
  return (
    <fieldset className="schema-options">
      <legend className="form-label fs-6 mb-1">{t('options')}</legend>
      {options.length === 0 && <p className={`small mb-2 ${invalid ? 'text-danger' : 'text-body-secondary'}`}>{t('optionsEmpty')}</p>}
      {options.length > 0 && (
        <Table size="sm" className="mb-2 align-middle">
          <thead>
            <tr>
              <th scope="col">{t('optionLabel')}</th>
              <th scope="col"><span className="visually-hidden">{t('remove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {options.map((o, i) => (
              <tr key={i}>
                <td>
                  <Form.Control size="sm" id={`${id}-label-${i}`} aria-label={t('optionLabelOf', { n: i + 1, what })} value={o.Label}
                    onChange={(e) => onChange(relabelOption(options, i, e.target.value))} />
                </td>
                <td className="text-end">
                  <Button size="sm" variant="outline-danger" aria-label={t('removeOption', { n: i + 1, what })} title={t('remove')}
                    onClick={() => onChange(options.filter((_, j) => j !== i))}>
                    <XIcon />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Button size="sm" variant="outline-primary" onClick={add}>
        <PlusIcon /> {t('addOption')}
      </Button>
    </fieldset>
  );
}

/** The keys of a question's options, under „Erweitert“ of the question (docs/product.md §5.7): one
 *  field per option, named by its label; a key typed here no longer follows the label. */
export function OptionKeysEditor({ id, what, options, onChange, invalid }: OptionsEditorProps) {
  const t = useT('schemaEditor', de.schemaEditor);
  return (
    <fieldset className="mt-2">
      <legend className="form-label fs-6 mb-1">{t('optionKeys')}</legend>
      {options.map((o, i) => (
        <Form.Group key={i} className="mb-1" controlId={`${id}-key-${i}`}>
          <Form.Label className="small mb-0">{o.Label.trim() || t('optionN', { n: i + 1 })}</Form.Label>
          {/* The name holds the visible label (WCAG 2.5.3) and says whose key it is. */}
          <Form.Control size="sm" aria-label={o.Label.trim() ? t('optionKeyOfNamed', { n: i + 1, label: o.Label.trim(), what }) : t('optionKeyOf', { n: i + 1, what })} value={o.Key} autoComplete="off"
            isInvalid={invalid && (o.Key.trim() === '' || options.some((x, j) => j !== i && x.Key === o.Key))}
            onChange={(e) => onChange(rekeyOption(options, i, e.target.value))} />
        </Form.Group>
      ))}
      <Form.Text>{t('optionKeysHint')}</Form.Text>
    </fieldset>
  );
}

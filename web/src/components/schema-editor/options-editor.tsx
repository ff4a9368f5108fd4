import type { VariableOption } from '@mitmachkarte/contract';
import { Button, Form, Table } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { PlusIcon, XIcon } from '../icons';
import { nextFreeName } from '../list-moves';

type OptionsEditorProps = {
  id: string;
  /** Accessible name of the variable, e.g. 'Variable 2: Gewaessertyp'. */
  what: string;
  options: readonly VariableOption[];
  onChange: (options: VariableOption[]) => void;
  invalid?: boolean;
};

/** The answer options of a single or multiple choice question (docs/product.md §3): rows of Key and Label,
 *  add and remove. */
export function OptionsEditor({ id, what, options, onChange, invalid }: OptionsEditorProps) {
  const t = de.schemaEditor;
  const change = (i: number, patch: Partial<VariableOption>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <fieldset className="schema-options">
      <legend className="form-label fs-6 mb-1">{t.options}</legend>
      {options.length === 0 && <p className={`small mb-2 ${invalid ? 'text-danger' : 'text-body-secondary'}`}>{t.optionsEmpty}</p>}
      {options.length > 0 && (
        <Table size="sm" className="mb-2 align-middle">
          <thead>
            <tr>
              <th scope="col">{t.optionKey}</th>
              <th scope="col">{t.optionLabel}</th>
              <th scope="col"><span className="visually-hidden">{t.remove}</span></th>
            </tr>
          </thead>
          <tbody>
            {options.map((o, i) => (
              <tr key={i}>
                <td>
                  <Form.Control size="sm" id={`${id}-key-${i}`} aria-label={t.optionKeyOf(i + 1, what)} value={o.Key}
                    isInvalid={invalid && (o.Key.trim() === '' || options.some((x, j) => j !== i && x.Key === o.Key))}
                    onChange={(e) => change(i, { Key: e.target.value })} />
                </td>
                <td>
                  <Form.Control size="sm" aria-label={t.optionLabelOf(i + 1, what)} value={o.Label}
                    onChange={(e) => change(i, { Label: e.target.value })} />
                </td>
                <td className="text-end">
                  <Button size="sm" variant="outline-danger" aria-label={t.removeOption(i + 1, what)} title={t.remove}
                    onClick={() => onChange(options.filter((_, j) => j !== i))}>
                    <XIcon />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Button size="sm" variant="outline-primary" onClick={() => onChange([...options, { Key: nextFreeName('option_', options.map((o) => o.Key), options.length + 1), Label: '' }])}>
        <PlusIcon /> {t.addOption}
      </Button>
    </fieldset>
  );
}

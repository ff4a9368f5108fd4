import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { XIcon } from '../../components/icons';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { changeRow, removeRow, type AttributeRow } from './attribute-rows';

type Props = { idPrefix: string; rows: AttributeRow[]; onChange: (rows: AttributeRow[]) => void };

/** The 'Attribute' section of the user modals (docs/product.md §2, §4): key/value rows with always exactly
 *  one empty trailing row. Typing into it adds the next; a row emptied elsewhere disappears, and the
 *  focus moves to the row now in its place. */
export function AttributeRowsEditor({ idPrefix, rows, onChange }: Props) {
  const t = useT('adminUsers', de.adminUsers);
  const listRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState<{ index: number; field: 'key' | 'value' } | null>(null);

  useLayoutEffect(() => {
    if (!focusIndex || !listRef.current) return;
    const inputs = listRef.current.querySelectorAll<HTMLInputElement>(`[data-field="${focusIndex.field}"]`);
    inputs[Math.min(focusIndex.index, inputs.length - 1)]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const update = (row: AttributeRow, index: number, field: 'key' | 'value', value: string) => {
    const next = changeRow(rows, row.uid, field === 'key' ? { Key: value } : { Value: value });
    if (!next.some((r) => r.uid === row.uid)) setFocusIndex({ index, field });
    onChange(next);
  };

  const remove = (index: number, uid: number) => {
    onChange(removeRow(rows, uid));
    setFocusIndex({ index, field: 'key' });
  };

  return (
    <fieldset className="mb-2">
      <legend className="h6">{t('attributes')}</legend>
      <p id={`${idPrefix}-attributes-hint`} className="small text-body-secondary mb-2">{t('attributesHint')}</p>
      <div className="attribute-rows" ref={listRef} aria-describedby={`${idPrefix}-attributes-hint`}>
        <div className="attribute-row attribute-row-head" aria-hidden="true">
          <span>{t('key')}</span>
          <span>{t('value')}</span>
          <span />
        </div>
        {rows.map((row, i) => {
          const trailing = i === rows.length - 1;
          return (
            <div key={row.uid} className="attribute-row" data-testid="attribute-row">
              <Form.Control size="sm" data-field="key" value={row.Key} autoComplete="off"
                aria-label={t('keyOf', { n: i + 1 })} onChange={(e) => update(row, i, 'key', e.target.value)} />
              <Form.Control size="sm" data-field="value" value={row.Value} autoComplete="off"
                aria-label={t('valueOf', { n: i + 1 })} onChange={(e) => update(row, i, 'value', e.target.value)} />
              {trailing ? <span /> : (
                <Button size="sm" variant="outline-secondary" aria-label={t('removeAttribute', { n: i + 1 })}
                  title={t('removeAttribute', { n: i + 1 })} onClick={() => remove(i, row.uid)}>
                  <XIcon />
                </Button>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

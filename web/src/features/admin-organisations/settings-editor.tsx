import { SETTING_FIELDS } from '@mitmachkarte/contract';
import { useState, type KeyboardEvent } from 'react';
import { Button, Form, InputGroup, Table } from 'react-bootstrap';
import { PlusIcon, TrashIcon } from '../../components/icons';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { changeSettingType, newSetting, RETENTION_KEYS, SETTING_TYPES, type SettingRow } from './org-draft';

/** The text of each setting type in the catalogue. */
const TYPE_KEYS = { text: 'typeText', number: 'typeNumber', boolean: 'typeBoolean' } as const satisfies Record<SettingRow['type'], keyof typeof de.adminOrganisations>;

type SettingsEditorProps = { rows: SettingRow[]; invalidKeys: string[]; onChange: (rows: SettingRow[]) => void };

/** 'Weitere Einstellungen' of an organisation (docs/product.md §2.11, §3.3 Organisation.Other, §4):
 *  the settings the catalogue does not know (older or own keys), one row per key with its type
 *  (text, number or boolean; a change resets the value) and a value input of that type; rows can be
 *  removed and added by key. The catalogue's settings (settings-form.tsx) and the retention
 *  settings (§17.8) have their own sections and are neither shown nor added here. */
export function SettingsEditor({ rows, invalidKeys, onChange }: SettingsEditorProps) {
  const t = useT('adminOrganisations', de.adminOrganisations);
  const tr = useT('retentionSettings', de.retentionSettings);
  const [newKey, setNewKey] = useState('');
  const [keyError, setKeyError] = useState('');
  const replace = (row: SettingRow) => onChange(rows.map((r) => (r.uid === row.uid ? row : r)));
  const shown = rows.filter((r) => !RETENTION_KEYS.includes(r.key) && !SETTING_FIELDS.has(r.key));

  const add = () => {
    const key = newKey.trim();
    if (!key) return setKeyError(t('keyMissing'));
    if (RETENTION_KEYS.includes(key)) return setKeyError(tr('reservedKey'));
    const field = SETTING_FIELDS.get(key);
    if (field) return setKeyError(t('keyInForm', { label: field.label }));
    if (rows.some((r) => r.key === key)) return setKeyError(t('keyExists'));
    onChange([...rows, newSetting(key)]);
    setNewKey('');
    setKeyError('');
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };

  return (
    <>
      {shown.length === 0 ? <p className="text-body-secondary">{t('otherEmpty')}</p> : (
        <Table size="sm" responsive className="align-middle settings-table">
          <thead>
            <tr>
              <th scope="col">{t('key')}</th>
              <th scope="col">{t('type')}</th>
              <th scope="col">{t('value')}</th>
              <th scope="col"><span className="visually-hidden">{t('actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const id = `setting-${row.uid}`;
              const invalid = invalidKeys.includes(row.key);
              return (
                <tr key={row.uid}>
                  <th scope="row" className="fw-normal"><code>{row.key}</code></th>
                  <td>
                    <Form.Select size="sm" value={row.type} aria-label={t('typeOf', { key: row.key })}
                      onChange={(e) => replace(changeSettingType(row, e.target.value as SettingRow['type']))}>
                      {SETTING_TYPES.map((type) => <option key={type} value={type}>{t(TYPE_KEYS[type])}</option>)}
                    </Form.Select>
                  </td>
                  <td>
                    {row.type === 'boolean' ? (
                      <Form.Check type="switch" id={`${id}-value`} checked={row.value === true}
                        label={<><span className="visually-hidden">{t('valueOf', { key: row.key })}: </span>{t('yes')}</>}
                        onChange={(e) => replace({ ...row, value: e.target.checked })} />
                    ) : (
                      <>
                        <Form.Control size="sm" type={row.type === 'number' ? 'number' : 'text'} step={row.type === 'number' ? 'any' : undefined}
                          value={String(row.value)} aria-label={t('valueOf', { key: row.key })} isInvalid={invalid} aria-invalid={invalid || undefined}
                          aria-describedby={invalid ? `${id}-error` : undefined}
                          onChange={(e) => replace({ ...row, value: row.type === 'number' && e.target.value !== '' ? Number(e.target.value) : e.target.value })} />
                        {invalid && <Form.Control.Feedback type="invalid" id={`${id}-error`}>{t('numberInvalid', { key: row.key })}</Form.Control.Feedback>}
                      </>
                    )}
                  </td>
                  <td className="text-end">
                    <Button size="sm" variant="outline-danger" aria-label={t('removeSetting', { key: row.key })} title={t('removeSetting', { key: row.key })}
                      onClick={() => onChange(rows.filter((r) => r.uid !== row.uid))}>
                      <TrashIcon />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {/* Inside the editor's form: Enter in the key field adds the setting instead of saving. */}
      <div className="settings-add">
        <Form.Label htmlFor="setting-new-key" className="small mb-1">{t('newKey')}</Form.Label>
        <InputGroup size="sm" hasValidation>
          <Form.Control id="setting-new-key" value={newKey} autoComplete="off" isInvalid={Boolean(keyError)}
            aria-describedby={keyError ? 'setting-new-key-error' : undefined}
            onKeyDown={onKeyDown} onChange={(e) => { setNewKey(e.target.value); setKeyError(''); }} />
          <Button variant="outline-primary" onClick={add}><PlusIcon /> {t('addSetting')}</Button>
          {keyError && <Form.Control.Feedback type="invalid" id="setting-new-key-error">{keyError}</Form.Control.Feedback>}
        </InputGroup>
      </div>
    </>
  );
}

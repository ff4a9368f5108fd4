import {
  fieldConcerns, HEX_COLOUR, IMPRESSUM_SETTINGS, LANGUAGE_INFO, LANGUAGES, offeredLanguages, SETTINGS_CATALOGUE, SOURCE_LANGUAGE, type SettingField, type SettingSectionId,
} from '@mitmachkarte/contract';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { setSetting, type SettingRow } from './org-draft';
import { ReferenceSelect } from './reference-select';
import { settingTextKeys as keys, useSettingText } from './settings-texts';

type SettingsFormProps = {
  rows: SettingRow[];
  /** German messages by setting key, from the contract's checks or the server's answer. */
  errors: Readonly<Record<string, string>>;
  onChange: (rows: SettingRow[]) => void;
  /** What a section shows before its settings besides them (the logo in „Darstellung“). */
  extra?: Partial<Record<SettingSectionId, ReactNode>>;
};

/** The id of a setting's input, so that a message can move the focus to it. */
export const settingInputId = (key: string) => `org-setting-${key}`;

type FieldProps = { field: SettingField; value: string | number | boolean | undefined; error?: string; onChange: (value: string | boolean) => void };

/** The interface languages as checkboxes, each in its own name (and `lang`); German is always
 *  offered, so its box is checked and cannot be cleared. The value is the codes, comma-separated. */
function LanguageChecks({ id, value, describedBy, onChange }: { id: string; value: string; describedBy: string; onChange: (value: string) => void }) {
  const offered = offeredLanguages({ sprachen: value });
  const toggle = (code: string, on: boolean) => onChange(LANGUAGES.filter((l) => (l === code ? on : offered.includes(l))).join(','));
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} id={id}>
      {LANGUAGES.map((l) => (
        <Form.Check key={l} inline type="checkbox" id={`${id}-${l}`} checked={offered.includes(l)} disabled={l === SOURCE_LANGUAGE}
          label={<span lang={l} dir={LANGUAGE_INFO[l].dir}>{LANGUAGE_INFO[l].name}</span>} onChange={(e) => toggle(l, e.target.checked)} />
      ))}
    </div>
  );
}

/** One setting: a labelled input of its kind with its help text and, when invalid, its message. */
function SettingInput({ field: f, value, error, onChange }: FieldProps) {
  const t = useT('adminOrganisations', de.adminOrganisations);
  const text = useSettingText();
  const id = settingInputId(f.key);
  const described = [error && `${id}-error`, `${id}-help`].filter(Boolean).join(' ');
  const current = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const common = { id, isInvalid: Boolean(error), 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
  const input = f.kind === 'languages'
    ? <LanguageChecks id={id} value={current} describedBy={described} onChange={onChange} />
    : f.kind === 'switch'
    ? <Form.Check type="switch" id={id} checked={value === true || value === 'true'} label={text(keys.label(f), f.label)} aria-describedby={described} onChange={(e) => onChange(e.target.checked)} />
    : f.kind === 'workspace' || f.kind === 'layer'
      ? <ReferenceSelect kind={f.kind} value={current} id={id} describedBy={described} onChange={onChange} />
      : f.kind === 'choice'
        ? (
          <Form.Select {...common} value={current} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t('choiceNone')}</option>
            {f.choices?.map((c) => <option key={c.value} value={c.value}>{text(keys.choice(f, c.value), c.label)}</option>)}
          </Form.Select>
        )
        : f.kind === 'lines' || f.kind === 'origins'
          ? <Form.Control {...common} as="textarea" rows={3} value={current} onChange={(e) => onChange(e.target.value)} />
          : (
            <Form.Control {...common} value={current} onChange={(e) => onChange(e.target.value)} autoComplete="off"
              type={f.kind === 'email' ? 'email' : f.kind === 'phone' ? 'tel' : f.kind === 'link' ? 'url' : 'text'}
              placeholder={f.kind === 'colour' ? '#0b5ed7' : undefined} />
          );
  return (
    <div className={f.kind === 'lines' || f.kind === 'origins' ? 'col-12' : 'col-md-6'}>
      {f.kind === 'languages' ? <div className="form-label" id={`${id}-label`}>{text(keys.label(f), f.label)}</div>
        : f.kind !== 'switch' && <Form.Label htmlFor={id}>{text(keys.label(f), f.label)}</Form.Label>}
      {f.kind === 'colour' && HEX_COLOUR.test(current) ? (
        <div className="d-flex gap-2 align-items-center">
          {input}
          <span className="org-colour-swatch" style={{ background: current }} aria-hidden="true" />
        </div>
      ) : input}
      {error && <div className="invalid-feedback d-block" id={`${id}-error`}>{error}</div>}
      <Form.Text id={`${id}-help`} className="d-block">{text(keys.help(f), f.help)}</Form.Text>
    </div>
  );
}

/** The organisation's settings as a form (docs/product.md §2.11, §10.2): the contract's catalogue
 *  SETTINGS_CATALOGUE, one fieldset per section with labelled inputs of each setting's kind, its
 *  help and its message; the catalogue's texts in the interface language (settings-texts.ts). Fields that do not concern the chosen kind of operator are hidden, and
 *  keep their values. `extra` goes first into its section. */
export function SettingsForm({ rows, errors, onChange, extra }: SettingsFormProps) {
  const valueOf = (key: string) => rows.find((r) => r.key === key)?.value;
  const operator = String(valueOf(IMPRESSUM_SETTINGS.operatorKind) ?? '');
  const text = useSettingText();
  return SETTINGS_CATALOGUE.map((section) => (
    <fieldset key={section.id} className="org-settings-section mb-4" aria-describedby={`org-settings-${section.id}-intro`}>
      <legend className="h6">{text(keys.title(section), section.title)}</legend>
      <p className="small text-body-secondary" id={`org-settings-${section.id}-intro`}>{text(keys.intro(section), section.intro)}</p>
      <div className="row g-3">
        {extra?.[section.id]}
        {section.fields.filter((f) => fieldConcerns(f, operator)).map((f) => (
          <SettingInput key={f.key} field={f} value={valueOf(f.key)} error={errors[f.key]}
            onChange={(value) => onChange(setSetting(rows, f.key, value, typeof value === 'boolean' ? 'boolean' : 'text'))} />
        ))}
      </div>
    </fieldset>
  ));
}

import { OnBehalfBody, REPORTER_CHANNELS, type ReporterChannel } from '@mitmachkarte/contract';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import * as de from '../../../i18n/de/on-behalf';
import { useT } from '../../../i18n/runtime';

/** The texts naming each channel („Eingangsweg“) in `onBehalf`. */
export const CHANNEL_KEYS: Record<ReporterChannel, keyof typeof de.onBehalf> = {
  telefon: 'channelTelefon', brief: 'channelBrief', schalter: 'channelSchalter', email: 'channelEmail', sonstiges: 'channelSonstiges',
};

type Values = { on: boolean; Channel: ReporterChannel; Name: string; Email: string; Phone: string; StatusMails: boolean };
const EMPTY: Values = { on: false, Channel: 'telefon', Name: '', Email: '', Phone: '', StatusMails: false };
type Field = 'Channel' | 'Name' | 'Email' | 'Phone' | 'StatusMails';

/** The state of „Für eine andere Person erfassen“ (docs/product.md §16.12). `check()` answers the
 *  body's OnBehalf (undefined when the box is off), or 'invalid' after showing the contract's
 *  German messages at their fields. */
export function useOnBehalf() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (patch: Partial<Values>) => {
    setValues((v) => {
      const next = { ...v, ...patch };
      // Status mails need an address: without one the box is cleared.
      return next.Email.trim() === '' ? { ...next, StatusMails: false } : next;
    });
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const check = (): OnBehalfBody | undefined | 'invalid' => {
    if (!values.on) return undefined;
    const { on: _, ...body } = values;
    const parsed = OnBehalfBody.safeParse(body);
    if (parsed.success) return parsed.data;
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      if (!(field in found)) found[field] = issue.message;
    }
    setErrors(found);
    return 'invalid';
  };
  return { values, errors, set, check };
}

/** „Für eine andere Person erfassen“ for the project's team in the entry form (the layer's
 *  CanRecordOnBehalf): a checkbox revealing the channel, name, address, phone and whether the
 *  address gets the status mails (offered only with an address). */
export function OnBehalfFieldset({ state }: { state: ReturnType<typeof useOnBehalf> }) {
  const t = useT('onBehalf', de.onBehalf);
  const { values, errors, set } = state;
  const field = (name: 'Name' | 'Email' | 'Phone', label: string, type: string, autoComplete: string) => (
    <Form.Group className="mb-2" controlId={`on-behalf-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} value={values[name]} autoComplete={autoComplete} isInvalid={!!errors[name]}
        aria-describedby={errors[name] ? `on-behalf-${name}-error` : undefined} onChange={(e) => set({ [name]: e.target.value })} />
      <Form.Control.Feedback type="invalid" id={`on-behalf-${name}-error`}>{errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <div className="mb-3">
      <Form.Check type="checkbox" id="on-behalf-toggle" label={t('toggle')} checked={values.on} onChange={(e) => set({ on: e.target.checked })} />
      {values.on && (
        <fieldset className="border rounded p-2 mt-2">
          <legend className="fs-6 fw-semibold">{t('legend')}</legend>
          <p className="small text-body-secondary">{t('hint')}</p>
          <Form.Group className="mb-2" controlId="on-behalf-Channel">
            <Form.Label>{t('channel')}</Form.Label>
            <Form.Select value={values.Channel} isInvalid={!!errors.Channel} onChange={(e) => set({ Channel: e.target.value as ReporterChannel })}>
              {REPORTER_CHANNELS.map((c) => <option key={c} value={c}>{t(CHANNEL_KEYS[c])}</option>)}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.Channel}</Form.Control.Feedback>
          </Form.Group>
          {field('Name', t('name'), 'text', 'off')}
          {field('Email', t('email'), 'email', 'off')}
          {field('Phone', t('phone'), 'tel', 'off')}
          <Form.Check type="checkbox" id="on-behalf-StatusMails" label={t('statusMails')} checked={values.StatusMails}
            disabled={values.Email.trim() === ''} isInvalid={!!errors.StatusMails} aria-describedby="on-behalf-StatusMails-hint"
            onChange={(e) => set({ StatusMails: e.target.checked })} />
          <Form.Text id="on-behalf-StatusMails-hint">{errors.StatusMails ?? (values.Email.trim() === '' ? t('statusMailsHint') : '')}</Form.Text>
        </fieldset>
      )}
    </div>
  );
}

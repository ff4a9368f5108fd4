import { RETENTION_DEFAULTS, RETENTION_MAX_MONTHS, RETENTION_OFF, RETENTION_PHOTOS, RETENTION_SETTINGS, retentionPeriodsOf } from '@mitmachkarte/contract';
import type { ReactNode } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { setSetting, type SettingRow } from './org-draft';

type RetentionSettingsProps = { rows: SettingRow[]; invalidKeys: string[]; onChange: (rows: SettingRow[]) => void };

/** „Aufbewahrung und Löschfristen“ of the default organisation (docs/product.md §17.8): the
 *  periods of the storage limitation, kept as its settings RETENTION_SETTINGS. A period is „nach
 *  einer Frist“ with its months, or off („aus“); an unset one shows its default and stays unset
 *  until changed. Saved with the editor's „Speichern“. */
export function RetentionSettings({ rows, invalidKeys, onChange }: RetentionSettingsProps) {
  const t = useT('retentionSettings', de.retentionSettings);
  const periods = retentionPeriodsOf(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  const rowOf = (key: string) => rows.find((r) => r.key === key);
  const set = (key: string, value: string | number, type?: SettingRow['type']) => onChange(setSetting(rows, key, value, type));

  /** A months field: the stored value as typed, else the default. */
  const monthsField = (key: string, label: string, fallback: number, disabled: boolean) => {
    const row = rowOf(key);
    const value = row && row.value !== RETENTION_OFF ? String(row.value) : String(fallback);
    const invalid = invalidKeys.includes(key);
    return (
      <Form.Group controlId={`retention-${key}`} className="mb-2">
        <Form.Label className="small mb-1">{label}</Form.Label>
        <Form.Control type="number" inputMode="numeric" size="sm" min={1} max={RETENTION_MAX_MONTHS} step={1} value={value} disabled={disabled}
          isInvalid={invalid} aria-invalid={invalid || undefined} aria-describedby={invalid ? `retention-${key}-error` : undefined}
          onChange={(e) => set(key, e.target.value === '' ? '' : Number(e.target.value), 'number')} />
        {invalid && <Form.Control.Feedback type="invalid" id={`retention-${key}-error`}>{t('monthsInvalid')}</Form.Control.Feedback>}
      </Form.Group>
    );
  };
  /** A period that may be off: its legend, „after a period“ (with `fields`, disabled while off)
   *  or „never“. */
  const period = (key: string, legend: string, labels: [string, string], fallback: number, off: boolean, fields: ReactNode) => (
    <fieldset>
      <legend className="fs-6 fw-semibold mb-1">{legend}</legend>
      <Form.Check type="radio" id={`retention-${key}-after`} name={`retention-${key}`} label={labels[0]} checked={!off} onChange={() => set(key, fallback)} />
      <Form.Check type="radio" id={`retention-${key}-never`} name={`retention-${key}`} label={labels[1]} checked={off} onChange={() => set(key, RETENTION_OFF)} />
      <div className="ms-4 mt-2">{fields}</div>
    </fieldset>
  );

  const projectsOff = periods.projectMonths === null;
  const accountsOff = periods.inactiveWarnMonths === null;
  return (
    <>
      <p className="small text-body-secondary">{t('intro')}</p>
      <Row className="g-3">
        <Col md={6}>
          {period(RETENTION_SETTINGS.projectMonths, t('projects'), [t('projectsAfter'), t('projectsNever')], RETENTION_DEFAULTS.projectMonths, projectsOff, <>
            {monthsField(RETENTION_SETTINGS.projectMonths, t('projectMonths'), RETENTION_DEFAULTS.projectMonths, projectsOff)}
            <Form.Group controlId="retention-photos">
              <Form.Label className="small mb-1">{t('photos')}</Form.Label>
              <Form.Select size="sm" value={periods.deletePhotos ? RETENTION_PHOTOS.delete : RETENTION_PHOTOS.keep} disabled={projectsOff}
                onChange={(e) => set(RETENTION_SETTINGS.photos, e.target.value)}>
                <option value={RETENTION_PHOTOS.keep}>{t('photosKeep')}</option>
                <option value={RETENTION_PHOTOS.delete}>{t('photosDelete')}</option>
              </Form.Select>
            </Form.Group>
          </>)}
        </Col>
        <Col md={6}>
          {period(RETENTION_SETTINGS.inactiveWarnMonths, t('accounts'), [t('accountsAfter'), t('accountsNever')], RETENTION_DEFAULTS.inactiveWarnMonths, accountsOff, <>
            {monthsField(RETENTION_SETTINGS.inactiveWarnMonths, t('warnMonths'), RETENTION_DEFAULTS.inactiveWarnMonths, accountsOff)}
            {monthsField(RETENTION_SETTINGS.inactiveDeleteMonths, t('deleteMonths'), RETENTION_DEFAULTS.inactiveDeleteMonths, accountsOff)}
          </>)}
          <p className="small text-body-secondary mt-2 mb-0">{t('accountsHint')}</p>
        </Col>
      </Row>
    </>
  );
}

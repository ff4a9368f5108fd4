import type { TranslationSettings } from '@mitmachkarte/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/translation';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { orgQueryOptions } from '../../lib/org';
import { saveTranslationSettings, translationSettingsQueryOptions } from './api';

/** The form, filled from the stored settings; the key field starts empty (the key never comes
 *  back), and an empty one keeps the stored key. */
function TranslationForm({ orgId, settings }: { orgId: string; settings: TranslationSettings }) {
  const t = useT('translationSettings', de.translationSettings);
  const qc = useQueryClient();
  const [enabled, setEnabled] = useState(settings.Enabled);
  const [url, setUrl] = useState(settings.Url);
  const [apiKey, setApiKey] = useState('');
  const [clearKey, setClearKey] = useState(false);
  const save = useMutation({
    mutationFn: () => saveTranslationSettings(orgId, { Enabled: enabled, Url: url, ApiKey: apiKey, ClearApiKey: clearKey }),
    onSuccess: (saved) => {
      showAlert('success', t('saved'));
      qc.setQueryData(translationSettingsQueryOptions(orgId).queryKey, saved);
      void qc.invalidateQueries({ queryKey: orgQueryOptions.queryKey });
    },
    onError: (err) => showAlert('warning', failureText(t('failed'), err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Form onSubmit={submit} noValidate aria-labelledby="translation-title">
      <Form.Check type="switch" className="mb-2" id="translation-enabled" label={t('enabled')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      <Form.Group className="mb-2" controlId="translation-url">
        <Form.Label>{t('url')}</Form.Label>
        <Form.Control type="url" value={url} onChange={(e) => setUrl(e.target.value)} autoComplete="off" inputMode="url" aria-describedby="translation-url-help" />
        <Form.Text id="translation-url-help">{t('urlHelp')}</Form.Text>
      </Form.Group>
      <Form.Group className="mb-2" controlId="translation-key">
        <Form.Label>{t('apiKey')}</Form.Label>
        <Form.Control type="password" value={apiKey} onChange={(e) => setApiKey(e.target.value)} autoComplete="new-password" aria-describedby="translation-key-help" />
        <Form.Text id="translation-key-help">{settings.HasApiKey ? t('apiKeySet') : t('apiKeyNone')}</Form.Text>
      </Form.Group>
      {settings.HasApiKey && (
        <Form.Check className="mb-3" id="translation-clear-key" label={t('clearApiKey')} checked={clearKey} onChange={(e) => setClearKey(e.target.checked)} />
      )}
      <Button type="submit" size="sm" disabled={save.isPending}>{t('save')}</Button>
    </Form>
  );
}

/** „Übersetzung von Beiträgen“ of the organisation `orgId` (docs/product.md §23.1): off by
 *  default; on, the address of its LibreTranslate service and an optional API key. */
export function TranslationEditor({ orgId }: { orgId: string }) {
  const t = useT('translationSettings', de.translationSettings);
  const settings = useQuery(translationSettingsQueryOptions(orgId));
  return (
    <section aria-labelledby="translation-title" className="mt-4">
      <h3 id="translation-title" className="h5">{t('title')}</h3>
      <p className="text-body-secondary">{t('intro')}</p>
      {settings.isError && <p className="text-danger">{t('loadFailed')}</p>}
      {settings.data && <TranslationForm key={settings.data.UpdatedAt ?? 'neu'} orgId={orgId} settings={settings.data} />}
    </section>
  );
}

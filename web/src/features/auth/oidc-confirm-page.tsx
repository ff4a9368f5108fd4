import type { OidcPending } from '@mitmachkarte/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { TermsConsent } from '../../components/terms-consent';
import * as de from '../../i18n/de/identity-providers';
import { useT } from '../../i18n/runtime';
import { ApiError } from '../../lib/api-client';
import { confirmCreate, confirmLink, type Confirmed, pendingQueryOptions } from '../../lib/identity-providers';
import { userInfoQueryOptions } from '../../lib/session';

/** „Anmeldung bestätigen“ (docs/product.md §14.1): after a provider vouched for an address that no
 *  account here is linked to, the person links the existing account of that address with its
 *  password („Konto verknüpfen“), or asks for a new account („Neues Konto anlegen mit …“, with
 *  the terms when the organisation has some). Nothing happens without this step. */
export function OidcConfirmPage() {
  const t = useT('confirm', de.confirm);
  const tc = useT('common', de.common);
  const pending = useQuery(pendingQueryOptions);
  return (
    <PageCard title={t('title')} maxWidth={520}>
      {pending.isPending && <p>{tc('loading')}</p>}
      {pending.isError && (
        <>
          <p>{t('nothing')}</p>
          <Link to="/login">{t('toLogin')}</Link>
        </>
      )}
      {pending.data && <Confirm pending={pending.data} />}
    </PageCard>
  );
}

function Confirm({ pending }: { pending: OidcPending }) {
  const t = useT('confirm', de.confirm);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const confirm = useMutation({
    mutationFn: (): Promise<Confirmed> => (pending.Kind === 'link' ? confirmLink(password) : confirmCreate(terms ? pending.TermsVersion : undefined)),
    onSuccess: async (done) => {
      await qc.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey });
      await navigate(done.Return.replace(/^#/, '') || '/');
    },
  });
  const failure = confirm.error instanceof ApiError ? confirm.error.message : confirm.error ? t('failed') : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate();
  };
  return (
    <Form onSubmit={submit} noValidate>
      <h2 className="h5">{pending.Kind === 'link' ? t('linkTitle') : t('createTitle', { provider: pending.Provider })}</h2>
      <p id="oidc-confirm-text">{pending.Kind === 'link' ? t('linkText', { provider: pending.Provider, email: pending.Email }) : t('createText', { email: pending.Email })}</p>
      {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
      {pending.Kind === 'link' && (
        <Form.Group className="mb-3" controlId="oidc-confirm-password">
          <Form.Label>{t('password')}</Form.Label>
          <Form.Control type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="oidc-confirm-text" />
        </Form.Group>
      )}
      {pending.Kind === 'create' && pending.TermsVersion && <TermsConsent id="oidc-confirm-terms" checked={terms} error={undefined} onChange={setTerms} />}
      <Button type="submit" disabled={confirm.isPending || (pending.Kind === 'link' ? password === '' : Boolean(pending.TermsVersion) && !terms)}>
        {pending.Kind === 'link' ? t('link') : t('create')}
      </Button>
    </Form>
  );
}

import type { StaffSignIn } from '@mitmachkarte/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/staff-sign-in';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { adminProvidersQueryOptions } from '../../lib/identity-providers';
import { saveStaffSignIn, staffSignInQueryOptions } from '../../lib/staff-sign-in';
import { useSession } from '../../lib/session';

/** The form, filled from the stored rule. Only active providers for the team can be chosen; a
 *  chosen one that no longer is stays listed, so that saving shows the server's message. */
function StaffSignInForm({ orgId, rule }: { orgId: string; rule: StaffSignIn }) {
  const t = useT('staffSignIn', de.staffSignIn);
  const qc = useQueryClient();
  const providers = useQuery(adminProvidersQueryOptions(orgId));
  const [required, setRequired] = useState(rule.Required);
  const [chosen, setChosen] = useState<string[]>(rule.ProviderIDs);
  const [disablePassword, setDisablePassword] = useState(rule.DisablePassword);
  const [amr, setAmr] = useState(rule.RequiredAmr.join(' '));
  const eligible = (providers.data ?? []).filter((p) => (p.Enabled && p.Audience !== 'citizens') || chosen.includes(p.ID));
  const through = providers.data?.find((p) => p.ID === rule.SignedInThrough);
  const save = useMutation({
    mutationFn: () => saveStaffSignIn(orgId, { Required: required, ProviderIDs: chosen, DisablePassword: disablePassword, RequiredAmr: amr.split(/\s+/).filter(Boolean) }),
    onSuccess: (saved) => {
      showAlert('success', t('saved'));
      qc.setQueryData(staffSignInQueryOptions(orgId).queryKey, saved);
    },
    onError: (err) => showAlert('warning', failureText(t('failed'), err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const toggle = (id: string, on: boolean) => setChosen((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  return (
    <Form onSubmit={submit} noValidate aria-labelledby="staff-sign-in-title">
      <Form.Check type="switch" className="mb-2" id="staff-sign-in-required" label={t('required')} checked={required} onChange={(e) => setRequired(e.target.checked)} />
      <fieldset className="mb-2">
        <legend className="h6">{t('providers')}</legend>
        {eligible.length === 0 && <p className="small">{t('noProviders')}</p>}
        {eligible.map((p) => (
          <Form.Check key={p.ID} id={`staff-sign-in-provider-${p.ID}`} label={p.Label} checked={chosen.includes(p.ID)} onChange={(e) => toggle(p.ID, e.target.checked)} />
        ))}
      </fieldset>
      <Form.Group className="mb-2" controlId="staff-sign-in-amr">
        <Form.Label>{t('amr')}</Form.Label>
        <Form.Control value={amr} onChange={(e) => setAmr(e.target.value)} autoComplete="off" aria-describedby="staff-sign-in-amr-help" />
        <Form.Text id="staff-sign-in-amr-help">{t('amrHelp')}</Form.Text>
      </Form.Group>
      <Form.Check className="mb-1" id="staff-sign-in-password" label={t('disablePassword')} checked={disablePassword}
        onChange={(e) => setDisablePassword(e.target.checked)} aria-describedby="staff-sign-in-password-help" />
      <Form.Text id="staff-sign-in-password-help" className="d-block mb-3">{t('disablePasswordHelp')}</Form.Text>
      <p className="small">{through ? t('signedInThrough', { label: through.Label }) : t('notSignedInThrough')}</p>
      <Button type="submit" size="sm" disabled={save.isPending}>{t('save')}</Button>
    </Form>
  );
}

/** „Team-Anmeldung über Identitätsanbieter“ of the organisation `orgId` (docs/product.md §14.1):
 *  its own section below the providers, shown to holders of `admin`, whom the server lets set it. */
export function StaffSignInEditor({ orgId }: { orgId: string }) {
  const t = useT('staffSignIn', de.staffSignIn);
  const { isAdmin } = useSession();
  const rule = useQuery({ ...staffSignInQueryOptions(orgId), enabled: isAdmin });
  if (!isAdmin) return null;
  return (
    <section aria-labelledby="staff-sign-in-title" className="mt-4">
      <h3 id="staff-sign-in-title" className="h5">{t('title')}</h3>
      <p className="text-body-secondary">{t('intro')}</p>
      {rule.isError && <p className="text-danger">{t('loadFailed')}</p>}
      {rule.data && <StaffSignInForm key={rule.data.UpdatedAt ?? 'neu'} orgId={orgId} rule={rule.data} />}
    </section>
  );
}

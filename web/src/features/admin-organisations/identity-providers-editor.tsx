import { type GroupMapping, type IdentityProvider, type IdentityProviderAudience, NO_VERIFICATION, type ProviderVerification, verifiesAnyone } from '@mitmachkarte/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import { PlusIcon } from '../../components/icons';
import * as idp from '../../i18n/de/identity-providers';
import { residency } from '../../i18n/de/residency';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { API_BASE } from '../../lib/api-client';
import { adminProvidersQueryOptions, deleteProvider, mappingGroupsQueryOptions, providersQueryOptions, saveProvider } from '../../lib/identity-providers';
import { useSession } from '../../lib/session';

/** The catalogue's text of each audience. */
const AUDIENCE_KEYS = { staff: 'audienceStaff', citizens: 'audienceCitizens', both: 'audienceBoth' } as const satisfies Record<IdentityProviderAudience, keyof typeof idp.providersAdmin>;
type Draft = { ID?: string; Label: string; Issuer: string; ClientId: string; ClientSecret: string; Scopes: string; Audience: IdentityProviderAudience; Enabled: boolean; HasClientSecret: boolean; GroupMappings: GroupMapping[]; Verification: ProviderVerification };
const EMPTY: Draft = { Label: '', Issuer: '', ClientId: '', ClientSecret: '', Scopes: 'openid email profile', Audience: 'both', Enabled: true, HasClientSecret: false, GroupMappings: [], Verification: NO_VERIFICATION };
const draftOf = (p: IdentityProvider): Draft => ({ ...p, ClientSecret: '' });

/** The form of one provider: every field labelled; the client secret is never shown, and left
 *  empty it keeps the stored one. The server checks the issuer's discovery on save. */
function ProviderForm({ orgId, draft: initial, onDone }: { orgId: string; draft: Draft; onDone: () => void }) {
  const t = useT('providersAdmin', idp.providersAdmin);
  const tc = useT('common', idp.common);
  const qc = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const save = useMutation({
    mutationFn: () => saveProvider(orgId, draft.ID, {
      Label: draft.Label, Issuer: draft.Issuer, ClientId: draft.ClientId, ClientSecret: draft.ClientSecret, Scopes: draft.Scopes, Audience: draft.Audience, Enabled: draft.Enabled, GroupMappings: draft.GroupMappings,
      Verification: draft.Verification,
    }),
    onSuccess: () => {
      showAlert('success', t('saved'));
      void qc.invalidateQueries({ queryKey: adminProvidersQueryOptions(orgId).queryKey });
      // The login page's buttons change with it.
      void qc.invalidateQueries({ queryKey: providersQueryOptions.queryKey });
      onDone();
    },
    onError: (err) => showAlert('warning', failureText(t('failed'), err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const id = draft.ID ?? 'neu';
  return (
    <Form onSubmit={submit} noValidate className="card card-body mb-3" aria-label={draft.ID ? t('edit', { label: initial.Label }) : t('add')}>
      <Form.Group className="mb-2" controlId={`idp-${id}-label`}>
        <Form.Label>{t('label')}</Form.Label>
        <Form.Control value={draft.Label} maxLength={60} onChange={(e) => set({ Label: e.target.value })} aria-describedby={`idp-${id}-label-help`} />
        <Form.Text id={`idp-${id}-label-help`}>{t('labelHelp')}</Form.Text>
      </Form.Group>
      <Form.Group className="mb-2" controlId={`idp-${id}-issuer`}>
        <Form.Label>{t('issuer')}</Form.Label>
        <Form.Control type="url" value={draft.Issuer} onChange={(e) => set({ Issuer: e.target.value })} placeholder="https://" />
      </Form.Group>
      <Form.Group className="mb-2" controlId={`idp-${id}-client-id`}>
        <Form.Label>{t('clientId')}</Form.Label>
        <Form.Control value={draft.ClientId} autoComplete="off" onChange={(e) => set({ ClientId: e.target.value })} />
      </Form.Group>
      <Form.Group className="mb-2" controlId={`idp-${id}-client-secret`}>
        <Form.Label>{t('clientSecret')}</Form.Label>
        <Form.Control type="password" autoComplete="new-password" value={draft.ClientSecret} onChange={(e) => set({ ClientSecret: e.target.value })}
          aria-describedby={draft.HasClientSecret ? `idp-${id}-secret-help` : undefined} />
        {draft.HasClientSecret && <Form.Text id={`idp-${id}-secret-help`}>{t('clientSecretKept')}</Form.Text>}
      </Form.Group>
      <Form.Group className="mb-2" controlId={`idp-${id}-scopes`}>
        <Form.Label>{t('scopes')}</Form.Label>
        <Form.Control value={draft.Scopes} onChange={(e) => set({ Scopes: e.target.value })} />
      </Form.Group>
      <Form.Group className="mb-2" controlId={`idp-${id}-audience`}>
        <Form.Label>{t('audience')}</Form.Label>
        <Form.Select value={draft.Audience} onChange={(e) => set({ Audience: e.target.value as IdentityProviderAudience })}>
          {(Object.keys(AUDIENCE_KEYS) as IdentityProviderAudience[]).map((a) => <option key={a} value={a}>{t(AUDIENCE_KEYS[a])}</option>)}
        </Form.Select>
      </Form.Group>
      <Form.Check className="mb-3" id={`idp-${id}-enabled`} label={t('enabled')} checked={draft.Enabled} onChange={(e) => set({ Enabled: e.target.checked })} />
      <MappingTable id={id} rows={draft.GroupMappings} onChange={(GroupMappings) => set({ GroupMappings })} />
      <VerificationFields id={id} value={draft.Verification} onChange={(Verification) => set({ Verification })} />
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>{t('save')}</Button>
        <Button size="sm" variant="outline-secondary" onClick={onDone}>{tc('cancel')}</Button>
      </div>
    </Form>
  );
}

/** „Gruppen aus Claims“: the provider's claims mapped to groups (docs/product.md §14.1), a row per
 *  claim, value and group, each field labelled. */
function MappingTable({ id, rows, onChange }: { id: string; rows: GroupMapping[]; onChange: (rows: GroupMapping[]) => void }) {
  const t = useT('providersAdmin', idp.providersAdmin);
  const groups = useQuery(mappingGroupsQueryOptions);
  const setRow = (i: number, change: Partial<GroupMapping>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('mappingTitle')}</legend>
      <p className="small text-body-secondary">{t('mappingIntro')}</p>
      {rows.length === 0 && <p className="small">{t('mappingEmpty')}</p>}
      <ol className="list-unstyled">
        {rows.map((r, i) => (
          <li key={i} className="row g-2 mb-2 align-items-end" aria-label={t('mappingRow', { i: i + 1 })}>
            <Form.Group className="col-md-3" controlId={`idp-${id}-map-${i}-claim`}>
              <Form.Label>{t('claim')}</Form.Label>
              <Form.Control value={r.Claim} onChange={(e) => setRow(i, { Claim: e.target.value })} />
            </Form.Group>
            <Form.Group className="col-md-3" controlId={`idp-${id}-map-${i}-value`}>
              <Form.Label>{t('value')}</Form.Label>
              <Form.Control value={r.Value} onChange={(e) => setRow(i, { Value: e.target.value })} />
            </Form.Group>
            <Form.Group className="col-md-4" controlId={`idp-${id}-map-${i}-group`}>
              <Form.Label>{t('group')}</Form.Label>
              <Form.Select value={r.GroupID} onChange={(e) => setRow(i, { GroupID: e.target.value })}>
                <option value="">{t('chooseGroup')}</option>
                {(groups.data ?? []).map((g) => <option key={g.ID} value={g.ID}>{g.Name}</option>)}
                {r.GroupID && !groups.data?.some((g) => g.ID === r.GroupID) && <option value={r.GroupID}>{r.GroupID}</option>}
              </Form.Select>
            </Form.Group>
            <div className="col-md-2">
              <Button size="sm" variant="outline-danger" onClick={() => onChange(rows.filter((_, j) => j !== i))}>{t('removeMapping', { i: i + 1 })}</Button>
            </div>
          </li>
        ))}
      </ol>
      <Button size="sm" variant="outline-secondary" onClick={() => onChange([...rows, { Claim: 'groups', Value: '', GroupID: '' }])}><PlusIcon /> {t('addMapping')}</Button>
    </fieldset>
  );
}

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** „Verifizierung“ (docs/product.md §14.1, Verified residents): which sign-ins through the
 *  provider count as verified — accepted acr values, a claim with accepted values — and the claim
 *  holding the municipality key. Lists are one value per line; the server checks the rest. */
function VerificationFields({ id, value, onChange }: { id: string; value: ProviderVerification; onChange: (value: ProviderVerification) => void }) {
  const r = useT('residency', residency);
  const [acr, setAcr] = useState(value.AcrValues.join('\n'));
  const [values, setValues] = useState(value.ClaimValues.join('\n'));
  return (
    <fieldset className="mb-3">
      <legend className="h6">{r('adminTitle')}</legend>
      <p className="small text-body-secondary">{r('adminIntro')}</p>
      <div className="row g-2">
        <Form.Group className="col-md-6" controlId={`idp-${id}-acr`}>
          <Form.Label>{r('acrValues')}</Form.Label>
          <Form.Control as="textarea" rows={2} value={acr} aria-describedby={`idp-${id}-acr-help`}
            onChange={(e) => { setAcr(e.target.value); onChange({ ...value, AcrValues: lines(e.target.value) }); }} />
          <Form.Text id={`idp-${id}-acr-help`}>{r('acrHelp')}</Form.Text>
        </Form.Group>
        <Form.Group className="col-md-6" controlId={`idp-${id}-municipality`}>
          <Form.Label>{r('municipalityClaim')}</Form.Label>
          <Form.Control value={value.MunicipalityClaim} aria-describedby={`idp-${id}-municipality-help`} onChange={(e) => onChange({ ...value, MunicipalityClaim: e.target.value })} />
          <Form.Text id={`idp-${id}-municipality-help`}>{r('municipalityClaimHelp')}</Form.Text>
        </Form.Group>
        <Form.Group className="col-md-6" controlId={`idp-${id}-claim`}>
          <Form.Label>{r('claim')}</Form.Label>
          <Form.Control value={value.Claim} aria-describedby={`idp-${id}-claim-help`} onChange={(e) => onChange({ ...value, Claim: e.target.value })} />
          <Form.Text id={`idp-${id}-claim-help`}>{r('claimHelp')}</Form.Text>
        </Form.Group>
        <Form.Group className="col-md-6" controlId={`idp-${id}-claim-values`}>
          <Form.Label>{r('claimValues')}</Form.Label>
          <Form.Control as="textarea" rows={2} value={values} aria-describedby={`idp-${id}-claim-values-help`}
            onChange={(e) => { setValues(e.target.value); onChange({ ...value, ClaimValues: lines(e.target.value) }); }} />
          <Form.Text id={`idp-${id}-claim-values-help`}>{r('claimValuesHelp')}</Form.Text>
        </Form.Group>
      </div>
    </fieldset>
  );
}

/** „Anmeldung über Identitätsanbieter“ of the organisation `orgId` (docs/product.md §14.1): the
 *  list, add, edit and delete. Shown to holders of `admin`, whom the server lets manage them. */
export function IdentityProvidersEditor({ orgId }: { orgId: string }) {
  const t = useT('providersAdmin', idp.providersAdmin);
  const r = useT('residency', residency);
  const { isAdmin } = useSession();
  const qc = useQueryClient();
  const list = useQuery({ ...adminProvidersQueryOptions(orgId), enabled: isAdmin });
  const [editing, setEditing] = useState<Draft | undefined>();
  const remove = useMutation({
    mutationFn: (id: string) => deleteProvider(orgId, id),
    onSuccess: () => {
      showAlert('success', t('removed'));
      void qc.invalidateQueries({ queryKey: adminProvidersQueryOptions(orgId).queryKey });
      void qc.invalidateQueries({ queryKey: providersQueryOptions.queryKey });
    },
    onError: (err) => showAlert('warning', failureText(t('failed'), err)),
  });
  if (!isAdmin) return null;
  return (
    <section aria-labelledby="identity-providers-title" className="mt-4">
      <h3 id="identity-providers-title" className="h5">{t('title')}</h3>
      <p className="text-body-secondary mb-1">{t('intro')}</p>
      <p><code>{`${window.location.origin}${API_BASE}/auth/oidc/callback`}</code></p>
      {list.isError && <p className="text-danger">{t('loadFailed')}</p>}
      {list.data?.length === 0 && !editing && <p className="text-body-secondary">{t('empty')}</p>}
      <ul className="list-unstyled">
        {list.data?.map((p) => (
          <li key={p.ID} className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <span>{p.Label}</span>
            <span className="text-body-secondary small">{p.Issuer} · {t(AUDIENCE_KEYS[p.Audience])}</span>
            <Badge bg={p.Enabled ? 'success' : 'secondary'}>{p.Enabled ? t('active') : t('inactive')}</Badge>
            {verifiesAnyone(p.Verification) && <Badge bg="info" text="dark">{r('verifies')}</Badge>}
            <Button size="sm" variant="outline-primary" onClick={() => setEditing(draftOf(p))}>{t('edit', { label: p.Label })}</Button>
            <Button size="sm" variant="outline-danger" disabled={remove.isPending} onClick={() => remove.mutate(p.ID)}>{t('remove', { label: p.Label })}</Button>
          </li>
        ))}
      </ul>
      {editing
        ? <ProviderForm key={editing.ID ?? 'neu'} orgId={orgId} draft={editing} onDone={() => setEditing(undefined)} />
        : <Button size="sm" variant="outline-primary" onClick={() => setEditing(EMPTY)}><PlusIcon /> {t('add')}</Button>}
    </section>
  );
}

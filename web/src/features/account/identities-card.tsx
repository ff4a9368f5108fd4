import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/identity-providers';
import { residency } from '../../i18n/de/residency';
import { useT } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';
import { showAlert } from '../../lib/alerts';
import { accountIdentitiesQueryOptions, startLink, unlink } from '../../lib/identity-providers';

/** „Anmeldung über andere Dienste“ (docs/product.md §14.1): the identity providers of this site's
 *  organisation, linked or not, and whether one verified the account as a resident (and when, of
 *  which municipality); „Verknüpfen“ goes through the provider, „Trennen“ is refused by
 *  the server when it would leave the account without a way to sign in. Absent without providers. */
export function IdentitiesCard() {
  const t = useT('identities', de.identities);
  const r = useT('residency', residency);
  const format = useFormat();
  const qc = useQueryClient();
  const list = useQuery(accountIdentitiesQueryOptions);
  const [params, setParams] = useSearchParams();
  const justLinked = params.get('anmeldedienst') === 'verknuepft';
  useEffect(() => {
    if (!justLinked) return;
    showAlert('success', t('justLinked'));
    setParams((p) => {
      p.delete('anmeldedienst');
      return p;
    }, { replace: true });
  }, [justLinked, setParams]);
  const link = useMutation({
    mutationFn: startLink,
    onSuccess: (answer) => window.location.assign(answer.Redirect),
    onError: (err) => showAlert('warning', failureText(t('failed'), err)),
  });
  const remove = useMutation({
    mutationFn: unlink,
    onSuccess: () => {
      showAlert('success', t('unlinked'));
      void qc.invalidateQueries({ queryKey: accountIdentitiesQueryOptions.queryKey });
    },
    onError: (err) => showAlert('warning', failureText(t('failed'), err)),
  });
  if (!list.data || list.data.length === 0) return null;
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{t('title')}</h2>
        <p>{t('intro')}</p>
        <ul className="list-unstyled mb-0">
          {list.data.map((p) => (
            <li key={p.ProviderID} className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <span>{p.Label}</span>
              <Badge bg={p.Linked ? 'success' : 'secondary'}>{p.Linked ? t('linked') : t('notLinked')}</Badge>
              {p.Verifies && !p.Verification && <span className="small text-body-secondary">({r('verifiesHint')})</span>}
              {p.Linked
                ? <Button size="sm" variant="outline-danger" aria-label={t('unlink', { label: p.Label })} disabled={remove.isPending} onClick={() => remove.mutate(p.ProviderID)}>{t('unlinkShort')}</Button>
                : <Button size="sm" variant="outline-primary" aria-label={t('link', { label: p.Label })} disabled={link.isPending} onClick={() => link.mutate(p.ProviderID)}>{t('linkShort')}</Button>}
              {/* What the provider vouched for at the latest sign-in through it (docs/product.md §14.1). */}
              {p.Verification && (
                <span className="w-100 small" data-testid="verification">
                  {p.Verification.MunicipalityKey
                    ? r('verifiedViaIn', { label: p.Label, date: format.dayOf(p.Verification.VerifiedAt), key: p.Verification.MunicipalityKey })
                    : r('verifiedVia', { label: p.Label, date: format.dayOf(p.Verification.VerifiedAt) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}

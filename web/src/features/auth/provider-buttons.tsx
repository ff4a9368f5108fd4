import { OIDC_ERRORS, type OidcErrorKey } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import * as de from '../../i18n/de/login';
import { useT } from '../../i18n/runtime';
import { providerStartUrl, providersQueryOptions } from '../../lib/identity-providers';

/** The login page's buttons „Anmelden mit …“ (docs/product.md §14.1), one per provider of this
 *  site's organisation, and the message of a refused sign-in (`?oidc=<key>`). Without providers
 *  the page stays as it was. */
export function ProviderButtons({ returnPath }: { returnPath: string | undefined }) {
  const t = useT('providerLogin', de.providerLogin);
  const providers = useQuery(providersQueryOptions);
  const [params] = useSearchParams();
  const key = params.get('oidc');
  const message = key && key in OIDC_ERRORS ? OIDC_ERRORS[key as OidcErrorKey] : undefined;
  const list = providers.data ?? [];
  return (
    <>
      {message && <Alert variant="warning" role="alert">{message}</Alert>}
      {list.length > 0 && (
        <div className="d-grid gap-2 mb-3">
          {list.map((p) => (
            <a key={p.ID} className="btn btn-outline-primary" href={providerStartUrl(p.ID, returnPath)}>{t('signInWith', { label: p.Label })}</a>
          ))}
          <p className="text-body-secondary small text-center mb-0">{t('or')}</p>
        </div>
      )}
    </>
  );
}

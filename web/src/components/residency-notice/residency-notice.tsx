import type { Workspace } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import * as de from '../../i18n/de/residency';
import { useCurrentLanguage, useT } from '../../i18n/runtime';
import { providerStartUrl, providersQueryOptions } from '../../lib/identity-providers';
import { loginReturningTo } from '../../lib/return-path';
import { useSession } from '../../lib/session';

/** „A oder B“ in the interface language: the names of the sign-in services that verify. */
const orList = (language: string, names: readonly string[]) => new Intl.ListFormat(language, { type: 'disjunction' }).format(names);

/** Whether the visitor is kept out of some part of `workspace` because it is reserved for
 *  verified residents (the server's ResidencyMet, docs/product.md §14.1). */
export const keptOutAsNonResident = (workspace: Pick<Workspace, 'Residency' | 'ResidencyMet' | 'Closed'> | undefined) =>
  !!workspace && !workspace.Closed
  && ((workspace.Residency.Entries && !workspace.ResidencyMet.Entries) || (workspace.Residency.Votes && !workspace.ResidencyMet.Votes));

/** Why the visitor cannot take part in a project reserved for verified residents, and how to
 *  (docs/product.md §14.1): anonymous visitors sign in through the providers that verify (or on the
 *  login page), logged-in users link one in the profile's „Anmeldung über andere Dienste“. Shown
 *  only where the server's flags keep the visitor out. `compact`: the map panel's smaller text. */
export function ResidencyNotice({ workspace, compact = false }: { workspace: Pick<Workspace, 'Residency' | 'ResidencyMet' | 'Closed'>; compact?: boolean }) {
  const t = useT('residency', de.residency);
  const language = useCurrentLanguage();
  const { loggedIn } = useSession();
  const providers = useQuery(providersQueryOptions);
  const { pathname, search } = useLocation();
  const titleId = useId();
  if (!keptOutAsNonResident(workspace)) return null;
  const r = workspace.Residency;
  const entries = r.Entries && !workspace.ResidencyMet.Entries;
  const votes = r.Votes && !workspace.ResidencyMet.Votes;
  const verifying = (providers.data ?? []).filter((p) => p.Verifies);
  const labels = verifying.map((p) => p.Label);
  const here = `${pathname}${search}`;
  const municipalities = { count: r.Municipalities.length, keys: r.Municipalities.join(', ') };
  return (
    <section className={`alert alert-info ${compact ? 'small py-2' : ''}`} aria-labelledby={titleId} data-testid="residency-notice">
      <h2 className={compact ? 'h6' : 'h5'} id={titleId}>{t('noticeTitle')}</h2>
      <p className="mb-2">{t('reserved', { ...municipalities, what: entries && votes ? 'both' : entries ? 'entries' : 'votes' })}</p>
      {loggedIn ? (
        <>
          <p className="mb-2">{t('notVerified', municipalities)} {labels.length === 0 ? t('linkInProfileAny') : t('linkInProfile', { labels: orList(language, labels) })}</p>
          <Link className="btn btn-sm btn-outline-primary" to="/profile">{t('toProfile')}</Link>
        </>
      ) : (
        <>
          <p className="mb-2">{labels.length > 0 ? t('signInVia', { labels: orList(language, labels) }) : t('signInAny')}</p>
          <div className="d-flex flex-wrap gap-2">
            {verifying.map((p) => <a key={p.ID} className="btn btn-sm btn-primary" href={providerStartUrl(p.ID, here)}>{t('signInWith', { label: p.Label })}</a>)}
            <Link className="btn btn-sm btn-outline-primary" to={loginReturningTo(here)}>{t('toLogin')}</Link>
          </div>
        </>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ApiTokensPanel } from '../../components/api-tokens-panel';
import * as de from '../../i18n/de/account';
import { useT } from '../../i18n/runtime';
import { organisationApiTokensQueryOptions, useCreateOrganisationApiToken, useRevokeOrganisationApiToken } from './api';

/** „API-Schlüssel“ of an organisation (docs/product.md §24.6, Organisation keys): the profile's
 *  panel of keys (components/api-tokens-panel.tsx) for the organisation's keys, which read
 *  and write as a visitor without an account, e.g. for Open311 (§24.5). */
export function OrganisationApiTokens({ orgId }: { orgId: string }) {
  const t = useT('apiTokens', de.apiTokens);
  const list = useQuery(organisationApiTokensQueryOptions(orgId));
  const create = useCreateOrganisationApiToken(orgId);
  const revoke = useRevokeOrganisationApiToken(orgId);
  return (
    <section aria-labelledby="org-api-tokens-title" className="mt-4">
      <h3 id="org-api-tokens-title" className="h5">{t('title')}</h3>
      <ApiTokensPanel source={{ owner: 'organisation', list, create, revoke, projects: [] }} />
    </section>
  );
}

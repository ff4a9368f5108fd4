import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { ApiTokensPanel } from '../../components/api-tokens-panel';
import * as de from '../../i18n/de/account';
import { useT } from '../../i18n/runtime';
import { workspacesQueryOptions } from '../../lib/gis';
import { apiTokensQueryOptions, useCreateApiToken, useRevokeApiToken } from './api';

/** „API-Schlüssel“ in the profile (docs/product.md §24.6): the account's keys with name,
 *  permissions, expiry and last use, each with „Widerrufen“ after a question, and „Neuer
 *  API-Schlüssel“, whose dialog shows the new key once with „Kopieren“ and a warning. */
export function ApiTokensCard() {
  const t = useT('apiTokens', de.apiTokens);
  const list = useQuery(apiTokensQueryOptions);
  const projects = useQuery(workspacesQueryOptions);
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{t('title')}</h2>
        <ApiTokensPanel source={{ owner: 'account', list, create, revoke, projects: projects.data ?? [] }} />
      </Card.Body>
    </Card>
  );
}

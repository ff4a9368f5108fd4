import { useEffect, useState } from 'react';
import { de } from '../i18n/de';
import { getJson } from '../lib/api-client';

type OrgState = { status: 'loading' } | { status: 'ready'; title: string } | { status: 'error' };

/** Reads the organisation title from GET /auth/org ({ Title, Menu, Other }). */
async function fetchOrgTitle(signal: AbortSignal): Promise<string> {
  const body = await getJson('/auth/org', signal);
  if (typeof body === 'object' && body !== null && 'Title' in body && typeof body.Title === 'string') {
    return body.Title;
  }
  throw new Error('GET /auth/org: unexpected body');
}

/** The application shell; routes and features follow in a later issue. */
export function App() {
  const [org, setOrg] = useState<OrgState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchOrgTitle(controller.signal).then(
      (title) => setOrg({ status: 'ready', title }),
      () => {
        if (!controller.signal.aborted) setOrg({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <main>
      <h1>{de.app.title}</h1>
      <p>{de.app.underConstruction}</p>
      {org.status === 'loading' && <p>{de.app.organisationLoading}</p>}
      {org.status === 'ready' && (
        <p>
          {de.app.organisation}: <strong>{org.title}</strong>
        </p>
      )}
      {org.status === 'error' && <p role="alert">{de.app.organisationUnavailable}</p>}
    </main>
  );
}

import { DEFAULT_STATUSES, type Layer } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { workspaceOf } from '../../test/workspace-fixtures';
import { ProjectPage } from './project-page';
import { ProjectsPage } from './projects-page';

/** A project reserved for verified residents (docs/product.md §14.1): whoever it keeps out sees no
 *  „Mitmachen“ but why and how to take part — anonymous visitors sign in through the providers that
 *  verify, logged-in users link one in their profile; a verified resident just takes part. */
const WS = '01900000-0000-7000-8000-0000000000b1';
const LAYER = '01900000-0000-7000-8000-0000000000c1';
const BUNDID = '01900000-0000-7000-8000-0000000000d1';
const PASSWORD_ONLY = '01900000-0000-7000-8000-0000000000d2';
const layer: Layer = {
  ID: LAYER, Name: 'Vorschläge', Public: true, Editable: true, Attributes: {}, Workspace: WS, Schema: { Schema: [], Categories: [] },
  Statuses: [...DEFAULT_STATUSES], Premoderation: false, MapView: null, ContextLayers: [], CanAddPoints: false,
};
const residency = { Entries: true, Votes: true, Municipalities: ['06631009'] };
const keptOut = workspaceOf({ ID: WS, Name: 'Bürgerhaushalt', Public: true, Editable: true, Residency: residency, ResidencyMet: { Entries: false, Votes: false } });

function stub(loggedIn: boolean, ws = keptOut) {
  return stubApi({
    'GET /auth/info': { status: 200, body: loggedIn ? { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' } : { LoggedIn: false, Permissions: [] } },
    [`GET /gis/workspace/${WS}`]: { status: 200, body: ws },
    'GET /gis/workspaces': { status: 200, body: [ws] },
    [`GET /gis/layers/${WS}`]: { status: 200, body: [layer] },
    'GET /auth/providers': { status: 200, body: [{ ID: BUNDID, Label: 'BundID', Verifies: true }, { ID: PASSWORD_ONLY, Label: 'Stadt-Konto', Verifies: false }] },
  });
}
const routes = [{ path: '/projekt/:id', element: <ProjectPage /> }, { path: '/projekte', element: <ProjectsPage /> }];

describe('ProjectPage of a project for verified residents', () => {
  it('tells anonymous visitors why and lets them sign in through the provider that verifies', async () => {
    stub(false);
    renderRoutes(routes, `/projekt/${WS}`);
    const notice = within(await screen.findByRole('region', { name: 'Nur für verifizierte Einwohnerinnen und Einwohner' }));
    expect(notice.getByText('An diesem Projekt können nur verifizierte Einwohnerinnen und Einwohner der Gemeinde 06631009 Einträge anlegen und abstimmen.')).toBeInTheDocument();
    expect(await notice.findByText('Melden Sie sich dazu über BundID an: Der Dienst bestätigt Ihren Wohnsitz.')).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Anmelden mit BundID' }).getAttribute('href')).toMatch(new RegExp(`/auth/oidc/${BUNDID}/start\\?return=%23%2Fprojekt%2F${WS}$`));
    expect(notice.queryByRole('link', { name: 'Anmelden mit Stadt-Konto' })).toBeNull();
    expect(notice.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', `/login?zurueck=%2Fprojekt%2F${WS}`);
    // No „Mitmachen“ that leads to a refusal: the map is there to look at.
    expect(screen.queryByRole('link', { name: 'Mitmachen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Karte ansehen' })).toBeInTheDocument();
  });

  it('sends a logged-in account that is not verified to its profile to link a provider', async () => {
    stub(true);
    renderRoutes(routes, `/projekt/${WS}`);
    const notice = within(await screen.findByRole('region', { name: 'Nur für verifizierte Einwohnerinnen und Einwohner' }));
    expect(await notice.findByText(/Ihr Konto ist nicht als Einwohnerin oder Einwohner der Gemeinde 06631009 verifiziert\. Verknüpfen Sie es in Ihrem Profil unter „Anmeldung über andere Dienste“ mit BundID/)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Zum Profil' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Mitmachen' })).toBeNull();
  });

  it('leads from the list to the project page, not into a map that refuses', async () => {
    stub(false);
    renderRoutes(routes, '/projekte');
    expect(await screen.findByRole('link', { name: 'Nur für verifizierte Einwohner' })).toHaveAttribute('href', `/projekt/${WS}`);
    expect(screen.queryByRole('link', { name: 'Mitmachen bei „Bürgerhaushalt“' })).toBeNull();
  });

  it('lets a verified resident take part, with no notice', async () => {
    stub(true, { ...keptOut, ResidencyMet: { Entries: true, Votes: true } });
    renderRoutes(routes, `/projekt/${WS}`);
    expect(await screen.findByRole('link', { name: 'Mitmachen' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nur für verifizierte Einwohnerinnen und Einwohner' })).toBeNull();
  });
});

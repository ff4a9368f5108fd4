import type { DashboardCounts, UserInfo } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type OrgStub } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { AdminDashboard } from './admin-dashboard';
import { AdminShell } from './admin-shell';

const COUNTS: DashboardCounts = { Users: 12, Groups: 3, Organisations: 1, Workspaces: 4, Layers: 9, Points: 1234, PointsLast7Days: 56 };

/** The demo's organisation, which has written its infrastructure page and so has the survey. */
const WITH_SURVEY = { Title: 'Gewässer-App', Menu: [], Other: {}, Content: { 'infrastruktur.help': '1. Los' } };

function renderAdmin(info: UserInfo, counts: DashboardCounts | null = COUNTS, org: OrgStub = WITH_SURVEY) {
  stubApi({
    'GET /auth/info': { status: 200, body: info },
    'GET /admin/dashboard': counts ? { status: 200, body: counts } : { status: 403, body: { Message: 'Keine Berechtigung.' } },
  }, org);
  return renderRoutes([
    { path: '/admin', element: <AdminShell />, children: [{ index: true, element: <AdminDashboard /> }] },
    { path: '/login', element: <h1>Login</h1> },
  ], '/admin');
}

const sidebarLinks = () => within(screen.getByRole('navigation', { name: 'Administrationsmenü' })).getAllByRole('link').map((l) => l.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin shell and dashboard', () => {
  it('shows every sidebar entry to a holder of all permissions, and the counts', async () => {
    renderAdmin({ LoggedIn: true, Name: 'Admin', Permissions: ['admin', 'usermanager', 'groupmanager', 'orgmanager', 'project'] });
    expect(await screen.findByText('Nutzermanagement')).toBeInTheDocument();
    await waitFor(() => expect(sidebarLinks()).toEqual(['Dashboard', 'Bürgerbeteiligung', 'Protokoll', 'Umfrage', 'Benutzer', 'Gruppen', 'Organisationen']));
    const counts = await screen.findByRole('region', { name: 'Zahlen im Überblick' });
    const value = (label: string) => within(counts).getByText(label).closest('.card')?.querySelector('dd')?.textContent;
    expect(value('Benutzer')).toBe('12');
    expect(value('Gruppen')).toBe('3');
    expect(value('Organisationen')).toBe('1');
    expect(value('Projekte')).toBe('4');
    expect(value('Karten')).toBe('9');
    expect(value('Punkte')).toBe('1.234');
    expect(value('Punkte der letzten 7 Tage')).toBe('56');
    expect(within(counts).getByRole('link', { name: 'Zur Verwaltung: Benutzer' })).toHaveAttribute('href', '/admin/users');
  });

  it('shows only the entries of the permissions held (docs/product.md §6)', async () => {
    renderAdmin({ LoggedIn: true, Name: 'Gruppenpflege', Permissions: ['admin', 'groupmanager'] });
    await screen.findByText('Nutzermanagement');
    await waitFor(() => expect(sidebarLinks()).toEqual(['Dashboard', 'Bürgerbeteiligung', 'Protokoll', 'Umfrage', 'Gruppen']));
    const counts = await screen.findByRole('region', { name: 'Zahlen im Überblick' });
    expect(within(counts).getAllByRole('link').map((l) => l.textContent)).toEqual(['Gruppen']);
  });

  it('offers the survey only where the organisation has its survey page (docs/product.md §17.3)', async () => {
    renderAdmin({ LoggedIn: true, Name: 'Nur Admin', Permissions: ['admin'] }, COUNTS, { Title: 'Neustadt', Menu: [], Other: {} });
    await screen.findByRole('navigation', { name: 'Administrationsmenü' });
    await screen.findByRole('region', { name: 'Zahlen im Überblick' });
    expect(sidebarLinks()).toEqual(['Dashboard', 'Bürgerbeteiligung', 'Protokoll']);
  });

  it('hides the user-management heading from an admin without any manager permission', async () => {
    renderAdmin({ LoggedIn: true, Name: 'Nur Admin', Permissions: ['admin'] });
    await screen.findByRole('navigation', { name: 'Administrationsmenü' });
    await waitFor(() => expect(sidebarLinks()).toEqual(['Dashboard', 'Bürgerbeteiligung', 'Protokoll', 'Umfrage']));
    expect(screen.getByRole('link', { name: 'Zum Protokoll' })).toHaveAttribute('href', '/admin/protokoll');
    expect(screen.queryByText('Nutzermanagement')).toBeNull();
  });

  it('says so when the counts cannot be loaded', async () => {
    renderAdmin({ LoggedIn: true, Name: 'Admin', Permissions: ['admin'] }, null);
    expect(await screen.findByText('Die Zahlen konnten nicht geladen werden.')).toBeInTheDocument();
  });

  it('sends a visitor without admin to /login', async () => {
    renderAdmin({ LoggedIn: true, Name: 'Anna', Permissions: ['project', 'usermanager'] });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});

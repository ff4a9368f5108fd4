import type { UserInfo } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { AdminShell } from './admin-shell';
import { ManagePage } from './manage-page';

function renderManage(info: UserInfo) {
  stubApi({ 'GET /auth/info': { status: 200, body: info } });
  return renderRoutes([
    { path: '/admin', element: <AdminShell />, children: [{ path: 'manage', element: <ManagePage /> }] },
    { path: '/login', element: <h1>Login</h1> },
  ], '/admin/manage');
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/manage (Bürgerbeteiligung verwalten)', () => {
  it('shows the map sidebar entries as cards with a description, inside the admin shell', async () => {
    renderManage({ LoggedIn: true, Name: 'Admin', Permissions: ['admin', 'project'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bürgerbeteiligung verwalten' })).toBeInTheDocument();
    expect(document.title).toBe('Bürgerbeteiligung verwalten – Mitmachkarte');
    const list = screen.getAllByRole('list').find((l) => within(l).queryByRole('heading', { name: 'Karte' }))!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual(['Karte', 'Projektverwaltung', 'Kartenverwaltung']);
    expect(items.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual(['/map', '/workspaces', '/layers']);
    expect(items[1]).toHaveTextContent(/Projekte und ihre Karten anlegen/);
    const sidebar = screen.getByRole('navigation', { name: 'Administrationsmenü' });
    const entry = within(sidebar).getByRole('link', { name: 'Bürgerbeteiligung' });
    expect(entry).toHaveAttribute('href', '/admin/manage');
    expect(entry).toHaveAttribute('aria-current', 'page');
  });

  it('sends a visitor without the admin permission to the login', async () => {
    renderManage({ LoggedIn: true, Name: 'Erika', Permissions: ['project'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bürgerbeteiligung verwalten' })).toBeNull();
  });
});

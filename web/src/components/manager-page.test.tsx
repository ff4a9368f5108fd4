import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub';
import { renderOne } from '../test/render';
import { ManagerPage } from './manager-page';

describe('ManagerPage', () => {
  it('heads the page with its title beside the map sidebar with both managers, then its project, the way back and the content', () => {
    stubApi({ 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [] } } });
    renderOne(
      <ManagerPage title="Auswertung: Bäume" project="Projekt: Stadtgrün" back={{ to: '/workspaces', label: 'Zurück zur Projektverwaltung' }}>
        <p>Inhalt</p>
      </ManagerPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Auswertung: Bäume' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Kartenmenü' });
    expect([...sidebar.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Karte', 'Projektverwaltung', 'Kartenverwaltung']);
    expect(screen.getByText('Projekt: Stadtgrün')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Projektverwaltung' })).toHaveAttribute('href', '/workspaces');
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
  });

  it('leaves out the project line and the way back where the page has none', () => {
    stubApi({ 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [] } } });
    renderOne(<ManagerPage title="Projektverwaltung" project={null}><p>Inhalt</p></ManagerPage>);
    expect(screen.getByRole('heading', { level: 1, name: 'Projektverwaltung' }).parentElement?.nextElementSibling).toHaveTextContent('Inhalt');
  });
});

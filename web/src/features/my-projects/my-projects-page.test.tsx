import type { Workspace } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { callerParts, workspaceOf } from '../../test/workspace-fixtures';
import { MyProjectsPage } from './my-projects-page';

const ME = '01900000-0000-7000-8000-0000000000aa';
const OTHER = '01900000-0000-7000-8000-0000000000bb';
const ws = (n: number, Name: string, parts: ReturnType<typeof callerParts>, UserID = OTHER): Workspace =>
  workspaceOf({ ID: `01900000-0000-7000-8000-0000000000a${n}`, Name, Public: n === 1, UserID, ...parts });

afterEach(() => vi.unstubAllGlobals());

describe('„Meine Projekte“ (docs/product.md §17.4)', () => {
  it('lists the projects the server lets the user edit, without any permission, with links to the manager and the map', async () => {
    const team = ws(1, 'Radverkehr', callerParts(true, false, { ID: OTHER, Name: 'Olga Eigner', Email: 'olga@example.org' }));
    stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: ME, Name: 'Karla' } },
      'GET /gis/workspaces': { status: 200, body: [team, ws(2, 'Fremdes Projekt', callerParts(false)), ws(3, 'Eigenes', callerParts(true, true), ME)] },
      [`GET /gis/layers/${team.ID}`]: { status: 200, body: [] },
    });
    renderOne(<MyProjectsPage />);
    const list = within(await screen.findByRole('list', { name: 'Meine Projekte' }));
    expect(list.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Radverkehr öffentlich', 'Eigenes ']);
    expect(list.getByText('Eigentümer: Olga Eigner')).toBeVisible();
    expect(list.getByText('Eigentümer: Sie')).toBeVisible();
    expect(list.getByRole('link', { name: 'Projekt Radverkehr verwalten' })).toHaveAttribute('href', `/workspaces?workspace=${team.ID}`);
    expect(list.getByRole('link', { name: 'Karte des Projekts Radverkehr' })).toHaveAttribute('href', `/map?workspace=${team.ID}`);
    expect(screen.queryByRole('link', { name: 'Neues Projekt' })).not.toBeInTheDocument();
  });

  it('leads from each map of a project to its review table and to its charts with the printable report', async () => {
    const own = ws(3, 'Eigenes', callerParts(true, true), ME);
    const map = (n: number, Name: string) => ({ ID: `01900000-0000-7000-8000-0000000000c${n}`, Name, Workspace: own.ID });
    const calls = stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: ME, Name: 'Karla' } },
      'GET /gis/workspaces': { status: 200, body: [own, ws(2, 'Fremdes Projekt', callerParts(false))] },
      [`GET /gis/layers/${own.ID}`]: { status: 200, body: [map(1, 'Gewässer'), map(2, 'Radwege')] },
    });
    renderOne(<MyProjectsPage />);
    const maps = within(await screen.findByRole('list', { name: 'Karten des Projekts Eigenes' }));
    expect(maps.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['GewässerAuswertungDiagramme', 'RadwegeAuswertungDiagramme']);
    expect(maps.getByRole('link', { name: 'Auswertung der Karte Gewässer' })).toHaveAttribute('href', '/auswertung/01900000-0000-7000-8000-0000000000c1');
    expect(maps.getByRole('link', { name: 'Diagramme und Bericht zum Drucken der Karte Radwege' }))
      .toHaveAttribute('href', '/auswertung/01900000-0000-7000-8000-0000000000c2/diagramme');
    // Only the projects the user manages are asked for their maps.
    expect(calls.map((c) => c.path).filter((p) => p.startsWith('/gis/layers/'))).toEqual([`/gis/layers/${own.ID}`]);
  });

  it('leads to each project\'s inbox with its new, waiting and reported items (docs/product.md §16.9)', async () => {
    const own = ws(3, 'Eigenes', callerParts(true, true), ME);
    stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: ME, Name: 'Karla', CanManageProjects: true } },
      'GET /gis/workspaces': { status: 200, body: [own] },
      [`GET /gis/layers/${own.ID}`]: { status: 200, body: [] },
      'GET /gis/inbox/counts': { status: 200, body: { New: 3, Workspaces: [{ Workspace: own.ID, Name: 'Eigenes', New: 3, Waiting: 2, Reported: 1 }] } },
    });
    renderOne(<MyProjectsPage />);
    const link = await screen.findByRole('link', { name: 'Eingang des Projekts Eigenes (3 neu)' });
    expect(link).toHaveAttribute('href', `/eingang/${own.ID}`);
    expect(link).toHaveTextContent('Eingang (3 neu)');
    expect(screen.getByRole('link', { name: '2 warten auf Freigabe' })).toHaveAttribute('href', `/eingang/${own.ID}?filter=freigabe`);
    expect(screen.getByRole('link', { name: '1 Meldung' })).toHaveAttribute('href', `/eingang/${own.ID}?filter=gemeldet`);
  });

  it('offers „Neues Projekt“ (docs/product.md §17.6) to holders of `project`', async () => {
    stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: ['project'], ID: ME, Name: 'Olga' } },
      'GET /gis/workspaces': { status: 200, body: [] },
    });
    renderOne(<MyProjectsPage />);
    expect(await screen.findByRole('link', { name: 'Neues Projekt' })).toHaveAttribute('href', '/projekte/neu');
  });

  it('says so when the user manages none', async () => {
    stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: ME, Name: 'Karla' } },
      'GET /gis/workspaces': { status: 200, body: [ws(2, 'Fremdes Projekt', callerParts(false))] },
    });
    renderOne(<MyProjectsPage />);
    expect(await screen.findByText(/Sie verwalten noch kein Projekt/)).toBeVisible();
  });
});

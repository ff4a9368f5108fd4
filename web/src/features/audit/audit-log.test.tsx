import type { AuditEntry, AuditPage } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { AdminAuditPage } from './admin-audit-page';
import { WorkspaceAuditPage } from './workspace-audit-page';

const WS = '01900000-0000-7000-8000-00000000000a';
const entry = (n: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  ID: `01900000-0000-7000-8000-${String(n).padStart(12, '0')}`, At: '2026-11-25T13:05:09.000Z', By: 'Anna Amt', Action: 'point.status',
  TargetType: 'point', TargetID: 'p', Workspace: WS, Summary: `Status von „Neu“ auf „In Prüfung“ geändert (${n})`, Before: 'Status: Neu', After: 'Status: In Prüfung',
  ...over,
});
const page = (total: number, entries: AuditEntry[]): StubAnswer => ({ status: 200, body: { Total: total, Entries: entries } satisfies AuditPage });
const ADMIN = { LoggedIn: true, Name: 'Admin', Permissions: ['admin'] };

afterEach(() => vi.unstubAllGlobals());

describe('the audit log screen', () => {
  it('shows a captioned table of Zeit in Berlin time, Wer, Aktion, Vorher and Nachher, and the CSV link', async () => {
    stubApi({ 'GET /auth/info': { status: 200, body: ADMIN }, 'GET /admin/audit?page=1&pageSize=50': page(2, [entry(2), entry(1, { By: '', Before: '' })]) });
    renderRoutes([{ path: '/admin/protokoll', element: <AdminAuditPage /> }], '/admin/protokoll');
    const table = await screen.findByRole('table', { name: 'Protokoll: 2 Einträge' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Zeit', 'Wer', 'Aktion', 'Vorher', 'Nachher']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['25.11.2026, 14:05:09', 'Anna Amt', 'Status von „Neu“ auf „In Prüfung“ geändert (2)', 'Status: Neu', 'Status: In Prüfung']);
    expect(within(within(table).getAllByRole('row')[2]!).getAllByRole('cell')[1]).toHaveTextContent('–');
    expect(screen.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Als CSV herunterladen' })).toHaveAttribute('href', '/api/v1/admin/audit/csv');
    expect(screen.getByRole('region', { name: 'Einträge des Protokolls' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Seite 1 von 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });

  it('pages with Weiter and Zurück by keyboard', async () => {
    const calls = stubApi({
      'GET /auth/info': { status: 200, body: ADMIN },
      'GET /admin/audit?page=1&pageSize=50': page(120, [entry(3)]),
      'GET /admin/audit?page=2&pageSize=50': page(120, [entry(2)]),
    });
    renderRoutes([{ path: '/admin/protokoll', element: <AdminAuditPage /> }], '/admin/protokoll');
    expect(await screen.findByText('Seite 1 von 3')).toBeInTheDocument();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Weiter' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/\(2\)$/)).toBeInTheDocument();
    expect(screen.getByText('Seite 2 von 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await screen.findByText(/\(3\)$/)).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/admin/audit?page=1&pageSize=50', '/admin/audit?page=2&pageSize=50', '/admin/audit?page=1&pageSize=50']);
  });

  it('says when there are no entries, and when the log cannot be read', async () => {
    stubApi({ 'GET /auth/info': { status: 200, body: ADMIN }, 'GET /admin/audit?page=1&pageSize=50': page(0, []) });
    renderRoutes([{ path: '/admin/protokoll', element: <AdminAuditPage /> }], '/admin/protokoll');
    expect(await screen.findByText('Noch keine Einträge.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Name: 'Mia', Permissions: [] } },
      [`GET /gis/audit/${WS}?page=1&pageSize=50`]: { status: 403, body: { Message: 'Sie haben keine Berechtigung für diese Aktion.' } },
    });
    renderRoutes([{ path: '/workspaces/:id/protokoll', element: <WorkspaceAuditPage /> }], `/workspaces/${WS}/protokoll`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Protokoll konnte nicht geladen werden. Sie haben keine Berechtigung für diese Aktion.');
  });

  it('shows a workspace\'s log under its name for its managers, with the way back', async () => {
    stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Name: 'Anna Amt', Permissions: [] } },
      'GET /gis/workspaces': { status: 200, body: [{ ID: WS, Name: 'Gewässer-App', Public: true, Editable: true, UserID: null, Attributes: {} }] },
      [`GET /gis/audit/${WS}?page=1&pageSize=50`]: page(1, [entry(1)]),
    });
    renderRoutes([{ path: '/workspaces/:id/protokoll', element: <WorkspaceAuditPage /> }], `/workspaces/${WS}/protokoll`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Protokoll: Gewässer-App' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Protokoll: 1 Eintrag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Als CSV herunterladen' })).toHaveAttribute('href', `/api/v1/gis/audit/${WS}/csv`);
    expect(screen.getByRole('link', { name: 'Zurück zur Projektverwaltung' })).toHaveAttribute('href', '/workspaces');
  });

  it('asks visitors to log in', async () => {
    stubApi({});
    renderRoutes([{ path: '/workspaces/:id/protokoll', element: <WorkspaceAuditPage /> }], `/workspaces/${WS}/protokoll`);
    expect(await screen.findByRole('link', { name: 'Zum Login' })).toBeInTheDocument();
  });
});

import type { QueueEntry } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as de from '../../i18n/de';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { ModerationPage } from './moderation-page';

const WS = '01900000-0000-7000-8000-0000000000a1';
const base = { Text: '', ReportedBy: '', At: '2026-03-02T10:00:00.000Z', Layer: '01900000-0000-7000-8000-0000000000b1', LayerName: 'Radwege', Author: 'Anna', Moderation: null };
const REPORT: QueueEntry = {
  ...base, ReportID: '01900000-0000-7000-8000-0000000000c1', Reason: 'beleidigend', Text: 'Beleidigung', ReportedBy: 'Bert',
  Kind: 'comment', PointID: '01900000-0000-7000-8000-0000000000d1', CommentID: '01900000-0000-7000-8000-0000000000e1', Excerpt: 'Du Idiot!',
};
const HELD: QueueEntry = {
  ...base, ReportID: null, Reason: '', Kind: 'point', PointID: '01900000-0000-7000-8000-0000000000d2', CommentID: null,
  Excerpt: 'Gefährliche Kreuzung', Moderation: { State: 'pending', Reason: '' },
};

afterEach(() => vi.unstubAllGlobals());

function setup(autoHide: number | null = null) {
  const calls = stubApi({
    [`GET /gis/workspace/${WS}/moderation-settings`]: { status: 200, body: { AutoHideReports: autoHide } },
    [`PUT /gis/workspace/${WS}/moderation-settings`]: (body) => ({ status: 200, body }),
    'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000f1', Name: 'Olga' } },
    [`GET /gis/moderation/${WS}`]: { status: 200, body: [REPORT, HELD] },
    'POST /gis/moderation/hide': { status: 200, body: { Message: 'Der Beitrag wurde ausgeblendet.' } },
    'POST /gis/moderation/show': { status: 200, body: { Message: 'Der Beitrag ist wieder sichtbar.' } },
    'POST /gis/moderation/dismiss': { status: 200, body: { Message: 'Die Meldung wurde verworfen.' } },
  });
  renderRoutes([{ path: '/moderation/:workspaceId', element: <ModerationPage /> }], `/moderation/${WS}`);
  return { calls, user: userEvent.setup() };
}

describe('moderation queue (docs/product.md §16.3)', () => {
  it('asks visitors to log in', async () => {
    stubApi({});
    renderRoutes([{ path: '/moderation/:workspaceId', element: <ModerationPage /> }], `/moderation/${WS}`);
    expect(await screen.findByRole('link', { name: de.layers.toLogin })).toBeVisible();
  });

  it('lists reports with reason, note and reporter, and held content, with their context', async () => {
    setup();
    const report = (await screen.findByRole('heading', { name: 'Gemeldet: Kommentar' })).closest('li')!;
    expect(within(report as HTMLElement).getByText('Du Idiot!')).toBeVisible();
    expect(report).toHaveTextContent('Beleidigend oder herabsetzend – „Beleidigung“');
    expect(report).toHaveTextContent('gemeldet von Bert');
    expect(report).toHaveTextContent('Karte „Radwege“ · von Anna');
    expect(screen.getByRole('heading', { name: 'Wartet auf Freigabe: Eintrag' })).toBeVisible();
    expect(screen.getByText('2 Beiträge zu prüfen')).toBeVisible();
  });

  it('hides with a reason (required), dismisses reports and approves held content', async () => {
    const { calls, user } = setup();
    const report = within((await screen.findByRole('heading', { name: 'Gemeldet: Kommentar' })).closest('li') as HTMLElement);
    await user.click(report.getByRole('button', { name: de.moderation.hide }));
    expect(report.getByText(de.moderation.hideReasonMissing)).toBeVisible();
    await user.type(report.getByLabelText(/Grund für das Ausblenden/), 'Beleidigung');
    await user.click(report.getByRole('button', { name: de.moderation.hide }));
    await user.click(report.getByRole('button', { name: 'Meldung verwerfen' }));
    const held = within(screen.getByRole('heading', { name: 'Wartet auf Freigabe: Eintrag' }).closest('li') as HTMLElement);
    await user.click(held.getByRole('button', { name: 'Freigeben' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/gis/moderation/hide', body: { CommentID: REPORT.CommentID, Reason: 'Beleidigung' } },
      { method: 'POST', path: '/gis/moderation/dismiss', body: { ReportID: REPORT.ReportID } },
      { method: 'POST', path: '/gis/moderation/show', body: { PointID: HELD.PointID, Reason: '' } },
    ]));
  });

  it('sets „Automatisch ausblenden nach … Meldungen“: off by default, a number from 2 to 50 checked before sending', async () => {
    const { calls, user } = setup();
    const legend = await screen.findByText(de.moderationQueue.autoHide);
    const group = within(legend.closest('fieldset')!);
    expect(group.getByLabelText('aus')).toBeChecked();
    const count = group.getByLabelText(de.moderationQueue.autoHideCount);
    expect(count).toBeDisabled();
    await user.click(group.getByLabelText('nach'));
    expect(count).toBeEnabled();
    await user.clear(count);
    await user.type(count, '1');
    await user.click(screen.getByRole('button', { name: de.moderationQueue.autoHideSave }));
    expect(count).toHaveAccessibleDescription('Bitte geben Sie eine ganze Zahl von 2 bis 50 an.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.clear(count);
    await user.type(count, '5');
    await user.click(screen.getByRole('button', { name: de.moderationQueue.autoHideSave }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/gis/workspace/${WS}/moderation-settings`, body: { AutoHideReports: 5 } },
    ]));
  });

  it('shows a saved number and switches it off', async () => {
    const { calls, user } = setup(4);
    const legend = await screen.findByText(de.moderationQueue.autoHide);
    const group = within(legend.closest('fieldset')!);
    expect(group.getByLabelText('nach')).toBeChecked();
    expect(group.getByLabelText(de.moderationQueue.autoHideCount)).toHaveValue(4);
    await user.click(group.getByLabelText('aus'));
    await user.click(screen.getByRole('button', { name: de.moderationQueue.autoHideSave }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/gis/workspace/${WS}/moderation-settings`, body: { AutoHideReports: null } },
    ]));
  });
});

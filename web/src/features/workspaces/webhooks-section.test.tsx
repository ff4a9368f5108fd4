import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { WebhooksSection } from './webhooks-section';

const WS = '01900000-0000-7000-8000-0000000000a1';
const HOOK = '01900000-0000-7000-8000-0000000000b2';
const LIST = `/gis/workspace/${WS}/webhooks`;
const SECRET = `whsec_${'A'.repeat(43)}`;
const hook = { ID: HOOK, Workspace: WS, Url: 'https://tickets.example.org/eingang', Events: ['entry.created', 'entry.status_changed'], Active: true, SecretPrefix: SECRET.slice(0, 10), CreatedAt: '2026-12-02T10:00:00.000Z', UpdatedAt: '2026-12-02T10:00:00.000Z', LastState: null };

afterEach(() => vi.unstubAllGlobals());

describe('WebhooksSection (docs/product.md §24.6)', () => {
  it('adds a webhook and shows its secret once, with „Kopieren“', async () => {
    let listed: unknown[] = [];
    const calls = stubApi({
      [`GET ${LIST}`]: () => ({ status: 200, body: listed }),
      [`POST ${LIST}`]: () => { listed = [hook]; return { status: 200, body: { ...hook, Secret: SECRET } }; },
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><WebhooksSection workspaceId={WS} /></>);
    const section = within(await screen.findByRole('region', { name: 'Webhooks' }));
    expect(await section.findByText('Noch keine Webhooks.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Webhook hinzufügen' }));
    const form = within(await screen.findByRole('dialog', { name: 'Webhook hinzufügen' }));
    await user.clear(form.getByLabelText('Adresse (URL)'));
    await user.type(form.getByLabelText('Adresse (URL)'), hook.Url);
    await user.click(form.getByRole('checkbox', { name: 'Eintrag geändert' }));
    await user.click(form.getByRole('checkbox', { name: 'Neuer Kommentar' }));
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Geheimnis des Webhooks' }));
    expect(shown.getByLabelText('Geheimnis')).toHaveValue(SECRET);
    await user.click(shown.getByRole('button', { name: 'Kopieren' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(shown.getByRole('button', { name: 'Fertig' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: LIST, body: { Url: hook.Url, Events: ['entry.created', 'entry.status_changed'], Active: true } },
    ]);
    const item = within(await section.findByRole('listitem'));
    expect(item.getByText(hook.Url)).toBeInTheDocument();
    expect(item.getByText('Ereignisse: Neuer Eintrag, Status geändert')).toBeInTheDocument();
    expect(item.getByText(`Geheimnis: ${SECRET.slice(0, 10)}…`)).toBeInTheDocument();
    expect(item.queryByText(SECRET)).toBeNull();
  });

  it('shows the server\'s German word for a refused address and keeps the form open', async () => {
    stubApi({
      [`GET ${LIST}`]: { status: 200, body: [] },
      [`POST ${LIST}`]: { status: 400, body: { Message: 'Webhooks werden nicht an lokale oder private Adressen gesendet.' } },
    });
    const user = userEvent.setup();
    renderOne(<WebhooksSection workspaceId={WS} />);
    await user.click(await screen.findByRole('button', { name: 'Webhook hinzufügen' }));
    const form = within(await screen.findByRole('dialog', { name: 'Webhook hinzufügen' }));
    await user.type(form.getByLabelText('Adresse (URL)'), '10.0.0.1/intern');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByText(/nicht an lokale oder private Adressen/)).toBeInTheDocument();
  });

  it('sends the test event and shows the delivery log', async () => {
    const delivery = { ID: '01900000-0000-7000-8000-0000000000c3', EventID: '01900000-0000-7000-8000-0000000000d4', Event: 'ping', CreatedAt: '2026-12-02T10:05:00.000Z', State: 'delivered', Attempts: 1, NextAttemptAt: null, LastAttemptAt: '2026-12-02T10:05:00.000Z', HttpStatus: 200, DurationMs: 12, Error: '' };
    const calls = stubApi({
      [`GET ${LIST}`]: { status: 200, body: [hook] },
      [`POST /gis/webhook/${HOOK}/test`]: { status: 200, body: { ...delivery, State: 'pending', Attempts: 0 } },
      [`GET /gis/webhook/${HOOK}/deliveries`]: { status: 200, body: [delivery] },
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><WebhooksSection workspaceId={WS} /></>);
    await user.click(await screen.findByRole('button', { name: `Testereignis an ${hook.Url} senden` }));
    expect(await screen.findByText(/Das Testereignis wurde abgeschickt/)).toBeInTheDocument();
    const log = within(await screen.findByRole('region', { name: `Zustellungen an ${hook.Url}` }));
    const row = within(await log.findByRole('row', { name: /Testereignis/ }));
    expect(row.getByText('Zugestellt')).toBeInTheDocument();
    expect(row.getByText('200')).toBeInTheDocument();
    expect(row.getByText('12 ms')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/gis/webhook/${HOOK}/test`)).toBe(true);
  });
});

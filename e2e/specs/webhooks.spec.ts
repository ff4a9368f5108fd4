/** „Webhooks“ in the project management (docs/product.md §24.6): a manager adds a webhook that
 *  points to a receiver started by the test, copies the secret shown once, sends the test event,
 *  the receiver checks its signature with its own HMAC code, and the delivery log shows it; in
 *  Chromium at desktop and phone width, axe-checked. The server allows local targets
 *  (WEBHOOK_LOCAL_TARGETS), as in development. */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN, demoLayer, expect, loginViaScreen, test } from './fixtures.js';
import { checkBothWidths, serveLocalTiles, watchPage } from './page-checks.js';

test.use({ serverEnv: { WEBHOOK_LOCAL_TARGETS: 'true' } });

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A real HTTP receiver on this machine that records each request. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('danke');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/eingang`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Whether `header` (`t=…,v1=…`) is the HMAC-SHA256 under `secret` of "<t>.<body>". */
function signedBy(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  return parts.v1 === createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
}

test('a manager adds a webhook, sends the test event, and sees it delivered', async ({ page, server }) => {
  const receiver = await startReceiver();
  try {
    const watch = watchPage(page);
    await serveLocalTiles(page);
    const { workspace } = await demoLayer(server);
    await page.goto('/#/login');
    await loginViaScreen(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/#\/admin$/);
    await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
    await page.getByRole('navigation', { name: 'Bereiche des Projekts' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('Noch keine Webhooks.')).toBeVisible();
    await checkBothWidths(page, 'webhooks-empty');

    await section.getByRole('button', { name: 'Webhook hinzufügen' }).click();
    const form = page.getByRole('dialog', { name: 'Webhook hinzufügen' });
    await form.getByLabel('Adresse (URL)').fill(receiver.url);
    await expect(form.getByRole('checkbox', { name: 'Neuer Eintrag' })).toBeChecked();
    await form.getByRole('checkbox', { name: 'Neuer Kommentar' }).uncheck();
    await checkBothWidths(page, 'webhooks-form');
    await form.getByRole('button', { name: 'Speichern' }).click();

    const shown = page.getByRole('dialog', { name: 'Geheimnis des Webhooks' });
    await expect(shown).toContainText('Es wird nur dieses eine Mal angezeigt.');
    const secret = await shown.getByLabel('Geheimnis').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await checkBothWidths(page, 'webhooks-secret');
    await shown.getByRole('button', { name: 'Fertig' }).click();

    const list = section.getByRole('list', { name: 'Webhooks' });
    await expect(list).toContainText(receiver.url);
    await expect(list).toContainText('Ereignisse: Neuer Eintrag, Eintrag geändert, Status geändert');
    await expect(list).not.toContainText('Neuer Kommentar');
    await expect(list).toContainText(`Geheimnis: ${secret.slice(0, 10)}…`);
    await list.getByRole('button', { name: `Testereignis an ${receiver.url} senden` }).click();

    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const ping = receiver.received[0]!;
    expect(ping.headers['mitmachkarte-event']).toBe('ping');
    expect(signedBy(secret, ping.headers['mitmachkarte-signature'] as string, ping.body)).toBe(true);
    expect(JSON.parse(ping.body)).toMatchObject({ type: 'ping', project: { id: workspace.ID } });

    const log = section.getByRole('region', { name: `Zustellungen an ${receiver.url}` });
    await expect(log.getByRole('row', { name: /Testereignis.*Zugestellt.*200/ })).toBeVisible({ timeout: 15_000 });
    await expect(list).toContainText('Zugestellt', { timeout: 15_000 });
    await checkBothWidths(page, 'webhooks-log');
    expect(watch.problems()).toEqual([]);
  } finally {
    await receiver.close();
  }
});

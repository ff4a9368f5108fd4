/** Organisation keys and Open311 (docs/product.md §24.5, §24.6): the organisation's administration
 *  makes a key in „API-Schlüssel“, sees it once, a program reports through Open311 GeoReport v2
 *  with it (an entry without an account, read back as the standard's request), and the key is
 *  withdrawn; in Chromium at desktop and phone width, axe-checked. */
import { ADMIN, expect, loginViaScreen, test } from './fixtures.js';
import { checkBothWidths, watchPage } from './page-checks.js';

type Attribute = { code: string; datatype: string; required: boolean; variable: boolean; values?: { key: string }[] };

test('an administrator makes an organisation key, a program reports through Open311 with it, and the key is withdrawn', async ({ page, server }) => {
  const watch = watchPage(page);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.getByRole('navigation', { name: 'Administrationsmenü' }).getByRole('link', { name: 'Organisationen' }).click();
  const section = page.getByRole('region', { name: 'API-Schlüssel' });
  await expect(section.getByText('Die Organisation hat noch keinen API-Schlüssel.')).toBeVisible();

  await section.getByRole('button', { name: 'Neuer API-Schlüssel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer API-Schlüssel' });
  await dialog.getByLabel('Name').fill('Fachverfahren');
  await dialog.getByLabel(/^Schreiben/).check();
  await expect(dialog.getByText('Einträge abgeben, wo Besucher ohne Konto melden dürfen.')).toBeVisible();
  await checkBothWidths(page, 'organisation-api-key-new');
  await dialog.getByRole('button', { name: 'Schlüssel erstellen' }).click();
  const shown = page.getByRole('dialog', { name: 'Neuer API-Schlüssel der Organisation' });
  await expect(shown).toContainText('Er wird nur dieses eine Mal angezeigt.');
  const key = await shown.getByLabel('API-Schlüssel').inputValue();
  expect(key).toMatch(/^mk_[A-Za-z0-9_-]{43}$/);
  await checkBothWidths(page, 'organisation-api-key-shown');
  await shown.getByRole('button', { name: 'Fertig' }).click();

  // The program: the demo's map as an Open311 service, its definition filled in, a POST as a form.
  const v2 = `${server.baseUrl}/api/open311/v2`;
  const services = await (await fetch(`${v2}/services.json`)).json() as { service_code: string; service_name: string }[];
  const service = services.find((s) => s.service_name === 'Gewässerbeobachtungen')!;
  expect(service).toBeTruthy();
  const definition = await (await fetch(`${v2}/services/${service.service_code}.json`)).json() as { attributes: Attribute[] };
  const report = (apiKey: string) => {
    const form = new URLSearchParams({ api_key: apiKey, service_code: service.service_code, lat: '51.3127', long: '9.4797' });
    // The demo's last category (Bauwerke und Einleitungen) asks no further required question.
    for (const a of definition.attributes.filter((x) => x.required && x.variable)) {
      const value = (a.code === 'category' ? a.values?.at(-1)?.key : a.values?.[0]?.key) ?? (a.datatype === 'number' ? '1' : 'Gemeldet über Open311');
      form.set(`attribute[${a.code}]`, value);
    }
    return fetch(`${v2}/requests.json`, { method: 'POST', body: form });
  };
  const made = await report(key);
  expect(made.status, await made.clone().text()).toBe(200);
  const [answer] = await made.json() as { service_request_id: string; token: string }[];
  expect(answer!.token).toBe(answer!.service_request_id);
  const token = await (await fetch(`${v2}/tokens/${answer!.token}.json`)).json() as { service_request_id: string }[];
  expect(token).toEqual([{ service_request_id: answer!.service_request_id, token: answer!.token }]);
  const [request] = await (await fetch(`${v2}/requests/${answer!.service_request_id}.json`)).json() as Record<string, unknown>[];
  expect(request).toMatchObject({ service_code: service.service_code, status: 'open', lat: 51.3127, long: 9.4797 });

  const keys = section.getByRole('list', { name: 'API-Schlüssel der Organisation' });
  await page.reload();
  await expect(keys).toContainText('Fachverfahren');
  await expect(keys).toContainText('Berechtigungen: Lesen, Schreiben');
  await expect(keys).toContainText('zuletzt benutzt');
  await checkBothWidths(page, 'organisation-api-keys');
  await keys.getByRole('button', { name: 'API-Schlüssel „Fachverfahren“ widerrufen' }).click();
  await page.getByRole('dialog', { name: 'API-Schlüssel widerrufen' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Der API-Schlüssel wurde widerrufen.')).toBeVisible();
  await expect(section.getByText('Die Organisation hat noch keinen API-Schlüssel.')).toBeVisible();
  const refused = await report(key);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual([{ code: 401, description: 'Der API-Schlüssel ist ungültig, abgelaufen oder widerrufen.' }]);
  expect(watch.problems()).toEqual([]);
});

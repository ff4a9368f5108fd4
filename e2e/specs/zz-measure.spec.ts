import { ADMIN, demoLayer, expect, loginViaScreen, test } from './fixtures.js';

test('measure workspace manager height', async ({ page, server }) => {
  const { workspace, layer } = await demoLayer(server);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await server.api(); 
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  await page.getByRole('list', { name: /Workspaces|Projekte/ }).getByRole('button', { name: /Gewässer-App/ }).click();
  await page.getByRole('button', { name: 'Gewässerbeobachtungen', exact: true }).click();
  await expect(page.getByRole('region', { name: /Gewässerbeobachtungen/ }).first()).toBeVisible();
  await page.waitForTimeout(1500);
  const h = await page.evaluate(() => document.scrollingElement!.scrollHeight);
  console.log('HEIGHT', h, layer.ID);
});

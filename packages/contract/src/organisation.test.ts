import { describe, expect, it } from 'vitest';
import { isSafeLink } from './link-rules.js';
import { CreateOrganisationBody, MenuItem, menuItemId, OrganisationBody, randomAlphanumerics, withMenuItemIds } from './organisation.js';

describe('menuItemId (docs/product.md §3.4 Menu item)', () => {
  it("is 'link_' + Display with spaces as underscores + '_' + the random part", () => {
    expect(menuItemId('Daten erfassen', 'aB3dE')).toBe('link_Daten_erfassen_aB3dE');
    expect(menuItemId('Über  uns ', 'x1y2z')).toBe('link_Über__uns__x1y2z');
  });

  it('appends 5 random letters or digits by default', () => {
    expect(menuItemId('Karte')).toMatch(/^link_Karte_[A-Za-z0-9]{5}$/);
    expect(randomAlphanumerics(5, () => 0)).toBe('AAAAA');
    expect(randomAlphanumerics(3, () => 0.999999)).toBe('999');
  });

  it('fills only empty ids of a menu', () => {
    const menu = [MenuItem.parse({ Display: 'Hilfe', Link: '/#help' }), MenuItem.parse({ Id: 'link_Fest_12345', Display: 'Fest', Link: '/' })];
    const [generated, kept] = withMenuItemIds(menu);
    expect(generated!.Id).toMatch(/^link_Hilfe_[A-Za-z0-9]{5}$/);
    expect(kept!.Id).toBe('link_Fest_12345');
  });
});

describe('organisation bodies', () => {
  const config = { Title: 'Stadt', Menu: [], Other: {} };

  it('lower-cases and trims the host and accepts a port', () => {
    expect(CreateOrganisationBody.parse({ Host: ' Karte.Example.ORG ' }).Host).toBe('karte.example.org');
    expect(OrganisationBody.parse({ Host: 'localhost:8080', Config: config }).Host).toBe('localhost:8080');
    expect(OrganisationBody.parse({ Host: '127.0.0.1', Config: config }).Host).toBe('127.0.0.1');
  });

  it.each(['', '   ', 'http://karte.example', 'karte.example/pfad', 'karte example', 'karte.example.', '-karte.example', 'karte.example:99999', 'karte.example:'])(
    'refuses the host %j', (Host) => {
      expect(CreateOrganisationBody.safeParse({ Host }).success).toBe(false);
    });

  it('refuses unknown fields', () => {
    expect(CreateOrganisationBody.safeParse({ Host: 'a.example', Extra: 1 }).success).toBe(false);
  });
});

describe('menu links', () => {
  it('accepts relative, http(s) and mailto links and refuses script schemes, also disguised', () => {
    for (const ok of ['', '/admin/manage', '#help', '/#contact', 'impressum', 'https://example.org/a?b=c', 'HTTP://x.de', 'mailto:info@example.org']) {
      expect(isSafeLink(ok), ok).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'JAVASCRIPT:void(0)']) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
    const item = { Display: 'x', Link: 'javascript:alert(1)' };
    expect(MenuItem.safeParse(item).success).toBe(false);
    expect(MenuItem.safeParse({ ...item, Children: [{ Display: 'y', Link: 'https://ok.example' }] }).success).toBe(false);
    expect(MenuItem.safeParse({ Display: 'x', Link: '/ok', Children: [{ Display: 'y', Link: 'data:,x' }] }).success).toBe(false);
  });

  it('holds the link-valued settings (store link, help blog) to the same rule', () => {
    const config = (Other: Record<string, string>) => ({ Host: 'a.example', Config: { Title: 't', Other } });
    expect(CreateOrganisationBody.safeParse(config({ app_store_url: 'https://apps.example/x', hilfe_url: '/hilfe' })).success).toBe(true);
    expect(CreateOrganisationBody.safeParse(config({ app_store_url: 'javascript:alert(1)' })).success).toBe(false);
    expect(CreateOrganisationBody.safeParse(config({ hilfe_url: ' data:text/html,x' })).success).toBe(false);
    // Other texts may say anything.
    expect(CreateOrganisationBody.safeParse(config({ foerderung_text: 'javascript:alert(1)' })).success).toBe(true);
  });
});

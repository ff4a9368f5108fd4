import { describe, expect, it } from 'vitest';
import { presentWebManifest, SHORT_NAME_MAX, shortNameOf } from './web-manifest.presenter.js';

describe('shortNameOf (docs/product.md §22, Installable)', () => {
  it.each([
    ['Gewässer-App', 'Gewässer-App'],
    ['  Mitmachkarte  ', 'Mitmachkarte'],
    ['Bürgerbeteiligung der Stadt Fulda', 'Fulda'],
    ['Bürgerbeteiligung Fulda', 'Fulda'],
    ['Beteiligungsportal der Landeshauptstadt Wiesbaden', 'Wiesbaden'],
    ['Mitmachen im Landkreis Göttingen: Radwege', 'Göttingen'],
    ['Stadt Frankfurt am Main beteiligt', 'Frankfurt'],
    ['Mitmachkarte Kassel', 'Mitmachkarte'],
    ['Karte der Ideen für alle', 'Karte'],
    ['Bürgerbeteiligungsplattform', 'Bürgerbetei…'],
  ])('%s → %s', (title, short) => {
    expect(shortNameOf(title)).toBe(short);
    expect([...shortNameOf(title)].length).toBeLessThanOrEqual(SHORT_NAME_MAX);
  });
});

describe('presentWebManifest', () => {
  it("names the app by the organisation's title, in German, starting on the map, with the product's colours and icons", () => {
    const manifest = presentWebManifest({ Title: 'Bürgerbeteiligung der Stadt Fulda', Other: {} });
    expect(manifest).toMatchObject({
      id: '/', name: 'Bürgerbeteiligung der Stadt Fulda', short_name: 'Fulda', lang: 'de', start_url: '/?source=pwa#/map', scope: '/',
      display: 'standalone', theme_color: '#0a58ca', background_color: '#ffffff',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(JSON.stringify(manifest)).not.toMatch(/Kassel|Gewässer/);
  });

  it("takes the organisation's main colour as the theme colour, only one the settings catalogue accepts (docs/product.md §10.2)", () => {
    expect(presentWebManifest({ Title: 'Fulda', Other: { farbe_haupt: '#005A9C' } }).theme_color).toBe('#005a9c');
    expect(presentWebManifest({ Title: 'Fulda', Other: { farbe_haupt: '#ffcc00' } }).theme_color).toBe('#0a58ca');
    expect(presentWebManifest({ Title: 'Fulda', Other: { farbe_haupt: 'blau' } }).theme_color).toBe('#0a58ca');
  });
});

import { describe, expect, it } from 'vitest';
import { OrgContent } from './org-content-schemas.js';
import { CONTENT_BLOCKS, contentSource, contentText, knownContent, PAGE_CONTENT } from './org-content.js';

describe('page content catalogue (docs/product.md §17.3)', () => {
  it('has unique keys, each prefixed by its page', () => {
    const keys = PAGE_CONTENT.flatMap((p) => p.blocks.map((b) => b.key));
    expect(new Set(keys).size).toBe(keys.length);
    for (const page of PAGE_CONTENT) for (const b of page.blocks) expect(b.key.startsWith(`${page.id}.`), b.key).toBe(true);
  });

  it('falls back to texts that name no town, river, tram or water topic', () => {
    // A page's title falls back to the page's name in the topic menu; only the waters page's names water.
    const fallbacks = [...CONTENT_BLOCKS.values()].filter((b) => b.key !== 'gewaesser.title').map((b) => b.fallback).join(' ');
    for (const word of ['Kassel', 'Fluss', 'Bäche', 'Gewässer', 'Straßenbahn', 'Beobachtung']) expect(fallbacks, word).not.toContain(word);
    expect(CONTENT_BLOCKS.get('gewaesser.title')?.fallback).toBe('Stadtgewässer');
  });

  it('gives the own text, else the fallback', () => {
    expect(contentText({ 'strassenbahn.title': '  Linie 9 ' }, 'strassenbahn.title')).toBe('Linie 9');
    expect(contentText({ 'strassenbahn.title': ' ' }, 'strassenbahn.title')).toBe('Beteiligung');
    expect(contentText(undefined, 'start.mapTitle')).toBe('Karte der Beiträge');
    expect(contentSource({}, 'start.lead')).toBe('');
    expect(contentSource({ 'start.lead': 'Hallo' }, 'start.lead')).toBe('Hallo');
  });

  it('refuses unknown keys, over-long texts and line breaks in one-line blocks', () => {
    expect(OrgContent.safeParse({ 'start.lead': 'x'.repeat(20_000), 'start.mapTitle': 'x'.repeat(200) }).success).toBe(true);
    const messages = (value: unknown) => OrgContent.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages({ 'start.nichts': 'x' })).toEqual(['Einen Seiteninhalt „start.nichts“ gibt es nicht.']);
    expect(messages({ 'start.lead': 'x'.repeat(20_001) })).toEqual(['Der Seiteninhalt „Startseite: Einleitung oben auf der Seite“ ist zu lang (höchstens 20.000 Zeichen).']);
    expect(messages({ 'start.mapTitle': 'a\nb' })).toEqual(['Der Seiteninhalt „Startseite: Überschrift des Kartenabschnitts“ muss eine Zeile sein.']);
    expect(messages({ 'start.lead': 1 })).toEqual(['Ein Seiteninhalt muss ein Text sein.']);
  });

  it('drops stored keys the catalogue no longer knows', () => {
    expect(knownContent({ 'start.lead': 'a', 'start.alt': 'b', 'start.app': 3 })).toEqual({ 'start.lead': 'a' });
  });
});

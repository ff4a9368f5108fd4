import { describe, expect, it } from 'vitest';
import { OrgContent } from './org-content-schemas.js';
import { CONTENT_BLOCKS, contentSource, contentText, PAGE_CONTENT } from './org-content.js';
import { LS_EXPLANATION_IDS, LS_EXPLANATIONS } from './org-content-ls.js';
import { LS_TEXTS, lsShippedText } from './org-content-ls-texts.js';
import { CONTENT_VARIANTS, knownContent, missingVariants, splitContentKey, variantKey, variantText } from './org-content-variants.js';

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

  it('keeps stored variants of blocks that have them, and drops unknown variants', () => {
    expect(knownContent({ 'start.lead@en': 'a', 'start.lead@ls': 'b', 'start.lead@fr': 'c', 'nutzung.netiquette@en': 'd', 'ls.inhalt@en': 'e' }))
      .toEqual({ 'start.lead@en': 'a', 'start.lead@ls': 'b' });
  });
});

describe('page content in other languages and Leichte Sprache (docs/product.md §23.2)', () => {
  it('names the translated interface languages and Leichte Sprache as variants', () => {
    expect(CONTENT_VARIANTS).toEqual(['en', 'tr', 'ar', 'uk', 'ls']);
    expect(variantKey('start.lead', 'ls')).toBe('start.lead@ls');
    expect(splitContentKey('start.lead@en')).toEqual({ key: 'start.lead', variant: 'en' });
    expect(splitContentKey('start.lead')).toEqual({ key: 'start.lead', variant: null });
    expect(splitContentKey('start.lead@de')).toEqual({ key: 'start.lead', variant: undefined });
  });

  it('accepts every variant of a block with variants, checked as the German is', () => {
    const all = Object.fromEntries(CONTENT_VARIANTS.flatMap((v) => [[`start.lead@${v}`, 'x'.repeat(20_000)], [`start.mapTitle@${v}`, 'Map']]));
    expect(OrgContent.safeParse(all).success).toBe(true);
    const messages = (value: unknown) => OrgContent.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages({ 'start.mapTitle@en': 'a\nb' })).toEqual(['Der Seiteninhalt „Startseite: Überschrift des Kartenabschnitts (Englisch)“ muss eine Zeile sein.']);
    expect(messages({ 'start.lead@ls': 'x'.repeat(20_001) })).toEqual(['Der Seiteninhalt „Startseite: Einleitung oben auf der Seite (Leichte Sprache)“ ist zu lang (höchstens 20.000 Zeichen).']);
  });

  it('refuses unknown variants, the German under a variant name and variants of German-only blocks', () => {
    for (const key of ['start.lead@fr', 'start.lead@de', 'start.lead@', 'start.lead@en@ls', 'nutzung.bedingungen@en', 'ls.inhalt@ls', 'start.nichts@en']) {
      expect(OrgContent.safeParse({ [key]: 'x' }).error?.issues.map((i) => i.message), key).toEqual([`Einen Seiteninhalt „${key}“ gibt es nicht.`]);
    }
  });

  it('gives the own text of a variant, and counts the blocks whose variant is missing', () => {
    const content = { 'start.lead': 'Hallo', 'start.lead@en': ' Hello ', 'start.project@en': ' ' };
    expect(variantText(content, 'start.lead', 'en')).toBe('Hello');
    expect(variantText(content, 'start.project', 'en')).toBe('');
    const start = PAGE_CONTENT.find((p) => p.id === 'start')!.blocks;
    // Every block of the start page shows German (own or fallback) and so misses its English, but the lead.
    expect(missingVariants(content, start, 'en').map((b) => b.key)).toEqual(start.map((b) => b.key).filter((k) => k !== 'start.lead'));
    // A block left out (no text, no fallback) misses nothing.
    expect(missingVariants({}, start, 'ls').map((b) => b.key)).not.toContain('start.lead');
  });

  it('ships the four Leichte Sprache explanations of BITV 2.0 § 4 as German-only blocks with their defaults', () => {
    expect(LS_EXPLANATIONS.map((e) => e.id)).toEqual([...LS_EXPLANATION_IDS]);
    for (const e of LS_EXPLANATIONS) {
      expect(CONTENT_BLOCKS.get(`ls.${e.id}`)).toMatchObject({ kind: 'markdown', variants: false, leichteSprache: true });
      expect(lsShippedText(e.key)).toBe(LS_TEXTS[e.id]);
    }
    expect(lsShippedText('start.lead')).toBeUndefined();
    const shipped = Object.values(LS_TEXTS).join(' ');
    for (const word of ['Kassel', 'Fluss', 'Bäche', 'Gewässer', 'Straßenbahn']) expect(shipped, word).not.toContain(word);
  });
});

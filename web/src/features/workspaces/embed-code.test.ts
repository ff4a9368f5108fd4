import { describe, expect, it } from 'vitest';
import { embedCode, embedUrl } from './embed-code';

const P = '0b0f3c1e-6f3a-4b8e-9d51-3c1a2b4c5d6e';
const L = '1c1f3c1e-6f3a-4b8e-9d51-3c1a2b4c5d6e';

describe('the embed code', () => {
  it('leaves defaults out of the address and names the chosen options', () => {
    expect(embedUrl('https://karte.stadt.de', { projectId: P, layerId: '', height: 400, category: '', language: 'de' })).toBe(`https://karte.stadt.de/embed/${P}`);
    expect(embedUrl('https://karte.stadt.de', { projectId: P, layerId: L, height: 600, category: 'Licht & Weg', language: 'en' }))
      .toBe(`https://karte.stadt.de/embed/${P}?layer=${L}&category=Licht+%26+Weg&lang=en&height=600`);
  });

  it('writes a lazy frame with an escaped title and a listener that checks origin and source', () => {
    const code = embedCode('https://karte.stadt.de', { projectId: P, layerId: L, height: 300, category: '', language: 'de' }, 'Karte „Radwege“ <neu> & "mehr"');
    expect(code).toContain('title="Karte „Radwege“ &lt;neu&gt; &amp; &quot;mehr&quot;"');
    expect(code).toContain('loading="lazy"');
    expect(code).toContain('height="410"');
    expect(code).toContain('e.origin !== "https://karte.stadt.de"');
    expect(code).toContain('e.source !== f.contentWindow');
    expect(code).toContain('"mitmachkarte:resize"');
    expect(code.match(/id="([^"]+)"/)?.[1]).toBe('mitmachkarte-0b0f3c1e-1c1f3c1e');
  });
});

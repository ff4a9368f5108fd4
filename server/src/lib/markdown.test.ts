import { describe, expect, it } from 'vitest';
import { dangerousMarkup, XSS_PAYLOADS } from '../../test/xss-payloads.js';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('keeps the Markdown of a project description', () => {
    const html = renderMarkdown('# Worum es geht\n\nDie **Linie 7** soll bis *Nordstadt* fahren.\n\n- Ideen sammeln\n- Auswertung\n\n[Mehr erfahren](https://example.org/linie-7)');
    expect(html).toBe([
      '<h2>Worum es geht</h2>',
      '<p>Die <strong>Linie 7</strong> soll bis <em>Nordstadt</em> fahren.</p>',
      '<ul>\n<li>Ideen sammeln</li>\n<li>Auswertung</li>\n</ul>',
      '<p><a href="https://example.org/linie-7" rel="nofollow noopener noreferrer">Mehr erfahren</a></p>',
    ].join('\n'));
    expect(renderMarkdown('   ')).toBe('');
    expect(renderMarkdown('Fragen an bauamt@example.org')).toContain('<a href="mailto:bauamt@example.org"');
  });

  it('finds dangerous markup where there is some (the check below can fail)', () => {
    expect(dangerousMarkup('<p onclick="x">a</p><img src="y"><a href="javascript:z">b</a>')).toEqual(['p onclick', '<img>', 'img src', 'href=javascript:z']);
  });

  it.each(XSS_PAYLOADS)('renders %j harmless', (payload) => {
    const html = renderMarkdown(`Text davor\n\n${payload}\n\nText danach`);
    expect(dangerousMarkup(html), html).toEqual([]);
    expect(html).toContain('Text danach');
  });
});

import { describe, expect, it } from 'vitest';
import { asciiFileName } from './file-name.js';

describe('asciiFileName', () => {
  it.each([
    ['Gewässer Süd', 'Gewaesser_Sued.csv'],
    ['Straße/Öl "neu"; 2026', 'Strasse_Oel_neu_2026.csv'],
    ['Café à la crème', 'Cafe_a_la_creme.csv'],
    ['../../etc/passwd', 'etc_passwd.csv'],
    ['Привет 🌍', 'export.csv'],
    ['', 'export.csv'],
    ['a\r\nContent-Type: text/html', 'a_Content-Type_text_html.csv'],
  ])('folds %j to %j', (name, expected) => {
    expect(asciiFileName(name, 'csv')).toBe(expected);
  });

  it('keeps at most 100 characters of the name', () => {
    expect(asciiFileName('x'.repeat(300), 'geojson')).toBe(`${'x'.repeat(100)}.geojson`);
  });
});

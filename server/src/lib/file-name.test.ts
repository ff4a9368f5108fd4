import { describe, expect, it } from 'vitest';
import { asciiFileName, rfc8187Value, unicodeFileName } from './file-name.js';

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

describe('unicodeFileName', () => {
  it.each([
    ['Einträge Gewässer Süd 2026-11-26', 'Einträge Gewässer Süd 2026-11-26.xlsx'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a_b_c_d_e_f_g_h_i_j.xlsx'],
    ['  ..Zeile\r\nzwei\t ', 'Zeile_zwei.xlsx'],
    ['', 'export.xlsx'],
  ])('cleans %j to %j', (name, expected) => {
    expect(unicodeFileName(name, 'xlsx')).toBe(expected);
  });

  it('is sent percent-encoded as RFC 8187 UTF-8', () => {
    expect(rfc8187Value("Einträge (Süd) it's.xlsx")).toBe("UTF-8''Eintr%C3%A4ge%20%28S%C3%BCd%29%20it%27s.xlsx");
  });
});

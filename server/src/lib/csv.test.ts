import { createRequire } from 'node:module';
import { buffer } from 'node:stream/consumers';
import type { stringify as Stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvPagesStream, csvText, type CsvOptions } from './csv.js';

/** csv-stringify, which wrote the CSVs before (a dev dependency now), with the options it had. */
const { stringify } = createRequire(import.meta.url)('csv-stringify/sync') as { stringify: typeof Stringify };
const before = (records: (string | number)[][], { delimiter = ',', decimalComma = false }: CsvOptions) => stringify(records, {
  delimiter, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true,
  ...(decimalComma ? { cast: { number: (n: number) => String(n).replace('.', ',') } } : {}),
});

/** Cells as exports hold them: texts with the characters that matter to CSV, and numbers. */
const cell = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'ä', ' ', ',', ';', '"', '\r', '\n', '\t', '=', '+', '-', '@', "'", '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '.', '1') }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constant(''),
);

describe('csvText', () => {
  for (const options of [{}, { delimiter: ';', decimalComma: true }] as CsvOptions[]) {
    it(`writes the same bytes as csv-stringify did (${JSON.stringify(options)})`, () => {
      fc.assert(fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 }), (records) => {
        expect(csvText(records, options)).toBe(before(records, options));
      }), { numRuns: 2000 });
    });
  }

  it('quotes delimiters, quotes and line breaks, neutralises formula texts, never numbers', () => {
    expect(csvText([['a;b', 'x"y', 'z\r\nw', '=1+1', '-2', -2.5, '']], { delimiter: ';', decimalComma: true }))
      .toBe('"a;b";"x""y";"z\r\nw";\'=1+1;\'-2;-2,5;\r\n');
  });
});

describe('csvPagesStream', () => {
  it('starts with a byte order mark and writes every page', async () => {
    async function* pages() {
      yield [['a', 1]];
      yield [];
      yield [['b', 2.5]];
    }
    expect((await buffer(csvPagesStream(pages()))).toString('utf8')).toBe('\uFEFFa,1\r\nb,2.5\r\n');
  });
});

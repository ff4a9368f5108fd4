import { describe, expect, it } from 'vitest';
import { embedEntriesAllowed, embedFormFits } from './embed-rules.js';

/** Entries inside the embedded map (docs/product.md §24.1): the organisation's switch and whether
 *  the frame's form can fill in a questionnaire. */
describe('entries inside the embedded map', () => {
  it('are off unless the switch is set', () => {
    expect(embedEntriesAllowed({})).toBe(false);
    expect(embedEntriesAllowed({ einbettung_eintraege: false })).toBe(false);
    expect(embedEntriesAllowed({ einbettung_eintraege: 'false' })).toBe(false);
    expect(embedEntriesAllowed({ einbettung_eintraege: true })).toBe(true);
    expect(embedEntriesAllowed({ einbettung_eintraege: 'true' })).toBe(true);
  });

  it('fit a questionnaire unless a question the form leaves out is required', () => {
    const q = (DataType: string, Optional = false) => ({ DataType, Optional });
    expect(embedFormFits([])).toBe(true);
    expect(embedFormFits([q('text'), q('text_multi'), q('single'), q('multiple'), q('boolean'), q('number'), q('percent'), q('label'), q('pagebreak')])).toBe(true);
    expect(embedFormFits([q('text'), q('image', true), q('geolocation')])).toBe(true);
    expect(embedFormFits([q('text'), q('image')])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../src/modules/videos/byte-range.js';
import { german } from '../../src/i18n/messages.js';
import { NOT_WEBVTT, webVttProblem } from '../../src/modules/videos/webvtt.js';

/** The Range header of the DGS video files (RFC 9110 §14.1.2) and the check of captions (W3C WebVTT §4.1). */
describe('parseByteRange', () => {
  it('reads one part, clipped to the file, and a suffix', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });
  it('answers unsatisfiable beyond the end, and ignores what it does not serve', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    for (const header of [undefined, '', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6', 'bytes=5-1', 'bytes=a-b']) expect(parseByteRange(header, 1000)).toBeUndefined();
  });
});

describe('webVttProblem', () => {
  it('takes WebVTT with or without a byte order mark and refuses anything else', () => {
    expect(webVttProblem(Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHallo'))).toBeUndefined();
    expect(webVttProblem(Buffer.from('\uFEFFWEBVTT - Erklärung\n'))).toBeUndefined();
    expect(webVttProblem(Buffer.from('WEBVTT'))).toBeUndefined();
    for (const text of ['webvtt\n', 'WEBVTTX', '1\n00:00:00,000 --> 00:00:01,000\nSRT', 'WEBVTT\n\u0000']) expect(webVttProblem(Buffer.from(text))).toEqual(NOT_WEBVTT);
    expect(webVttProblem(Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xfc]))).toEqual(NOT_WEBVTT);
    expect(german(NOT_WEBVTT)).toMatch(/^Die Untertitel müssen/);
  });
});

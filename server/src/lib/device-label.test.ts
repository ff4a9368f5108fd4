import { describe, expect, it } from 'vitest';
import { deviceLabel, UNKNOWN_DEVICE } from './device-label.js';

describe('deviceLabel', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox auf Windows'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome auf Android (Mobilgerät)'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Mobile Safari auf iOS (Tablet)'],
  ])('names %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });

  it('says so when nothing is known', () => {
    expect(deviceLabel(undefined)).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel('curl/8.5.0')).toBe(UNKNOWN_DEVICE);
  });
});

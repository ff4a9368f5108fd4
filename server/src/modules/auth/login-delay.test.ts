import { describe, expect, it } from 'vitest';
import { IpLoginFailures, FREE_IP_FAILURES, IP_FAILURE_WINDOW_MS } from './ip-login-failures.js';
import { waitInWords } from '../../lib/rate-limits.js';
import { german } from '../../i18n/messages.js';
import { loginDelaySeconds, MAX_LOGIN_DELAY_S, remainingWaitSeconds } from './login-delay.js';

describe('the exponential login delay', () => {
  it('is free for the first failures, then doubles up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 10].map((n) => loginDelaySeconds(n, 5))).toEqual([0, 0, 1, 2, 4, 32]);
    expect(loginDelaySeconds(40, 5)).toBe(MAX_LOGIN_DELAY_S);
    expect(remainingWaitSeconds(7, 5, 10_000, 11_500)).toBe(3);
    expect(remainingWaitSeconds(7, 5, 10_000, 14_000)).toBe(0);
    expect(remainingWaitSeconds(7, 5, undefined, 14_000)).toBe(0);
  });

  it('names the wait in German', () => {
    expect([1, 30, 60, 61, 900].map((s) => german(waitInWords(s)))).toEqual(['1 Sekunde', '30 Sekunden', '1 Minute', '2 Minuten', '15 Minuten']);
  });
});

describe('failed logins per client address', () => {
  it('delays an address after its free failures, forgets them after the window, and keeps others apart', () => {
    const ips = new IpLoginFailures();
    const t0 = 1_000_000;
    for (let i = 0; i < FREE_IP_FAILURES; i++) ips.record('192.0.2.1', t0);
    expect(() => ips.requireAllowed('192.0.2.1', t0 + 500)).toThrow(/Bitte warten Sie 1 Sekunde/);
    expect(() => ips.requireAllowed('192.0.2.2', t0 + 500)).not.toThrow();
    expect(() => ips.requireAllowed('192.0.2.1', t0 + 1000)).not.toThrow();
    expect(() => ips.requireAllowed('192.0.2.1', t0 + IP_FAILURE_WINDOW_MS + 1)).not.toThrow();
  });
});

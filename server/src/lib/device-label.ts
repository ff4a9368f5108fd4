import { createRequire } from 'node:module';
import type { UAParser as Parser } from 'ua-parser-js';

let UAParser: typeof Parser | undefined;

/** A German label of the device behind a User-Agent header, for the list of sessions in the
 *  profile: "Firefox auf Windows", "Chrome auf Android (Mobilgerät)", "Safari auf iOS (Tablet)";
 *  "Unbekanntes Gerät" when nothing is known. Parsed by ua-parser-js; at most 100 characters. */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  // Loaded on the first login rather than at start-up (docs/runtime.md §1); CommonJS.
  UAParser ??= (createRequire(import.meta.url)('ua-parser-js') as { UAParser: typeof Parser }).UAParser;
  const ua = new UAParser(userAgent.slice(0, 500)).getResult();
  const browser = ua.browser.name;
  const os = ua.os.name;
  const kind = ua.device.type === 'mobile' ? ' (Mobilgerät)' : ua.device.type === 'tablet' ? ' (Tablet)' : '';
  const label = browser && os ? `${browser} auf ${os}${kind}` : browser ?? (os ? `${os}${kind}` : UNKNOWN_DEVICE);
  return label.slice(0, 100);
}

export const UNKNOWN_DEVICE = 'Unbekanntes Gerät';

import { UAParser } from 'ua-parser-js';

/** A German label of the device behind a User-Agent header, for the list of sessions in the
 *  profile: "Firefox auf Windows", "Chrome auf Android (Mobilgerät)", "Safari auf iOS (Tablet)";
 *  "Unbekanntes Gerät" when nothing is known. Parsed by ua-parser-js; at most 100 characters. */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const ua = new UAParser(userAgent.slice(0, 500)).getResult();
  const browser = ua.browser.name;
  const os = ua.os.name;
  const kind = ua.device.type === 'mobile' ? ' (Mobilgerät)' : ua.device.type === 'tablet' ? ' (Tablet)' : '';
  const label = browser && os ? `${browser} auf ${os}${kind}` : browser ?? (os ? `${os}${kind}` : UNKNOWN_DEVICE);
  return label.slice(0, 100);
}

export const UNKNOWN_DEVICE = 'Unbekanntes Gerät';

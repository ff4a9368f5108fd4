const GERMAN_FOLDS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** A download file name safe in a Content-Disposition header and on every file system: `name`
 *  folded to ASCII (umlauts as ae/oe/ue/ss, other accents dropped), runs of anything but letters,
 *  digits, `.`, `_` and `-` replaced by `_`, at most 100 characters, `fallback` when nothing is left. */
export function asciiFileName(name: string, extension: string, fallback = 'export'): string {
  const folded = name.replace(/[äöüÄÖÜß]/g, (c) => GERMAN_FOLDS[c] ?? c).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const base = folded.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+|[._-]+$/g, '').slice(0, 100).replace(/[._-]+$/, '');
  return `${base || fallback}.${extension}`;
}

/** A download file name for people, kept in Unicode (umlauts stay): `name` with control
 *  characters and those Windows forbids in file names (<>:"/\\|?*) replaced by '_', runs of
 *  white space as one space, at most 100 characters, `fallback` when nothing is left. Sent as the
 *  RFC 6266 `filename*` beside the ASCII one (lib/download.ts). */
export function unicodeFileName(name: string, extension: string, fallback = 'export'): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]+/g, '_').replace(/\s+/g, ' ')
    .replace(/^[\s._-]+|[\s._-]+$/g, '');
  const base = [...cleaned].slice(0, 100).join('').replace(/[\s.]+$/, '');
  return `${base || fallback}.${extension}`;
}

/** `name` as an RFC 8187 ext-value (`UTF-8''…`): every byte outside attr-char percent-encoded. */
export const rfc8187Value = (name: string) =>
  `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

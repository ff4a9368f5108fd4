const GERMAN_FOLDS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** A download file name safe in a Content-Disposition header and on every file system: `name`
 *  folded to ASCII (umlauts as ae/oe/ue/ss, other accents dropped), runs of anything but letters,
 *  digits, `.`, `_` and `-` replaced by `_`, at most 100 characters, `fallback` when nothing is left. */
export function asciiFileName(name: string, extension: string, fallback = 'export'): string {
  const folded = name.replace(/[äöüÄÖÜß]/g, (c) => GERMAN_FOLDS[c] ?? c).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const base = folded.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+|[._-]+$/g, '').slice(0, 100).replace(/[._-]+$/, '');
  return `${base || fallback}.${extension}`;
}

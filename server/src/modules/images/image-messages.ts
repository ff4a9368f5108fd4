/** The German messages of refused uploads (docs/architecture.md §7), shared by the server
 *  (image-processing.ts) and its decoder processes (image-decode.ts). Imports nothing, so that a
 *  decoder starts without loading the contract's schemas. */

export const NOT_AN_IMAGE = 'Die Datei ist kein unterstütztes Bild (JPEG, PNG oder WebP).';
export const HOSTILE_METADATA = 'Die Metadaten (EXIF) des Bildes sind fehlerhaft. Bitte speichern Sie das Bild neu oder wählen Sie ein anderes.';
export const UNREADABLE = 'Das Bild ist beschädigt oder unvollständig und kann nicht gelesen werden.';
export const HEIC_UNSUPPORTED = 'HEIC-Bilder kann der Server nicht lesen. Bitte wählen Sie ein JPEG-, PNG- oder WebP-Bild.';
export const TOO_SLOW = 'Das Bild konnte nicht in angemessener Zeit verarbeitet werden. Bitte wählen Sie ein kleineres oder anderes Bild.';
export const tooManyPixels = (maxPixels: number) => `Das Bild hat zu viele Bildpunkte (höchstens ${maxPixels / 1_000_000} Megapixel).`;
export const logoTooSmall = (minSide: number) => `Das Logo ist zu klein: Es muss mindestens ${minSide} Pixel breit oder hoch sein.`;

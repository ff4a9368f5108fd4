/** The messages of refused uploads (docs/architecture.md §7), shared by the server
 *  (image-processing.ts) and its decoder processes (image-decode.ts). German texts, as they cross
 *  to the server as an error's message; the error handler says them in the request's language
 *  (i18n/messages.ts readGerman). Imports no contract, so that a decoder starts without loading
 *  its schemas. */
import { german, say } from '../../i18n/messages.js';

export const NOT_AN_IMAGE = german(say('notAnImage'));
export const HOSTILE_METADATA = german(say('hostileMetadata'));
export const UNREADABLE = german(say('imageUnreadable'));
export const HEIC_UNSUPPORTED = german(say('heicUnsupported'));
export const TOO_SLOW = german(say('imageTooSlow'));
export const tooManyPixels = (maxPixels: number) => german(say('tooManyPixels', { megapixels: maxPixels / 1_000_000 }));
export const logoTooSmall = (minSide: number) => german(say('logoTooSmall', { pixels: minSide }));

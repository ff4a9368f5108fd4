import { DGS_CAPTIONS_MAX_BYTES } from '@mitmachkarte/contract';
import { say, type ServerMessage } from '../../i18n/messages.js';

export const NOT_WEBVTT = say('notWebvtt');

/** Why `bytes` are no captions file to take (a message said by key), or undefined: a WebVTT file (W3C WebVTT
 *  §4.1: UTF-8, an optional byte order mark, then `WEBVTT` followed by a space, a tab or a line
 *  end) of at most DGS_CAPTIONS_MAX_BYTES, without NUL characters. */
export function webVttProblem(bytes: Buffer): ServerMessage | undefined {
  if (bytes.length > DGS_CAPTIONS_MAX_BYTES) return say('captionsTooLarge');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return NOT_WEBVTT;
  }
  if (!/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text) || text.includes('\u0000')) return NOT_WEBVTT;
  return undefined;
}

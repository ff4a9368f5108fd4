import { DGS_CAPTIONS_MAX_BYTES } from '@mitmachkarte/contract';

export const NOT_WEBVTT = 'Die Untertitel müssen eine WebVTT-Datei sein (sie beginnt mit „WEBVTT“).';

/** Why `bytes` are no captions file to take, in German, or undefined: a WebVTT file (W3C WebVTT
 *  §4.1: UTF-8, an optional byte order mark, then `WEBVTT` followed by a space, a tab or a line
 *  end) of at most DGS_CAPTIONS_MAX_BYTES, without NUL characters. */
export function webVttProblem(bytes: Buffer): string | undefined {
  if (bytes.length > DGS_CAPTIONS_MAX_BYTES) return 'Die Untertitel sind zu groß. Sie dürfen höchstens 512 KB groß sein.';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return NOT_WEBVTT;
  }
  if (!/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text) || text.includes('\u0000')) return NOT_WEBVTT;
  return undefined;
}

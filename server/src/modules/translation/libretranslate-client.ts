import { z } from 'zod';

/** The call of a LibreTranslate service (its published API, libretranslate.com/docs:
 *  `POST {base}/translate` with `q`, `source`, `target`, `format` and `api_key`; the answer names
 *  `translatedText` and, for `source: 'auto'`, `detectedLanguage.language`). Sent as JSON, which
 *  the service accepts beside form data. */

/** Longest the service may take to answer (ms). */
export const TRANSLATION_TIMEOUT_MS = 10_000;
/** Largest answer read from the service (bytes): a translation is a few times its source at most. */
const ANSWER_MAX_BYTES = 200_000;

const Answer = z.object({
  translatedText: z.string(),
  detectedLanguage: z.object({ language: z.string().max(20) }).optional(),
});

/** A translation as the service answered it; `source`: the language it detected ('' if none). */
export type ServiceTranslation = { text: string; source: string };

/** Asks the service at `baseUrl` for `text` in `target`. Throws on any failure: unreachable,
 *  slower than `timeoutMs`, an error status (wrong key, unknown language, its own limits) or an
 *  answer it should not give. */
export async function requestTranslation(baseUrl: string, apiKey: string, text: string, target: string, timeoutMs = TRANSLATION_TIMEOUT_MS): Promise<ServiceTranslation> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/translate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ q: text, source: 'auto', target, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  if (!res.ok) throw new Error(`translation service answered ${res.status}`);
  const body = await res.text();
  if (body.length > ANSWER_MAX_BYTES) throw new Error('translation service answered too much');
  const answer = Answer.parse(JSON.parse(body));
  return { text: answer.translatedText, source: answer.detectedLanguage?.language ?? '' };
}

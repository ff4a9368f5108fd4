import { type ErrorBody, type FieldError, isLanguage } from '@mitmachkarte/contract';
import * as de from '../i18n/de/common';
import { translateNow } from '../i18n/translate';

/** Base path of the API (docs/architecture.md §1). */
export const API_BASE = '/api/v1';
const XSRF_COOKIE = 'XSRF-TOKEN';

/** A failed API call: HTTP status, the server's German message and failing fields. */
export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly errors: FieldError[] = []) {
    super(message);
  }
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie.split('; ').find((c) => c.startsWith(prefix))?.slice(prefix.length);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The interface language the visitor reads (the document's `lang`, set by i18n/runtime.tsx), as
 *  the Accept-Language of every call: the server answers its messages in it and keeps it with a
 *  registration (docs/product.md §23). */
function languageHeader(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(language) ? { 'Accept-Language': language } : {};
}

/** Calls the API with the session cookie and X-XSRF-TOKEN from the XSRF-TOKEN cookie (docs/architecture.md
 *  §5; fetched first for a write if the visitor has none yet). Returns the parsed JSON answer;
 *  throws ApiError with the server's `{ Message, Errors }` on any non-2xx answer, or a German
 *  message when the server cannot be reached. `extraHeaders` adds e.g. an Idempotency-Key. */
export async function api<T>(method: Method, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
  const headers: Record<string, string> = { ...languageHeader(), ...extraHeaders, Accept: 'application/json' };
  if (method !== 'GET' && !readCookie(XSRF_COOKIE)) await fetch(`${API_BASE}/auth/info`, { credentials: 'same-origin' });
  // Every call carries the token once there is one: writes need it, and so does the
  // specification's GET /auth/logout (a GET that changes state; docs/security.md, Anti-forgery).
  const token = readCookie(XSRF_COOKIE);
  if (token !== undefined) headers['X-XSRF-TOKEN'] = decodeURIComponent(token);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return send<T>(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
}

/** POST of raw bytes as application/octet-stream (POST /gis/images/upload), with the anti-forgery
 *  header like every write; answers and errors as `api`. */
export async function apiUpload<T>(path: string, data: Blob): Promise<T> {
  if (!readCookie(XSRF_COOKIE)) await fetch(`${API_BASE}/auth/info`, { credentials: 'same-origin' });
  const headers = {
    ...languageHeader(), Accept: 'application/json', 'Content-Type': 'application/octet-stream', 'X-XSRF-TOKEN': decodeURIComponent(readCookie(XSRF_COOKIE) ?? ''),
  };
  return send<T>('POST', path, headers, data);
}

/** POST of raw bytes like `apiUpload`, but through XMLHttpRequest so that `onProgress` gets the
 *  share sent so far (0..1) for a visible progress bar. Answers and errors as `api`. */
export async function uploadWithProgress<T>(path: string, data: Blob, onProgress: (fraction: number) => void): Promise<T> {
  if (!readCookie(XSRF_COOKIE)) await fetch(`${API_BASE}/auth/info`, { credentials: 'same-origin' });
  const token = decodeURIComponent(readCookie(XSRF_COOKIE) ?? '');
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const json: unknown = xhr.responseText ? safeParse(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(json as T);
        return;
      }
      const err = (json ?? {}) as Partial<ErrorBody>;
      reject(new ApiError(xhr.status, err.Message ?? translateNow('common', de.common, 'httpError', { status: xhr.status }), err.Errors ?? []));
    };
    xhr.onerror = () => reject(new ApiError(0, translateNow('common', de.common, 'serverUnreachable')));
    xhr.send(data);
  });
}

async function send<T>(method: Method, path: string, headers: Record<string, string>, body: BodyInit | undefined): Promise<T> {
  return (await fetchJson<T>(method, `${API_BASE}${path}`, headers, body)).json;
}

/** fetch() of `url`; the parsed answer and its headers, or ApiError as `api` says. */
async function fetchJson<T>(method: Method, url: string, headers: Record<string, string>, body?: BodyInit): Promise<{ json: T; headers: Headers }> {
  let res: Response;
  try {
    res = await fetch(url, { method, headers, credentials: 'same-origin', ...(body === undefined ? {} : { body }) });
  } catch {
    throw new ApiError(0, translateNow('common', de.common, 'serverUnreachable'));
  }
  const text = await res.text();
  const json: unknown = text ? safeParse(text) : undefined;
  if (!res.ok) {
    const err = (json ?? {}) as Partial<ErrorBody>;
    throw new ApiError(res.status, err.Message ?? translateNow('common', de.common, 'httpError', { status: res.status }), err.Errors ?? []);
  }
  return { json: json as T, headers: res.headers };
}

/** The target of `Link: <…>; rel="next"` (RFC 8288), as the server sends it for paged lists. */
const nextPage = (link: string | null) => (link ? /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1] : undefined);

/** GET of a paged list (GET /gis/points…, at most MAX_POINTS_PAGE items an answer; docs/security.md,
 *  Limits): follows the next-page links and answers every page's items in order. Errors as `api`. */
export async function apiGetAllPages<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let url: string | undefined = `${API_BASE}${path}`; url !== undefined;) {
    const page = await fetchJson<T[]>('GET', url, { Accept: 'application/json' });
    for (const item of page.json) items.push(item);
    url = nextPage(page.headers.get('link'));
  }
  return items;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const apiGet = <T>(path: string) => api<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown, headers?: Record<string, string>) => api<T>('POST', path, body, headers);
export const apiPut = <T>(path: string, body: unknown) => api<T>('PUT', path, body);
export const apiDelete = <T>(path: string) => api<T>('DELETE', path);

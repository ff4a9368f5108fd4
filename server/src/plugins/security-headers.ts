import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';

/** Origin pattern of a tile URL template for the CSP: `{s}` subdomains become `*`. */
export function tileSource(tileUrl: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl.replace(/\{s\}\./, '*.'));
  return match?.[1] ?? "'self'";
}

/** Content-Security-Policy directives for helmet: scripts only from our origin, map tiles only
 *  from the configured tile host and the hosts of the layers' context layers (`extraImgSources`,
 *  docs/product.md §17.7), no framing; insecure requests upgraded only behind HTTPS. The service
 *  worker comes from our origin only (`worker-src`), and fetch() may reach the tile host besides
 *  our origin: the map app keeps an area's tiles for use offline, and the service worker (which
 *  runs under the CSP of its own script) serves them and fetches those it does not keep
 *  (docs/product.md §22, docs/runtime.md §6). */
export function contentSecurityPolicy(config: Pick<Config, 'isHttps' | 'tileUrl'>, extraImgSources: readonly string[]): Record<string, string[]> {
  const tiles = tileSource(config.tileUrl);
  return {
    ...(config.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...new Set([tiles, ...extraImgSources])],
    'connect-src': [...new Set(["'self'", tiles])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src-attr': ["'none'"],
  };
}

/** The page policy `csp` (a CSP header value) with `frame-ancestors` naming our own origin and
 *  `origins` instead of 'none': the embeddable map's page (modules/embed, docs/product.md §24.1,
 *  docs/decisions/0042; CSP Level 2 frame-ancestors). `origins` are checked origins (contract
 *  isEmbedOrigin), so none can add a directive. */
export function withFrameAncestors(csp: string, origins: readonly string[]): string {
  const ancestors = `frame-ancestors ${["'self'", ...origins].join(' ')}`;
  const rest = csp.split(';').map((d) => d.trim()).filter((d) => d !== '' && !d.startsWith('frame-ancestors'));
  return [...rest, ancestors].join(';');
}

/** Where further img-src sources come from: the current list and a number raised whenever it
 *  changes (modules/layers/context-hosts.service.ts). */
export type ImgSources = { sources(): readonly string[]; generation(): number };

const NO_SOURCES: ImgSources = { sources: () => [], generation: () => 0 };

/** Response headers as name → value, lower-case names. */
export type HeaderSet = Readonly<Record<string, string>>;

/** The headers of API answers (JSON, images, downloads; docs/architecture.md §5, Headers): what
 *  matters for a resource that is never a page. `nosniff` keeps a browser from running an answer as
 *  something else; the CSP `default-src 'none'` gives an answer opened as a document (an SVG, a
 *  JSON error) no script, style or frame, and `frame-ancestors 'none'` keeps it out of frames;
 *  CORP `same-origin` keeps other sites from embedding it; `no-store` keeps a session's data out of
 *  every cache (OWASP ASVS 8.2.1) unless the route sets its own caching (images, map data). The
 *  page's own policy (HTML_HEADERS) would only add bytes to every answer: the browser applies the
 *  CSP of the document, not of the resources it fetches. */
export const API_HEADERS: HeaderSet = Object.freeze({
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
});

/** helmet's headers for pages (the web app's HTML and static files): the CSP above,
 *  `X-Frame-Options: DENY`, and HSTS only where the site is served over HTTPS (PUBLIC_URL
 *  https://…), read once off helmet's middleware into a plain set. */
export function htmlHeaders(config: Pick<Config, 'isHttps' | 'tileUrl'>, extraImgSources: readonly string[]): HeaderSet {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, extraImgSources) },
    frameguard: { action: 'deny' },
    strictTransportSecurity: config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => { headers[name.toLowerCase()] = value; }, removeHeader: () => undefined };
  let failure: unknown;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => { failure = error; });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/** An onRequest hook that sets the security headers of each kind of answer (docs/architecture.md
 *  §5, Headers): API_HEADERS under /api/, the pages' full set (htmlHeaders) elsewhere. Both sets
 *  are built once, the pages' again only when `imgSources` changes (a layer's context layers were
 *  written), so a request costs a few header assignments. */
export function securityHeaders(config: Config, imgSources: ImgSources = NO_SOURCES): onRequestHookHandler {
  let builtFor = imgSources.generation();
  let pages = htmlHeaders(config, imgSources.sources());
  return (req, reply, done) => {
    if (req.url.startsWith('/api/')) {
      reply.headers(API_HEADERS);
    } else {
      if (imgSources.generation() !== builtFor) {
        builtFor = imgSources.generation();
        pages = htmlHeaders(config, imgSources.sources());
      }
      reply.headers(pages);
    }
    done();
  };
}

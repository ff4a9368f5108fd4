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

/** Where further img-src sources come from: the current list and a number raised whenever it
 *  changes (modules/layers/context-hosts.service.ts). */
export type ImgSources = { sources(): readonly string[]; generation(): number };

const NO_SOURCES: ImgSources = { sources: () => [], generation: () => 0 };

/** An onRequest hook that sets helmet's security headers on every answer (docs/architecture.md §5,
 *  Headers): the CSP above, `X-Frame-Options: DENY`, and HSTS only where the site is served over
 *  HTTPS (PUBLIC_URL https://…). helmet's middleware is built once, and again only when
 *  `imgSources` changes (a layer's context layers were written): @fastify/helmet built it anew, CSP
 *  parsing included, for every request. */
export function securityHeaders(config: Config, imgSources: ImgSources = NO_SOURCES): onRequestHookHandler {
  const build = () => helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, imgSources.sources()) },
    frameguard: { action: 'deny' },
    strictTransportSecurity: config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  let builtFor = imgSources.generation();
  let apply = build();
  return (req, reply, done) => {
    if (imgSources.generation() !== builtFor) {
      builtFor = imgSources.generation();
      apply = build();
    }
    apply(req.raw, reply.raw, (error) => done(error as Error | undefined));
  };
}

import type { Config } from '../config.js';

/** Origin pattern of a tile URL template for the CSP: `{s}` subdomains become `*`. */
export function tileSource(tileUrl: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl.replace(/\{s\}\./, '*.'));
  return match?.[1] ?? "'self'";
}

/** Content-Security-Policy directives for helmet: scripts only from our origin, map tiles only
 *  from the configured tile host, no framing; insecure requests upgraded only behind HTTPS. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  return {
    ...(config.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tileSource(config.tileUrl)],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src-attr': ["'none'"],
  };
}

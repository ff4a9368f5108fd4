import { logoFileUrl, mainColourOf, type OrganisationConfig } from '@mitmachkarte/contract';

/** One icon of the installed app (W3C Web App Manifest, `icons` member): its address on this
 *  site, size and type; `purpose` 'maskable' for the icon with a safe zone that phones cut round. */
export type AppIcon = { src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' };

/** How an organisation's site and installed app look: theme colour (the browser's and the phone's
 *  title bar), background colour (the splash screen while the app starts) and icons. */
export type Branding = { themeColor: string; backgroundColor: string; icons: AppIcon[] };

/** The product's own look: the links' blue of the style sheet (web/src/styles.css), white, and
 *  the icons the web app's build copies to the site's root (web/public). */
export const DEFAULT_BRANDING: Branding = Object.freeze<Branding>({
  themeColor: '#0a58ca',
  backgroundColor: '#ffffff',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/** The look of the organisation `config` (docs/product.md §22, Installable; §10.2): its main
 *  colour (contract mainColourOf) as the theme colour, else the product's; the icons made from its
 *  logo (`logoRevision`, contract LOGO_FILES), else the product's; the product's background. This
 *  is the one place that reads them, and the web app manifest follows. */
export function brandingOf(config: Pick<OrganisationConfig, 'Other'>, logoRevision: string | null = null): Branding {
  const colour = mainColourOf(config.Other);
  const icons: AppIcon[] = logoRevision
    ? [
      { src: logoFileUrl(logoRevision, 'icon-192'), sizes: '192x192', type: 'image/png' },
      { src: logoFileUrl(logoRevision, 'icon-512'), sizes: '512x512', type: 'image/png' },
      { src: logoFileUrl(logoRevision, 'icon-maskable'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]
    : DEFAULT_BRANDING.icons;
  return { ...DEFAULT_BRANDING, ...(colour ? { themeColor: colour } : {}), icons };
}

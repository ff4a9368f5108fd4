/** The files an organisation's logo becomes (image-decode.ts decodeLogo), shared by the server
 *  and its decoder processes. Imports nothing, so that the server does not load the decoder's
 *  modules (docs/runtime.md §1). */

/** PNG files without metadata: `logo` for the navigation bar, the app's icons (192 and 512 px square,
 *  transparent; 512 px maskable on white). */
export type LogoFiles = { logo: { data: Buffer; width: number; height: number }; icon192: Buffer; icon512: Buffer; iconMaskable: Buffer };

/** The names of the icons' files in the decoder's folder, by field of LogoFiles (the logo's is `logo`). */
export const LOGO_FILE_NAMES = { icon192: 'icon-192', icon512: 'icon-512', iconMaskable: 'icon-maskable' } as const;

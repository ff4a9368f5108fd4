import { API_BASE } from './api-client';

/** URL of a stored image variant (docs/product.md §3.14 Image): 'norm' (scaled for the screen) or
 *  'orig' (as uploaded, without its metadata). Apart from the image field, so that a page showing
 *  an image does not load the upload's code. */
export const imageUrl = (variant: 'norm' | 'orig', id: string) => `${API_BASE}/gis/image/${variant}/${encodeURIComponent(id)}`;

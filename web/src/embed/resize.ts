import { EMBED_RESIZE_MESSAGE } from '@mitmachkarte/contract';

/** Tells the page that frames the embed its content height whenever it changes (docs/product.md
 *  §24.1): `{ type: 'mitmachkarte:resize', height }` (CSS pixels) by postMessage. The message
 *  holds nothing but the height, so it goes to any parent ('*'); the listener in the embed code
 *  checks that it comes from our origin (embed-code.ts in the workspace manager). */
export function postContentHeight(root: HTMLElement): void {
  if (window.parent === window) return;
  let last = 0;
  const post = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: EMBED_RESIZE_MESSAGE, height }, '*');
  };
  new ResizeObserver(post).observe(root);
  post();
}

import { EMBED_RESIZE_MESSAGE, type Language } from '@mitmachkarte/contract';

/** The embed code of a project's map (docs/product.md §24.1, docs/decisions/0042): the address of
 *  the embed page with the chosen options, and the `<iframe>` with `title` and `loading="lazy"`
 *  followed by the listener that sets the frame's height from the page's resize messages — only
 *  from our `origin` and from that frame. */

/** What the „Einbetten“ dialog chose: the map ('' for the project's first), the map's height in
 *  CSS pixels, a category ('' for all) and the language. */
export type EmbedChoice = { projectId: string; layerId: string; height: number; category: string; language: Language };

/** Height of the embed page around its map (title, „Mitmachen“) in CSS pixels, for the frame's
 *  first height; the page's resize message then gives the exact one. */
export const EMBED_CHROME_PX = 110;

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attribute = (text: string) => text.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/** The embed page's address at `origin` for `choice`; options at their default are left out. */
export function embedUrl(origin: string, choice: EmbedChoice): string {
  const q = new URLSearchParams();
  if (choice.layerId) q.set('layer', choice.layerId);
  if (choice.category) q.set('category', choice.category);
  if (choice.language !== 'de') q.set('lang', choice.language);
  if (choice.height !== 400) q.set('height', String(choice.height));
  const query = q.toString();
  return `${origin}/embed/${choice.projectId}${query ? `?${query}` : ''}`;
}

/** The code to paste into a page: the frame named `title` and its resize listener. */
export function embedCode(origin: string, choice: EmbedChoice, title: string): string {
  const id = `mitmachkarte-${choice.projectId.slice(0, 8)}${choice.layerId ? `-${choice.layerId.slice(0, 8)}` : ''}`;
  return [
    `<iframe id="${id}" src="${attribute(embedUrl(origin, choice))}" title="${attribute(title)}" width="100%" height="${choice.height + EMBED_CHROME_PX}" loading="lazy" style="border:0;max-width:100%"></iframe>`,
    '<script>',
    'addEventListener("message", function (e) {',
    `  var f = document.getElementById("${id}");`,
    `  if (e.origin !== "${origin}" || !f || e.source !== f.contentWindow || !e.data || e.data.type !== "${EMBED_RESIZE_MESSAGE}") return;`,
    '  var h = Number(e.data.height);',
    '  if (h > 0 && h < 5000) f.style.height = h + "px";',
    '});',
    '</script>',
  ].join('\n');
}

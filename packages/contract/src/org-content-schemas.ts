/** The zod schemas of the organisation's page texts (org-content.ts), apart from the catalogue so
 *  that the pages which only show the texts load no zod (docs/runtime.md §3). */

import { z } from 'zod';
import { CONTENT_MARKDOWN_MAX, contentBlockName, contentMaxLength, type ContentBlock } from './org-content.js';
import { contentBlockOf, splitContentKey, VARIANT_NAMES } from './org-content-variants.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

// The messages live here, beside zod, not in org-content.ts: every page reads that module, and
// whatever it imports is in the first script (the field messages are 25 KB).
/** 20000 → '20.000'. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
export const UNKNOWN_CONTENT = (key: string) => fieldMessage('contentUnknown', { key });
export const CONTENT_TOO_LONG = (block: ContentBlock, variantName?: string) =>
  fieldMessage('contentTooLong', { block: contentBlockName(block, variantName), max: thousands(contentMaxLength(block)) });
export const MARKDOWN_TOO_LONG = fieldMessage('markdownTooLong', { max: thousands(CONTENT_MARKDOWN_MAX) });
export const CONTENT_ONE_LINE = (block: ContentBlock, variantName?: string) => fieldMessage('contentOneLine', { block: contentBlockName(block, variantName) });

/** `Config.Content` (docs/product.md §3.3): Markdown or one-line text by catalogue key, the
 *  German under the block's key and its variants under `<key>@<variant>` (§23.2). Unknown keys,
 *  variants no language or a German-only block has, over-long texts and line breaks in a `text`
 *  block are refused with a German message. */
export const OrgContent = z.record(z.string(), z.string({ error: FIELD_MESSAGES.pageContentNotText }))
  .superRefine((content, ctx) => {
    for (const [key, value] of Object.entries(content)) {
      const block = contentBlockOf(key);
      const { variant } = splitContentKey(key);
      const variantName = variant ? VARIANT_NAMES[variant] : undefined;
      if (!block) ctx.addIssue({ code: 'custom', path: [key], message: UNKNOWN_CONTENT(key) });
      else if (value.length > contentMaxLength(block)) ctx.addIssue({ code: 'custom', path: [key], message: CONTENT_TOO_LONG(block, variantName) });
      else if (block.kind === 'text' && /[\r\n]/.test(value)) ctx.addIssue({ code: 'custom', path: [key], message: CONTENT_ONE_LINE(block, variantName) });
    }
  });
export type OrgContent = z.infer<typeof OrgContent>;

/** POST /markdown/preview body: the Markdown to render (docs/product.md §17.3). */
export const MarkdownPreviewBody = z.strictObject({
  Text: z.string().max(CONTENT_MARKDOWN_MAX, MARKDOWN_TOO_LONG),
});
export type MarkdownPreviewBody = z.infer<typeof MarkdownPreviewBody>;
/** POST /markdown/preview answer: the sanitised HTML, exactly as a page would show it. */
export const MarkdownPreview = z.object({ Html: z.string() });
export type MarkdownPreview = z.infer<typeof MarkdownPreview>;

import { CONTENT_MARKDOWN_MAX, PAGE_CONTENT, type ContentBlock, type ContentPageId } from '@mitmachkarte/contract';
import { useEffect, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/admin';
import { useMarkdownPreview } from './api';

/** `value`, changed only after it has stayed the same for `ms` milliseconds. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const fieldId = (block: ContentBlock) => `content-${block.key.replaceAll('.', '-')}`;

/** The server's rendering of what the page will show for a Markdown block: its text, else its
 *  fallback (POST /markdown/preview, the renderer of the pages). */
function MarkdownPreviewBox({ id, block, value }: { id: string; block: ContentBlock; value: string }) {
  const t = de.adminOrganisations;
  const source = useSettled(value.trim() ? value : block.fallback, 400);
  const preview = useMarkdownPreview(source, true);
  return (
    <div id={id} role="region" aria-label={t.previewOf(block.label)} aria-busy={preview.isFetching || undefined}
      className="content-preview border rounded p-3 mt-2">
      {preview.isError ? <p className="text-danger mb-0">{t.previewFailed}</p>
        : preview.data === undefined ? <p className="mb-0" role="status">{t.previewLoading}</p>
          : preview.data.Html ? <div className="page-content" dangerouslySetInnerHTML={{ __html: preview.data.Html }} />
            : <p className="text-body-secondary mb-0">{t.previewLeftOut}</p>}
    </div>
  );
}

/** One Markdown block: a labelled textarea with the syntax hint and what an empty block shows, and
 *  „Vorschau“, which shows and hides the server's rendering below it. */
function MarkdownField({ block, value, onChange }: { block: ContentBlock; value: string; onChange: (value: string) => void }) {
  const t = de.adminOrganisations;
  const id = fieldId(block);
  const [shown, setShown] = useState(false);
  return (
    <div className="mb-3">
      <Form.Label htmlFor={id}>{block.label}</Form.Label>
      <Form.Control as="textarea" id={id} rows={4} value={value} maxLength={CONTENT_MARKDOWN_MAX}
        aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.value)} />
      <Form.Text id={`${id}-hint`} className="d-block">
        {t.contentMarkdownHint} {block.fallback ? t.contentFallbackMarkdown : t.contentLeftOut}
      </Form.Text>
      <Button size="sm" variant="outline-secondary" className="mt-1" aria-label={t.previewOf(block.label)} aria-pressed={shown}
        aria-controls={shown ? `${id}-preview` : undefined} onClick={() => setShown((s) => !s)}>
        {t.preview}
      </Button>
      {shown && <MarkdownPreviewBox id={`${id}-preview`} block={block} value={value} />}
    </div>
  );
}

type PageContentEditorProps = { content: Record<string, string>; onChange: (content: Record<string, string>) => void };

/** „Seiteninhalte“ of an organisation (docs/product.md §2.11, §17.3): the choice of a page, then
 *  its blocks of the contract's catalogue — one-line texts as inputs, Markdown as textareas with a
 *  preview. Saved with the organisation. */
export function PageContentEditor({ content, onChange }: PageContentEditorProps) {
  const t = de.adminOrganisations;
  const [pageId, setPageId] = useState<ContentPageId>('start');
  const page = PAGE_CONTENT.find((p) => p.id === pageId) ?? PAGE_CONTENT[0]!;
  const set = (key: string, value: string) => onChange({ ...content, [key]: value });
  return (
    <>
      <p className="text-body-secondary">{t.contentIntro}</p>
      <Form.Group className="mb-3 content-page-choice" controlId="content-page">
        <Form.Label>{t.contentPage}</Form.Label>
        <Form.Select value={pageId} onChange={(e) => setPageId(e.target.value as ContentPageId)}>
          {PAGE_CONTENT.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </Form.Select>
      </Form.Group>
      {page.blocks.map((block) => (block.kind === 'text' ? (
        <TextField key={block.key} id={fieldId(block)} label={block.label} value={content[block.key] ?? ''} autoComplete="off"
          hint={block.fallback ? t.contentFallback(block.fallback) : t.contentLeftOut} onChange={(value) => set(block.key, value)} />
      ) : (
        <MarkdownField key={block.key} block={block} value={content[block.key] ?? ''} onChange={(value) => set(block.key, value)} />
      )))}
    </>
  );
}

import {
  CONTENT_VARIANTS, germanShown, LANGUAGE_INFO, LEICHTE_SPRACHE, lsShippedText, missingVariants, PAGE_CONTENT, VARIANT_NAMES, variantKey,
  type ContentBlock, type ContentPageId, type ContentVariant, type Language,
} from '@mitmachkarte/contract';
import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import * as de from '../../i18n/de/admin';
import { contentEditor } from '../../i18n/de/content-editor';
import { ContentField } from './content-fields';

const fieldId = (key: string) => `content-${key.replaceAll('.', '-').replaceAll('@', '-')}`;

/** The variants the editor offers: the languages the organisation offers (its setting „sprachen“),
 *  those it has texts of already, and Leichte Sprache (docs/product.md §23.2). */
export function editorVariants(languages: readonly Language[], content: Readonly<Record<string, string>>): ContentVariant[] {
  const stored = new Set(Object.keys(content).filter((k) => content[k]?.trim()).map((k) => k.split('@')[1]));
  return CONTENT_VARIANTS.filter((v) => v === LEICHTE_SPRACHE || (languages as readonly string[]).includes(v) || stored.has(v));
}

/** What the page shows for an empty German field. */
function germanHint(block: ContentBlock): string {
  const t = de.adminOrganisations;
  if (block.leichteSprache) return contentEditor.lsShipped;
  if (!block.fallback) return t.contentLeftOut;
  return block.kind === 'text' ? t.contentFallback(block.fallback) : t.contentFallbackMarkdown;
}

type PageContentEditorProps = {
  content: Record<string, string>;
  onChange: (content: Record<string, string>) => void;
  /** The interface languages the organisation offers (offeredLanguages of its settings). */
  languages: readonly Language[];
};

/** „Seiteninhalte“ of an organisation (docs/product.md §2.11, §17.3, §23.2): the choice of a page,
 *  then its blocks of the contract's catalogue — one-line texts as inputs, Markdown as textareas
 *  with a preview — each German beside the chosen variant (another language or Leichte Sprache;
 *  stacked on a phone), with what is missing counted per variant and marked „fehlt“, and the
 *  Leichte Sprache checker's findings under every Leichte Sprache text. Saved with the
 *  organisation. */
export function PageContentEditor({ content, onChange, languages }: PageContentEditorProps) {
  const t = de.adminOrganisations;
  const te = contentEditor;
  const [pageId, setPageId] = useState<ContentPageId>('start');
  const variants = editorVariants(languages, content);
  const [chosen, setChosen] = useState<ContentVariant>(variants[0] ?? LEICHTE_SPRACHE);
  const variant = variants.includes(chosen) ? chosen : LEICHTE_SPRACHE;
  const page = PAGE_CONTENT.find((p) => p.id === pageId) ?? PAGE_CONTENT[0]!;
  const withVariants = page.blocks.some((b) => b.variants);
  const missing = (v: ContentVariant) => missingVariants(content, page.blocks, v);
  const set = (key: string, value: string) => onChange({ ...content, [key]: value });
  const variantLang = variant === LEICHTE_SPRACHE ? { lang: 'de' } : { lang: variant, dir: LANGUAGE_INFO[variant].dir };
  const missingNow = new Set(missing(variant).map((b) => b.key));
  return (
    <>
      <p className="text-body-secondary">{t.contentIntro}</p>
      <Row className="g-3 mb-3">
        <Col md={6}>
          <Form.Group className="content-page-choice" controlId="content-page">
            <Form.Label>{t.contentPage}</Form.Label>
            <Form.Select value={pageId} onChange={(e) => setPageId(e.target.value as ContentPageId)}>
              {PAGE_CONTENT.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </Form.Select>
          </Form.Group>
        </Col>
        {withVariants && (
          <Col md={6}>
            <Form.Group controlId="content-variant">
              <Form.Label>{te.variant}</Form.Label>
              <Form.Select value={variant} onChange={(e) => setChosen(e.target.value as ContentVariant)}>
                {variants.map((v) => <option key={v} value={v}>{te.variantOption(VARIANT_NAMES[v], missing(v).length)}</option>)}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
      </Row>
      {withVariants && (
        <section aria-labelledby="content-missing-title" className="mb-3">
          <h4 id="content-missing-title" className="h6 mb-1">{te.missingTitle}</h4>
          <ul className="list-inline mb-0 content-missing">
            {variants.map((v) => <li key={v} className="list-inline-item">{te.missingCount(VARIANT_NAMES[v], missing(v).length)}</li>)}
          </ul>
        </section>
      )}
      {page.id === 'ls' && <p>{te.lsBlocksIntro}</p>}
      {page.blocks.map((block) => {
        const german = (
          <ContentField id={fieldId(block.key)} block={block} label={block.label}
            value={content[block.key] ?? ''} onChange={(value) => set(block.key, value)} hint={germanHint(block)}
            shownWhenEmpty={lsShippedText(block.key) ?? block.fallback} leichteSprache={block.leichteSprache} />
        );
        if (!block.variants) return <div key={block.key}>{german}</div>;
        const key = variantKey(block.key, variant);
        return (
          <Row key={block.key} className="g-3 content-block">
            <Col md={6}>{german}</Col>
            <Col md={6}>
              <ContentField id={fieldId(key)} block={block} label={te.variantLabel(block.label, VARIANT_NAMES[variant])} {...variantLang}
                value={content[key] ?? ''} onChange={(value) => set(key, value)} missing={missingNow.has(block.key)}
                hint={variant === LEICHTE_SPRACHE ? te.lsHint : te.variantHint} shownWhenEmpty={germanShown(content, block)}
                leichteSprache={variant === LEICHTE_SPRACHE} />
            </Col>
          </Row>
        );
      })}
    </>
  );
}

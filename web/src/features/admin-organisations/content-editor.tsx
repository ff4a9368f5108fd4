import {
  CONTENT_VARIANTS, germanShown, hasDgsVideo, LANGUAGE_INFO, LEICHTE_SPRACHE, lsShippedText, missingVariants, PAGE_CONTENT, variantKey,
  type ContentBlock, type ContentPageId, type ContentVariant, type Language,
} from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { contentEditor } from '../../i18n/de/content-editor';
import { dgsEditor } from '../../i18n/de/dgs';
import { dgsVideosAdminQueryOptions } from './api';
import { ContentField } from './content-fields';
import { SlotEditor } from './dgs-videos-editor';

const fieldId = (key: string) => `content-${key.replaceAll('.', '-').replaceAll('@', '-')}`;

/** The variants the editor offers: the languages the organisation offers (its setting „sprachen“),
 *  those it has texts of already, and Leichte Sprache (docs/product.md §23.2). */
export function editorVariants(languages: readonly Language[], content: Readonly<Record<string, string>>): ContentVariant[] {
  const stored = new Set(Object.keys(content).filter((k) => content[k]?.trim()).map((k) => k.split('@')[1]));
  return CONTENT_VARIANTS.filter((v) => v === LEICHTE_SPRACHE || (languages as readonly string[]).includes(v) || stored.has(v));
}

/** What the page shows for an empty German field. */
function germanHint(block: ContentBlock, t: ReturnType<typeof useT<typeof de.adminOrganisations>>, lsShipped: string): string {
  if (block.leichteSprache) return lsShipped;
  if (!block.fallback) return t('contentLeftOut');
  return block.kind === 'text' ? t('contentFallback', { text: block.fallback }) : t('contentFallbackMarkdown');
}

type PageContentEditorProps = {
  content: Record<string, string>;
  onChange: (content: Record<string, string>) => void;
  /** The interface languages the organisation offers (offeredLanguages of its settings). */
  languages: readonly Language[];
  /** The organisation's id: with it, each Markdown block of the start, topic and tram pages offers
   *  „DGS-Video hinzufügen“ (docs/product.md §23.3). */
  orgId?: string;
};

/** The video in Deutsche Gebärdensprache beside `block`, saved at once (not with the draft). */
function BlockVideo({ orgId, block }: { orgId: string; block: ContentBlock }) {
  const t = useT('dgsEditor', dgsEditor);
  const videos = useQuery(dgsVideosAdminQueryOptions(orgId));
  if (!videos.isSuccess) return null;
  return (
    <Col xs={12}>
      <SlotEditor as="div" orgId={orgId} slot={block.key} title={t('blockTitle', { label: block.label })} chooseLabel={t('blockAdd')}
        video={videos.data.find((v) => v.Slot === block.key)} />
    </Col>
  );
}

/** „Seiteninhalte“ of an organisation (docs/product.md §2.11, §17.3, §23.2): the choice of a page,
 *  then its blocks of the contract's catalogue — one-line texts as inputs, Markdown as textareas
 *  with a preview — each German beside the chosen variant (another language or Leichte Sprache;
 *  stacked on a phone), with what is missing counted per variant and marked „fehlt“, and the
 *  Leichte Sprache checker's findings under every Leichte Sprache text. Saved with the
 *  organisation; the blocks' videos in Deutsche Gebärdensprache at once. */
export function PageContentEditor({ content, onChange, languages, orgId }: PageContentEditorProps) {
  const t = useT('adminOrganisations', de.adminOrganisations);
  const te = useT('contentEditor', contentEditor);
  const nameOf = (v: ContentVariant) => te(`name_${v}`);
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
      <p className="text-body-secondary">{t('contentIntro')}</p>
      <Row className="g-3 mb-3">
        <Col md={6}>
          <Form.Group className="content-page-choice" controlId="content-page">
            <Form.Label>{t('contentPage')}</Form.Label>
            <Form.Select value={pageId} onChange={(e) => setPageId(e.target.value as ContentPageId)}>
              {PAGE_CONTENT.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </Form.Select>
          </Form.Group>
        </Col>
        {withVariants && (
          <Col md={6}>
            <Form.Group controlId="content-variant">
              <Form.Label>{te('variant')}</Form.Label>
              <Form.Select value={variant} onChange={(e) => setChosen(e.target.value as ContentVariant)}>
                {variants.map((v) => <option key={v} value={v}>{te('variantOption', { name: nameOf(v), missing: missing(v).length })}</option>)}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
      </Row>
      {withVariants && (
        <section aria-labelledby="content-missing-title" className="mb-3">
          <h4 id="content-missing-title" className="h6 mb-1">{te('missingTitle')}</h4>
          <ul className="list-inline mb-0 content-missing">
            {variants.map((v) => <li key={v} className="list-inline-item">{te('missingCount', { name: nameOf(v), missing: missing(v).length })}</li>)}
          </ul>
        </section>
      )}
      {page.id === 'ls' && <p>{te('lsBlocksIntro')}</p>}
      {page.blocks.map((block) => {
        const german = (
          <ContentField id={fieldId(block.key)} block={block} label={block.label}
            value={content[block.key] ?? ''} onChange={(value) => set(block.key, value)} hint={germanHint(block, t, te('lsShipped'))}
            shownWhenEmpty={lsShippedText(block.key) ?? block.fallback} leichteSprache={block.leichteSprache} />
        );
        if (!block.variants) return <div key={block.key}>{german}</div>;
        const key = variantKey(block.key, variant);
        return (
          <Row key={block.key} className="g-3 content-block">
            <Col md={6}>{german}</Col>
            <Col md={6}>
              <ContentField id={fieldId(key)} block={block} label={te('variantLabel', { label: block.label, name: nameOf(variant) })} {...variantLang}
                value={content[key] ?? ''} onChange={(value) => set(key, value)} missing={missingNow.has(block.key)}
                hint={variant === LEICHTE_SPRACHE ? te('lsHint') : te('variantHint')} shownWhenEmpty={germanShown(content, block)}
                leichteSprache={variant === LEICHTE_SPRACHE} />
            </Col>
            {orgId && hasDgsVideo(block) && <BlockVideo orgId={orgId} block={block} />}
          </Row>
        );
      })}
    </>
  );
}

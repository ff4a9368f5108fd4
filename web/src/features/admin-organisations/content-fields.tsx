import { CONTENT_MARKDOWN_MAX, contentMaxLength, type ContentBlock } from '@mitmachkarte/contract';
import { useEffect, useState, type ChangeEvent } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { contentEditor } from '../../i18n/de/content-editor';
import { useMarkdownPreview } from './api';
import { LeichteSpracheFindings } from './leichte-sprache-findings';

/** `value`, changed only after it has stayed the same for `ms` milliseconds. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The server's rendering of what the page will show for a Markdown field: its text, else
 *  `shownWhenEmpty` (POST /markdown/preview, the renderer of the pages). */
function MarkdownPreviewBox({ id, label, value, shownWhenEmpty }: { id: string; label: string; value: string; shownWhenEmpty: string }) {
  const t = useT('adminOrganisations', de.adminOrganisations);
  const source = useSettled(value.trim() ? value : shownWhenEmpty, 400);
  const preview = useMarkdownPreview(source, true);
  return (
    <div id={id} role="region" aria-label={t('previewOf', { label })} aria-busy={preview.isFetching || undefined}
      className="content-preview border rounded p-3 mt-2">
      {preview.isError ? <p className="text-danger mb-0">{t('previewFailed')}</p>
        : preview.data === undefined ? <p className="mb-0" role="status">{t('previewLoading')}</p>
          : preview.data.Html ? <div className="page-content" dangerouslySetInnerHTML={{ __html: preview.data.Html }} />
            : <p className="text-body-secondary mb-0">{t('previewLeftOut')}</p>}
    </div>
  );
}

export type ContentFieldProps = {
  id: string;
  block: ContentBlock;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What an empty field shows on the page (the hint under it). */
  hint: string;
  /** What the preview shows while the field is empty. */
  shownWhenEmpty: string;
  /** The language the field is written in, where it is not the German of the editor. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The page shows German in its place: marked „fehlt“. */
  missing?: boolean;
  /** Written in Leichte Sprache: the checker's findings under it as it is typed. */
  leichteSprache?: boolean;
};

/** One field of a block (its German or a variant, docs/product.md §17.3, §23.2): a labelled input
 *  for a one-line block, a textarea with the Markdown hint and „Vorschau“ for a Markdown one;
 *  marked „fehlt“ where the page shows German instead, and with the Leichte Sprache checker's
 *  findings under a Leichte Sprache field. */
export function ContentField({ id, block, label, value, onChange, hint, shownWhenEmpty, lang, dir, missing, leichteSprache }: ContentFieldProps) {
  const t = useT('adminOrganisations', de.adminOrganisations);
  const te = useT('contentEditor', contentEditor);
  const [shown, setShown] = useState(false);
  const markdown = block.kind === 'markdown';
  const described = [`${id}-hint`, leichteSprache && value.trim() && `${id}-findings`].filter(Boolean).join(' ');
  const common = { id, value, lang, dir, 'aria-describedby': described, onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value) };
  return (
    <div className="mb-3">
      <Form.Label htmlFor={id}>
        {label}
        {missing && <> <Badge bg="warning" text="dark" id={`${id}-missing`}>{te('missing')}</Badge></>}
      </Form.Label>
      {markdown ? (
        <Form.Control as="textarea" rows={4} {...common} maxLength={CONTENT_MARKDOWN_MAX} />
      ) : (
        <Form.Control {...common} maxLength={contentMaxLength(block)} autoComplete="off" />
      )}
      <Form.Text id={`${id}-hint`} className="d-block">{markdown ? `${t('contentMarkdownHint')} ${hint}` : hint}</Form.Text>
      {leichteSprache && <LeichteSpracheFindings id={`${id}-findings`} text={value} />}
      {markdown && (
        <>
          <Button size="sm" variant="outline-secondary" className="mt-1" aria-label={t('previewOf', { label })} aria-pressed={shown}
            aria-controls={shown ? `${id}-preview` : undefined} onClick={() => setShown((s) => !s)}>
            {t('preview')}
          </Button>
          {shown && <MarkdownPreviewBox id={`${id}-preview`} label={label} value={value} shownWhenEmpty={shownWhenEmpty} />}
        </>
      )}
    </div>
  );
}

import { presumedLanguageOf, type TranslateBody, type TranslationResult } from '@mitmachkarte/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as de from '../../../i18n/de/translation';
import { useCurrentLanguage, useT } from '../../../i18n/runtime';
import { useOrg } from '../../../lib/org';
import { translateContribution } from '../api/translation';

/** A citizen's text (a text answer or a comment) with „Übersetzen“ (docs/product.md §23.1): the
 *  button shows only while the organisation has its translation service on (GET /auth/org
 *  `Translation`) and the text's presumed language (presumedLanguageOf) differs from the
 *  interface's. The translation replaces the text, marked „Maschinell übersetzt“ and carrying the
 *  target's `lang` (WCAG 3.1.2); „Original anzeigen“ brings the text back, and „Übersetzen“ the
 *  kept translation without asking again. A failure is said politely below the text. `what`:
 *  which contribution, for screen readers after the button's text. */
export function TranslatableText({ text, source, what }: {
  text: string; source: Omit<TranslateBody, 'Target'>; what: string;
}) {
  const t = useT('translation', de.translation);
  const language = useCurrentLanguage();
  const service = useOrg()?.Translation;
  const [result, setResult] = useState<TranslationResult>();
  const [shown, setShown] = useState(false);
  const translate = useMutation({
    mutationFn: () => translateContribution({ ...source, Target: language }),
    onSuccess: (made) => {
      setResult(made);
      setShown(true);
    },
  });
  if (!service || presumedLanguageOf(text) === language) return text;
  const current = result?.Target === language ? result : undefined;
  const showing = shown && current;
  const onClick = () => {
    if (showing) setShown(false);
    else if (current) setShown(true);
    else translate.mutate();
  };
  return (
    <>
      {showing ? <span dir="auto" lang={current.Target} className="d-block">{current.Text}</span> : <span dir="auto" className="d-block">{text}</span>}
      <span className="d-flex flex-wrap align-items-center gap-2 small mt-1">
        {showing && <span className="fst-italic text-body-secondary">{t('machine')}</span>}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onClick} disabled={translate.isPending}>
          {translate.isPending ? t('translating') : showing ? t('showOriginal') : t('translate')}
          <span className="visually-hidden"> ({what})</span>
        </button>
      </span>
      {translate.isError && <span role="alert" className="d-block small text-danger">{t('failed')}</span>}
    </>
  );
}

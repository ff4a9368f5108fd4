import './legal.css';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { ContentHtml, usePageContent, WhenContentLoaded } from '../../components/page-content';
import * as de from '../../i18n/de/terms';
import { useLanguage, useT } from '../../i18n/runtime';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NETIQUETTE_ID } from '../../lib/terms';

/** /nutzungsbedingungen (docs/product.md §2.22): the organisation's terms of use and, as the
 *  anchored section `#netiquette`, its netiquette — both its page content (`nutzung.bedingungen`,
 *  `nutzung.netiquette`, rendered by the server). Without either it says neutrally that there are
 *  no separate terms. */
export function TermsPage() {
  const t = useT('terms', de.terms);
  useDocumentTitle(t('title'));
  return <WhenContentLoaded><TermsContent /></WhenContentLoaded>;
}

function TermsContent() {
  const t = useT('terms', de.terms);
  const { language } = useLanguage();
  // The terms are the organisation's German page content, not interface text (docs/product.md §23).
  const german = language === 'de' ? {} : { lang: 'de', dir: 'ltr' };
  const { html } = usePageContent();
  const terms = html('nutzung.bedingungen');
  const netiquette = html('nutzung.netiquette');
  return (
    <Container className="py-4 legal-page">
      <h1>{t('title')}</h1>
      {!terms && !netiquette && <p>{t('none')}</p>}
      {terms && netiquette && <p><Link to={{ hash: NETIQUETTE_ID }}>{t('toNetiquette')}</Link></p>}
      <div {...german}><ContentHtml html={terms} /></div>
      {netiquette && (
        <section id={NETIQUETTE_ID} className="legal-anchor" aria-labelledby={`${NETIQUETTE_ID}-title`}>
          <h2 id={`${NETIQUETTE_ID}-title`} className="h3">{t('netiquetteTitle')}</h2>
          <div {...german}><ContentHtml html={netiquette} /></div>
        </section>
      )}
    </Container>
  );
}

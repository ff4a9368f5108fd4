import './legal.css';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { ContentHtml, usePageContent, WhenContentLoaded } from '../../components/page-content';
import * as de from '../../i18n/de/terms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NETIQUETTE_ID } from '../../lib/terms';

/** /nutzungsbedingungen (docs/product.md §2.22): the organisation's terms of use and, as the
 *  anchored section `#netiquette`, its netiquette — both its page content (`nutzung.bedingungen`,
 *  `nutzung.netiquette`, rendered by the server). Without either it says neutrally that there are
 *  no separate terms. */
export function TermsPage() {
  useDocumentTitle(de.terms.title);
  return <WhenContentLoaded><TermsContent /></WhenContentLoaded>;
}

function TermsContent() {
  const { html } = usePageContent();
  const terms = html('nutzung.bedingungen');
  const netiquette = html('nutzung.netiquette');
  return (
    <Container className="py-4 legal-page">
      <h1>{de.terms.title}</h1>
      {!terms && !netiquette && <p>{de.terms.none}</p>}
      {terms && netiquette && <p><Link to={{ hash: NETIQUETTE_ID }}>{de.terms.toNetiquette}</Link></p>}
      <ContentHtml html={terms} />
      {netiquette && (
        <section id={NETIQUETTE_ID} className="legal-anchor" aria-labelledby={`${NETIQUETTE_ID}-title`}>
          <h2 id={`${NETIQUETTE_ID}-title`} className="h3">{de.terms.netiquetteTitle}</h2>
          <ContentHtml html={netiquette} />
        </section>
      )}
    </Container>
  );
}

import './landing.css';
import { Col, Container, Row } from 'react-bootstrap';
import { WhenContentLoaded } from '../../components/page-content';
import * as de from '../../i18n/de/content-languages';
import { useT } from '../../i18n/runtime';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TopicFooter } from './topic-page';
import { LeichteSpracheExplanations } from './leichte-sprache-section';
import { LeichteSpracheToggle } from './leichte-sprache-toggle';

/** /leichte-sprache (BITV 2.0 § 4, docs/product.md §23.2): the four explanations in Leichte
 *  Sprache, the switch that shows the other pages' texts in Leichte Sprache, and the footer that
 *  links here from every page that has one. */
export function LeichteSprachePage() {
  const t = useT('contentLanguages', de.contentLanguages);
  useDocumentTitle(t('leichteSprache'));
  return (
    <WhenContentLoaded>
      <Container className="py-4">
        <Row><Col lg={8}>
          <h1>{t('leichteSprache')}</h1>
          <p><LeichteSpracheToggle /></p>
          <LeichteSpracheExplanations level={2} />
        </Col></Row>
      </Container>
      <TopicFooter />
    </WhenContentLoaded>
  );
}

import { Button, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de/landing';
import { useT } from '../../i18n/runtime';
import { ContentHtml, useOwnContentLang, type ContentSource } from '../../components/page-content';
import { LeichteSpracheToggle } from './leichte-sprache-toggle';
import { scrollToSection } from './section-menu';

/** The landing page's hero (docs/product.md §2.2, §9): the organisation's title, its lead (page
 *  content, left out while empty), a call to action to the map and the switch to Leichte Sprache
 *  (docs/product.md §23.2); as high as the window (minus
 *  the navigation bar) when the window is wider than 768 px. */
export function Masthead({ title, leadHtml }: { title: string; leadHtml: ContentSource }) {
  const t = useT('landing', de.landing);
  const own = useOwnContentLang();
  return (
    <header className="landing-masthead">
      <Container className="text-center">
        <h1 {...own} className="display-3 fw-bold landing-title">{title}</h1>
        <ContentHtml html={leadHtml} className="lead mx-auto landing-masthead-lead" />
        <div className="d-flex flex-wrap justify-content-center gap-3 mt-4">
          <Link className="btn btn-light btn-lg" to="/map">{t('toMap')}</Link>
          <Button variant="outline-light" size="lg" onClick={() => scrollToSection('project')}>{t('learnMore')}</Button>
        </div>
        <LeichteSpracheToggle variant="outline-light" className="mt-3" />
      </Container>
    </header>
  );
}

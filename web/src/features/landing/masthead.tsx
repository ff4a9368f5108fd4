import { Button, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { de } from '../../i18n/de';
import { scrollToSection } from './section-menu';

/** The landing page's hero (docs/product.md §2, §9): the organisation's title and a call to action to the
 *  map; as high as the window (minus the navigation bar) when the window is wider than 768 px. */
export function Masthead({ title }: { title: string }) {
  return (
    <header className="landing-masthead">
      <Container className="text-center">
        <h1 className="display-3 fw-bold">{title}</h1>
        <p className="lead mx-auto landing-masthead-lead">{de.landing.mastheadLead}</p>
        <div className="d-flex flex-wrap justify-content-center gap-3 mt-4">
          <Link className="btn btn-light btn-lg" to="/map">{de.landing.toMap}</Link>
          <Button variant="outline-light" size="lg" onClick={() => scrollToSection('project')}>{de.landing.learnMore}</Button>
        </div>
      </Container>
    </header>
  );
}

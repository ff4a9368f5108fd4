import { Container, Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de/landing';
import { useT } from '../../i18n/runtime';

/** Ids of the landing page's sections (docs/product.md §2); the navigation bar links to '/#help' and
 *  '/#contact'. */
export const SECTION_IDS = { projects: 'projekte', project: 'project', app: 'app', map: 'map', help: 'help', contact: 'contact' } as const;
export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

/** Scrolls smoothly to a section of the landing page. */
export function scrollToSection(id: SectionId): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

const ENTRIES: { id: SectionId; label: 'projects' | 'project' | 'app' | 'map' | 'contact' }[] = [
  { id: 'projekte', label: 'projects' },
  { id: 'project', label: 'project' },
  { id: 'app', label: 'app' },
  { id: 'map', label: 'map' },
  { id: 'contact', label: 'contact' },
];

/** The landing page's scrolling menu (docs/product.md §2.2): Mitmachen, Projekt, App, Karte (while
 *  the page has its map, `withMap`), Kontakt. Each entry is a hash route with a fragment ('#/#map',
 *  shareable) and scrolls at once, also when clicked twice. */
export function SectionMenu({ withMap }: { withMap: boolean }) {
  const t = useT('landing', de.landing);
  return (
    <nav className="landing-section-menu" aria-label={t('sectionMenu')}>
      <Container>
        <Nav className="justify-content-center">
          {ENTRIES.filter((e) => withMap || e.id !== 'map').map((e) => (
            <Nav.Item key={e.id}>
              <Nav.Link as={Link} to={{ hash: e.id }} preventScrollReset onClick={() => scrollToSection(e.id)}>
                {t(e.label)}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </Container>
    </nav>
  );
}

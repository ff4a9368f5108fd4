import { Nav } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import './section-nav.css';

/** The section a link names (`?bereich=`) when it is offered, else the first offered one. */
export function useSection<S extends string>(offered: readonly S[]): S | undefined {
  const [search] = useSearchParams();
  const asked = search.get('bereich');
  return offered.find((s) => s === asked) ?? offered[0];
}

/** A function that opens `section` as a link to it would. */
export function useOpenSection<S extends string>(): (section: S) => void {
  const [, setSearch] = useSearchParams();
  return (section) => setSearch((search) => {
    const next = new URLSearchParams(search);
    next.set('bereich', section);
    return next;
  });
}

type SectionNavProps<S extends string> = { label: string; offered: readonly S[]; current: S | undefined; names: Record<S, string> };

/** Links to the sections of a long screen, one shown at a time (the workspace and layer managers,
 *  docs/product.md §17.5). Each link keeps the other query parameters and sets `bereich`, so
 *  that a section can be linked and Back returns to the previous one. */
export function SectionNav<S extends string>({ label, offered, current, names }: SectionNavProps<S>) {
  const [search] = useSearchParams();
  const linkTo = (section: S) => {
    const next = new URLSearchParams(search);
    next.set('bereich', section);
    return `?${next.toString()}`;
  };
  return (
    <Nav as="nav" variant="tabs" className="section-nav mb-3" aria-label={label}>
      {offered.map((section) => (
        <Nav.Item key={section}>
          <Nav.Link as={Link} to={linkTo(section)} active={section === current} aria-current={section === current ? 'page' : undefined}>
            {names[section]}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}

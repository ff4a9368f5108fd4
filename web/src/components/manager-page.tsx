import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { MapSidebarNav } from './map-sidebar-nav';

type ManagerPageProps = {
  /** The page's heading (h1). */
  title: string;
  /** The line naming the project the page belongs to, below the heading; null while it loads,
   *  left out on pages without one. */
  project?: string | null;
  /** The link back to where the page is reached from, below the heading (and project). */
  back?: { to: string; label: string };
  /** Further classes of the page's container (its own stylesheet's). */
  className?: string;
  children: ReactNode;
};

/** The frame of the manager screens (docs/product.md §2: Projektverwaltung, Kartenverwaltung, the
 *  review table, a project's audit log): a wide container whose head is the heading `title` beside
 *  the map sidebar with both managers, then the `project` line and the `back` link where given,
 *  then `children`. The head stays close to the lines that name the page's context and apart
 *  from the content. */
export function ManagerPage({ title, project, back, className, children }: ManagerPageProps) {
  const headSpacing = project !== undefined ? 'mb-1' : back ? 'mb-2' : 'mb-3';
  return (
    <Container fluid="xxl" className={className ? `py-3 ${className}` : 'py-3'}>
      <div className={`d-flex flex-wrap align-items-center gap-2 ${headSpacing}`}>
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <MapSidebarNav showManagers />
      </div>
      {project && <p className="text-body-secondary mb-1">{project}</p>}
      {back && <p><Link to={back.to}>{back.label}</Link></p>}
      {children}
    </Container>
  );
}

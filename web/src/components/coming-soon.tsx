import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { de } from '../i18n/de';

/** Notice for a route whose screen a later release brings (never a blank page). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container className="py-4">
      <h1 className="h3">{title}</h1>
      <p className="lead">{de.common.comingSoon}</p>
      <p>{de.common.comingSoonText}</p>
      <Link to="/">{de.common.toHome}</Link>
    </Container>
  );
}

import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { de } from '../i18n/de';

/** What the manager screens show to visitors who are not logged in. */
export function LoginNotice({ title }: { title: string }) {
  return (
    <Container className="py-4">
      <h1 className="h3">{title}</h1>
      <p>{de.layers.loginFirst}</p>
      <Link to="/login">{de.layers.toLogin}</Link>
    </Container>
  );
}

import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { de } from '../i18n/de';

/** What the manager screens (and the profile) show to visitors who are not logged in. */
export function LoginNotice({ title, text = de.layers.loginFirst }: { title: string; text?: string }) {
  return (
    <Container className="py-4">
      <h1 className="h3">{title}</h1>
      <p>{text}</p>
      <Link to="/login">{de.layers.toLogin}</Link>
    </Container>
  );
}

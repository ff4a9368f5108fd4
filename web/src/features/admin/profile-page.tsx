import { Card, Container } from 'react-bootstrap';
import { de } from '../../i18n/de';

/** Profile screen (spec §2): an empty card for now. */
export function ProfilePage() {
  return (
    <Container className="py-4">
      <Card>
        <Card.Header as="h1" className="h4">{de.profile.title}</Card.Header>
        <Card.Body />
      </Card>
    </Container>
  );
}

import type { ReactNode } from 'react';
import { Card, Container } from 'react-bootstrap';

/** A narrow centred card with the screen's title as its heading: the frame of the login,
 *  registration, activation and password-reset screens. */
export function PageCard({ title, children, maxWidth = 520 }: { title: string; children: ReactNode; maxWidth?: number }) {
  return (
    <Container className="py-4" style={{ maxWidth }}>
      <Card>
        <Card.Body>
          <h1 className="h3 mb-3">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </Container>
  );
}

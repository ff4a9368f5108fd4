import type { MenuChild } from '@mitmachkarte/contract';
import { Button, Col, Form, InputGroup, Row } from 'react-bootstrap';
import { XIcon } from '../../components/icons';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';

type LinkFieldsProps = {
  /** Prefix of the element ids. */
  id: string;
  /** What the fields belong to ('Menüeintrag 1'), for the clear button's name. */
  what: string;
  value: MenuChild;
  onChange: (change: Partial<MenuChild>) => void;
};

/** Display, Link, Fragment (with a clear action) and External of a menu entry or child entry
 *  (docs/product.md §2.11 Organisation administration, §3.4 Menu item). */
export function LinkFields({ id, what, value, onChange }: LinkFieldsProps) {
  const t = useT('adminOrganisations', de.adminOrganisations);
  return (
    <>
      <Row className="g-2">
        <Form.Group as={Col} md={4} controlId={`${id}-display`}>
          <Form.Label className="small mb-1">{t('display')}</Form.Label>
          <Form.Control size="sm" value={value.Display} autoComplete="off" onChange={(e) => onChange({ Display: e.target.value })} />
        </Form.Group>
        <Form.Group as={Col} md={5} controlId={`${id}-link`}>
          <Form.Label className="small mb-1">{t('link')}</Form.Label>
          <Form.Control size="sm" value={value.Link} autoComplete="off" aria-describedby={`${id}-link-hint`}
            onChange={(e) => onChange({ Link: e.target.value })} />
          <Form.Text id={`${id}-link-hint`} className="visually-hidden">{t('linkHint')}</Form.Text>
        </Form.Group>
        <Form.Group as={Col} md={3} controlId={`${id}-fragment`}>
          <Form.Label className="small mb-1">{t('fragment')}</Form.Label>
          <InputGroup size="sm">
            <Form.Control value={value.Fragment} autoComplete="off" aria-describedby={`${id}-fragment-hint`}
              onChange={(e) => onChange({ Fragment: e.target.value })} />
            <Button variant="outline-secondary" aria-label={t('clearFragmentOf', { what })} title={t('clearFragment')}
              disabled={value.Fragment === ''} onClick={() => onChange({ Fragment: '' })}>
              <XIcon />
            </Button>
          </InputGroup>
          <Form.Text id={`${id}-fragment-hint`} className="visually-hidden">{t('fragmentHint')}</Form.Text>
        </Form.Group>
      </Row>
      <Form.Check type="checkbox" id={`${id}-external`} className="mt-2" label={t('external')} checked={value.External}
        onChange={(e) => onChange({ External: e.target.checked })} />
    </>
  );
}

import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import * as de from '../i18n/de/common';
import { useT } from '../i18n/runtime';
import { FailureAlert } from './failure-alert';

type SingleFieldModalProps = {
  /** Prefix of the element ids (the title's id is `${id}-title`, the field's `${id}-field`). */
  id: string;
  title: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Text above the field, e.g. a warning. */
  children?: ReactNode;
  pending?: boolean;
  /** The submit button's text (default 'OK'). */
  submitLabel?: string;
  /** The failure to show in the modal (docs/product.md §4: on failure the modal stays open with a warning). */
  failure?: { text: string; error?: unknown };
  /** Called with the trimmed value; never with an empty one (docs/product.md §5: nothing happens then). */
  onSubmit: (value: string) => void;
  onClose: () => void;
};

/** A small modal asking for one value: the name of a new workspace or layer, the e-mail address
 *  of a user to add to the access list or to hand a workspace to. OK (or Enter) with an empty
 *  field does nothing (docs/product.md §5). */
export function SingleFieldModal({ id, title, label, type = 'text', autoComplete = 'off', children, pending = false, submitLabel, failure, onSubmit, onClose }: SingleFieldModalProps) {
  const tc = useT('common', de.common);
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A password is taken as typed; other answers without surrounding spaces.
    const trimmed = type === 'password' ? value : value.trim();
    if (!trimmed || pending) return;
    onSubmit(trimmed);
  };
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`}>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={tc('close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && <FailureAlert text={failure.text} error={failure.error} />}
          {children}
          <Form.Group controlId={`${id}-field`}>
            <Form.Label>{label}</Form.Label>
            <Form.Control type={type} value={value} autoComplete={autoComplete} required autoFocus
              onChange={(e) => setValue(e.target.value)} />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>{tc('cancel')}</Button>
          <Button type="submit" disabled={pending}>{submitLabel ?? tc('ok')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

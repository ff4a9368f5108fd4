import type { AccessibilityFeedbackBody, MessageBody } from '@mitmachkarte/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { TextField } from '../../components/text-field';
import { statement } from '../../i18n/de/legal';
import { useT } from '../../i18n/runtime';
import { ApiError, apiPost } from '../../lib/api-client';

/** The feedback form of the accessibility statement (BITV 2.0 §7): an optional address and the
 *  message, sent to the organisation by mail (POST /accessibility/feedback). */
export function AccessibilityFeedbackForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const send = useMutation({ mutationFn: (body: AccessibilityFeedbackBody) => apiPost<MessageBody>('/accessibility/feedback', body) });
  const t = useT('statement', statement);
  const fieldError = (field: string) => (send.error instanceof ApiError ? send.error.errors.find((e) => e.Field === field)?.Message : undefined);
  const failure = send.error instanceof ApiError ? send.error.message : send.error ? t('sendFailed') : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate({ Email: email.trim(), Message: message }, { onSuccess: () => { setEmail(''); setMessage(''); } });
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="feedback-title">
      {send.isSuccess && <Alert variant="success" role="status">{t('sent')}</Alert>}
      {failure && !fieldError('Email') && !fieldError('Message') && <Alert variant="danger" role="alert">{failure}</Alert>}
      <TextField id="feedback-email" label={t('emailLabel')} type="email" autoComplete="email" value={email} onChange={setEmail} error={fieldError('Email')} />
      <Form.Group className="mb-3" controlId="feedback-message">
        <Form.Label>{t('messageLabel')}</Form.Label>
        <Form.Control as="textarea" rows={5} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)}
          isInvalid={Boolean(fieldError('Message'))} aria-invalid={fieldError('Message') ? true : undefined}
          aria-describedby={fieldError('Message') ? 'feedback-message-error' : undefined} />
        {fieldError('Message') && <Form.Control.Feedback type="invalid" id="feedback-message-error">{fieldError('Message')}</Form.Control.Feedback>}
      </Form.Group>
      <Button type="submit" disabled={send.isPending}>{t('send')}</Button>
    </Form>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/auth';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { mfaStatusQueryOptions, useChangeMfa, useSetUpMfa } from './api';

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : err ? de.mfa.failed : undefined);

/** 'Zwei-Faktor-Anmeldung' in the profile: set-up with QR code (and the key for manual
 *  entry) and the first code, the recovery codes shown once, and switching it off with the
 *  password. Says so when the organisation requires it. */
export function MfaCard() {
  const status = useQuery(mfaStatusQueryOptions);
  const setup = useSetUpMfa();
  const { enable, disable } = useChangeMfa();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[]>();
  const t = de.mfa;

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    enable.mutate({ Code: code }, {
      onSuccess: (answer) => {
        setCodes(answer.RecoveryCodes);
        setup.reset();
        showAlert('success', t.turnedOn);
      },
      onError: () => setCode(''),
    });
  };
  const turnOff = (e: FormEvent) => {
    e.preventDefault();
    disable.mutate({ Password: password }, { onSuccess: () => showAlert('success', t.turnedOff), onSettled: () => setPassword('') });
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{t.cardTitle}</h2>
        {status.data?.Required && !status.data.Enabled && <Alert variant="warning">{t.requiredText}</Alert>}
        {codes ? (
          <section aria-labelledby="mfa-codes-title">
            <h3 id="mfa-codes-title" className="h6">{t.codesTitle}</h3>
            <p>{t.codesText}</p>
            <ul className="list-unstyled font-monospace fs-5 mb-3" aria-label={t.codesTitle}>{codes.map((c) => <li key={c}>{c}</li>)}</ul>
            <Button onClick={() => setCodes(undefined)}>{t.codesDone}</Button>
          </section>
        ) : status.data?.Enabled ? (
          <Form onSubmit={turnOff} noValidate>
            <p>{t.onText(status.data.RecoveryCodesLeft)}</p>
            {messageOf(disable.error) && <Alert variant="danger" role="alert">{messageOf(disable.error)}</Alert>}
            <TextField id="mfa-off-password" label={t.turnOffPassword} type="password" autoComplete="current-password" value={password} onChange={setPassword} />
            <Button type="submit" variant="outline-danger" disabled={password === '' || disable.isPending}>{t.turnOff}</Button>
          </Form>
        ) : setup.data ? (
          <Form onSubmit={confirm} noValidate>
            <p id="mfa-scan-text">{t.scan}</p>
            <img className="d-block mb-2 border" width={200} height={200} alt={t.qrAlt} data-testid="mfa-qr"
              src={`data:image/svg+xml;base64,${btoa(setup.data.QrSvg)}`} />
            <p className="small">{t.secret}: <code className="user-select-all">{setup.data.Secret}</code></p>
            {messageOf(enable.error) && <Alert variant="danger" role="alert">{messageOf(enable.error)}</Alert>}
            <Form.Group className="mb-3" controlId="mfa-first-code">
              <Form.Label>{de.mfa.code}</Form.Label>
              <Form.Control inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} aria-describedby="mfa-scan-text" />
            </Form.Group>
            <Button type="submit" disabled={code.trim() === '' || enable.isPending}>{t.enable}</Button>
          </Form>
        ) : (
          <>
            <p>{t.offText}</p>
            {messageOf(setup.error) && <Alert variant="danger" role="alert">{messageOf(setup.error)}</Alert>}
            <Button onClick={() => setup.mutate()} disabled={setup.isPending || status.isPending}>{t.setUp}</Button>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

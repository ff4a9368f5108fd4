import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { mfaStatusQueryOptions, useChangeMfa, useSessionRefresh, useSetUpMfa } from './api';
import { mfaProof } from './mfa-texts';
import { RecoveryCodes } from './recovery-codes';


/** 'Zwei-Faktor-Anmeldung' in the profile and on the set-up screen a required second factor leads
 *  to (docs/security.md, Two-factor login): set-up with the password, then the QR code (and the
 *  key for manual entry) and the first code; the recovery codes shown once, to download and
 *  print; once on, new recovery codes or switching it off with the password and a current code
 *  (switching off only while no organisation requires it: the server's `Required`). Where an
 *  organisation requires a second factor and the account has passkeys but no app, the passkeys
 *  serve (docs/product.md §14): the card says so instead of warning. */
export function MfaCard() {
  const t = useT('mfa', de.mfa);
  const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : err ? t('failed') : undefined);
  const status = useQuery(mfaStatusQueryOptions);
  const { info } = useSession();
  const setup = useSetUpMfa();
  const { enable, renew, disable } = useChangeMfa();
  const refreshSession = useSessionRefresh();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>();
  const clear = () => {
    setPassword('');
    setCode('');
  };

  const start = (e: FormEvent) => {
    e.preventDefault();
    // The password stays for the second step, which asks for it again with the first code.
    setup.mutate({ Password: password }, { onError: () => setPassword('') });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    enable.mutate({ Password: password, Code: code }, {
      onSuccess: (answer) => {
        setCodes(answer.RecoveryCodes);
        setup.reset();
        clear();
        showAlert('success', t('turnedOn'));
      },
      onError: (err) => {
        setCode('');
        // The password changed since the set-up: start again.
        if (err instanceof ApiError && err.status === 403) {
          setup.reset();
          setPassword('');
        }
      },
    });
  };
  const prove = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const off = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === 'off';
    renew.reset();
    disable.reset();
    const body = mfaProof(password, code);
    if (off) disable.mutate(body, { onSuccess: () => showAlert('success', t('turnedOff')), onSettled: clear });
    else renew.mutate(body, { onSuccess: (answer) => setCodes(answer.RecoveryCodes), onSettled: clear });
  };
  const codesSaved = () => {
    setCodes(undefined);
    refreshSession();
  };
  const proofFailure = messageOf(renew.error) ?? messageOf(disable.error);
  const proving = renew.isPending || disable.isPending;

  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{t('cardTitle')}</h2>
        {status.data?.Required && !status.data.Enabled && !info.MfaSetupRequired && (status.data.Passkeys > 0
          ? <Alert variant="info">{t('passkeysServe', { n: status.data.Passkeys })}</Alert>
          : <Alert variant="warning">{t('requiredText')}</Alert>)}
        {codes ? (
          <RecoveryCodes codes={codes} onDone={codesSaved} />
        ) : status.data?.Enabled ? (
          <Form onSubmit={prove} noValidate>
            <p>{t('onText', { left: status.data.RecoveryCodesLeft })}</p>
            <p id="mfa-proof-text">{t('proofText')}</p>
            {proofFailure && <Alert variant="danger" role="alert">{proofFailure}</Alert>}
            <TextField id="mfa-proof-password" label={t('password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} />
            <TextField id="mfa-proof-code" label={t('proofCode')} autoComplete="one-time-code" value={code} onChange={setCode} describedBy="mfa-proof-text" />
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" value="renew" disabled={password === '' || code.trim() === '' || proving}>{t('renew')}</Button>
              {!status.data.Required && (
                <Button type="submit" value="off" variant="outline-danger" disabled={password === '' || code.trim() === '' || proving}>{t('turnOff')}</Button>
              )}
            </div>
          </Form>
        ) : setup.data ? (
          <Form onSubmit={confirm} noValidate>
            <p id="mfa-scan-text">{t('scan')}</p>
            <img className="d-block mb-2 border" width={200} height={200} alt={t('qrAlt')} data-testid="mfa-qr"
              src={`data:image/svg+xml;base64,${btoa(setup.data.QrSvg)}`} />
            <p className="small">{t('secret')}: <code className="user-select-all">{setup.data.Secret}</code></p>
            {messageOf(enable.error) && <Alert variant="danger" role="alert">{messageOf(enable.error)}</Alert>}
            <Form.Group className="mb-3" controlId="mfa-first-code">
              <Form.Label>{t('code')}</Form.Label>
              <Form.Control inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} aria-describedby="mfa-scan-text" />
            </Form.Group>
            <Button type="submit" disabled={code.trim() === '' || enable.isPending}>{t('enable')}</Button>
          </Form>
        ) : (
          <Form onSubmit={start} noValidate>
            <p id="mfa-off-text">{t('offText')}</p>
            {messageOf(setup.error) && <Alert variant="danger" role="alert">{messageOf(setup.error)}</Alert>}
            <TextField id="mfa-setup-password" label={t('password')} type="password" autoComplete="current-password" value={password} onChange={setPassword}
              describedBy="mfa-off-text" />
            <Button type="submit" disabled={password === '' || setup.isPending || status.isPending}>{t('setUp')}</Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}

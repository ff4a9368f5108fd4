import { TERMS_MISSING, TERMS_OUTDATED } from '@mitmachkarte/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageCard } from '../../components/page-card';
import { PasswordStrengthMeter, usePasswordStrength } from '../../components/password-strength';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { useFocusField } from '../../lib/use-focus-field';
import { useRegister, type RegisterOutcome } from './api/registration';
import { REGISTER_FIELDS, validateRegistration, type RegisterField, type RegisterValues } from './account-validation';
import { PrivacyConsent } from '../../components/privacy-consent';
import { TermsConsent } from '../../components/terms-consent';
import { orgQueryOptions, useOrg } from '../../lib/org';
import { keepForActivation, loginReturningTo, useReturnPath } from '../../lib/return-path';
import { ProfileFields } from '../../components/profile-fields';
import * as dp from '../../i18n/de/profile-questions';
import { answersOf, askedQuestionsQueryOptions, type ProfileChoices } from '../../lib/profile';

const ID: Record<RegisterField, string> = {
  email: 'register-email', name: 'register-name', password: 'register-password', repeat: 'register-repeat', privacy: 'register-privacy',
  terms: 'register-terms',
};

/** The message key of each answer shown above the form. */
const OUTCOME_TEXT: Record<Exclude<RegisterOutcome, 'success' | 'terms'>, 'exists' | 'noemail' | 'error' | 'failed'> = {
  exists: 'exists',
  noemail: 'noemail',
  error: 'error',
  failed: 'failed',
};

/** Registration screen (docs/product.md §2.15, §4, §5, §8): e-mail, name, password twice, the privacy
 *  consent and, while the organisation has terms of use, their acceptance (§2.22), sent as the
 *  version of GET /auth/org. The checks run on submit; their messages stand at the fields and the
 *  focus goes to the first of them. Only a form without problems is sent. Success hides the form
 *  and points to the login; a refused acceptance (the terms changed meanwhile) stands at its box,
 *  which is unticked while the organisation's current texts are loaded again; the other answers
 *  are shown above the form. With `?zurueck=` the login leads back there, and the activation too
 *  (lib/return-path.ts keepForActivation). The organisation's profile questions, if it asks any,
 *  stand in a fieldset of their own, each „Keine Angabe“ unless chosen (§25.3). */
export function RegisterPage() {
  const t = useT('registration', de.registration);
  const [values, setValues] = useState<RegisterValues>({ email: '', name: '', password: '', repeat: '', privacy: false, terms: false });
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [outcome, setOutcome] = useState<RegisterOutcome>();
  const registration = useRegister();
  const focusField = useFocusField();
  const strength = usePasswordStrength(values.password, [values.email, values.name]);
  // `?zurueck=`: the page the registration started from (the navigation bar's „Registrieren“).
  const back = useReturnPath();
  const login = back.path ? loginReturningTo(back.path) : '/login';
  const termsVersion = useOrg()?.TermsVersion ?? null;
  const queryClient = useQueryClient();
  const tp = useT('profileAnswers', dp.profileAnswers);
  const questions = useQuery(askedQuestionsQueryOptions).data ?? [];
  const [profile, setProfile] = useState<ProfileChoices>({});

  const set = <K extends RegisterField>(field: K, value: RegisterValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateRegistration(values, t, strength, termsVersion !== null);
    setErrors(found);
    const first = REGISTER_FIELDS.find((f) => found[f]);
    if (first) {
      focusField(ID[first]);
      return;
    }
    setOutcome(undefined);
    const sentTerms = termsVersion !== null;
    registration.mutate(
      {
        Email: values.email.trim(), Name: values.name.trim(), Password: values.password, Attributes: [], Profile: answersOf(questions, profile),
        ...(sentTerms ? { AcceptTerms: termsVersion } : {}),
      },
      {
        onSuccess: (result) => {
          if (result === 'terms') {
            // Terms came or changed since the organisation was loaded: read them again and ask anew.
            setErrors({ terms: sentTerms ? TERMS_OUTDATED : TERMS_MISSING });
            setValues((v) => ({ ...v, terms: false }));
            void queryClient.invalidateQueries({ queryKey: orgQueryOptions.queryKey });
            focusField(ID.terms);
            return;
          }
          // The activation link opens a new page: it leads back to where the registration started.
          if (result === 'success') keepForActivation(back.path);
          setOutcome(result);
        },
      },
    );
  };

  if (outcome === 'success') return <PageCard title={t('title')}><RegisterSuccess loginTo={login} /></PageCard>;

  return (
    <PageCard title={t('title')}>
      <p>{t('intro')}</p>
      {outcome && outcome !== 'terms' && <Alert variant={outcome === 'failed' ? 'danger' : 'warning'} role="alert">{t(OUTCOME_TEXT[outcome])}</Alert>}
      <Form onSubmit={onSubmit} noValidate aria-label={t('title')}>
        <TextField id={ID.email} label={t('email')} type="email" autoComplete="email"
          value={values.email} onChange={(v) => set('email', v)} error={errors.email} />
        <TextField id={ID.name} label={t('name')} autoComplete="name"
          value={values.name} onChange={(v) => set('name', v)} error={errors.name} />
        <TextField id={ID.password} label={t('password')} type="password" autoComplete="new-password"
          hint={t('passwordHint')} value={values.password} onChange={(v) => set('password', v)} error={errors.password}
          describedBy={`${ID.password}-strength`} />
        <PasswordStrengthMeter id={`${ID.password}-strength`} strength={strength} />
        <TextField id={ID.repeat} label={t('repeat')} type="password" autoComplete="new-password"
          value={values.repeat} onChange={(v) => set('repeat', v)} error={errors.repeat} />
        {questions.length > 0 && (
          <fieldset className="mb-3" aria-describedby="register-profile-hint">
            <legend className="h6">{tp('legend')}</legend>
            <p className="form-text" id="register-profile-hint">{tp('registrationHint')}</p>
            <ProfileFields questions={questions} choices={profile} onChange={setProfile} idPrefix="register-profile" />
          </fieldset>
        )}
        <PrivacyConsent id={ID.privacy} checked={values.privacy} error={errors.privacy} onChange={(v) => set('privacy', v)} />
        {(termsVersion !== null || errors.terms) && (
          <TermsConsent id={ID.terms} checked={values.terms} error={errors.terms} onChange={(v) => set('terms', v)} />
        )}
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <Button type="submit" disabled={registration.isPending}>
            {registration.isPending ? t('sending') : t('submit')}
          </Button>
          <Link to={login}>{t('toLogin')}</Link>
        </div>
      </Form>
    </PageCard>
  );
}

/** The success state: the form is gone, the message takes the focus and says what comes next, a
 *  link leads to the login (`loginTo`, back to where the registration started). */
function RegisterSuccess({ loginTo }: { loginTo: string }) {
  const t = useT('registration', de.registration);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert variant="success" role="alert" ref={ref} tabIndex={-1}>
      <p>{t('success')}</p>
      <p>{t('successNext')}</p>
      <Link className="btn btn-success" to={loginTo}>{t('successLogin')}</Link>
    </Alert>
  );
}

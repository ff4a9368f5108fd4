import { ALTERSGRUPPEN, INTERESSENSGRUPPEN, SURVEY_USAGE_KEYS, type SurveyData } from '@mitmachkarte/contract';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import * as de from '../../i18n/de/survey';
import { useT } from '../../i18n/runtime';
import { useFocusField } from '../../lib/use-focus-field';
import { useSubmitSurvey } from './api';
import { RadioGroup } from './radio-group';
import { isSurveyDone, markSurveyDone } from './survey-done';

type UsageKey = (typeof SURVEY_USAGE_KEYS)[number];
type Interessensgruppe = (typeof INTERESSENSGRUPPEN)[number];
type Altersgruppe = (typeof ALTERSGRUPPEN)[number];

const noUsage = () => Object.fromEntries(SURVEY_USAGE_KEYS.map((k) => [k, false])) as Record<UsageKey, boolean>;

/** The tram-line survey (docs/product.md §2, §3.18 Survey data, §4): what the tram is used for (any number of
 *  answers), the interest group and the age group (one each, required). Submitting sends the
 *  answers, marks the survey done in this browser and goes to the map, also when sending failed
 *  (docs/product.md §8: silent). */
export function SurveyPage() {
  const t = useT('survey', de.survey);
  const [usage, setUsage] = useState(noUsage);
  const [interessensgruppe, setInteressensgruppe] = useState<Interessensgruppe>();
  const [altersgruppe, setAltersgruppe] = useState<Altersgruppe>();
  const [errors, setErrors] = useState<{ interessensgruppe?: string; altersgruppe?: string }>({});
  const [alreadyDone, setAlreadyDone] = useState(isSurveyDone);
  const submit = useSubmitSurvey();
  const navigate = useNavigate();
  const focusField = useFocusField();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      ...(interessensgruppe ? {} : { interessensgruppe: t('interessensgruppeMissing') }),
      ...(altersgruppe ? {} : { altersgruppe: t('altersgruppeMissing') }),
    };
    setErrors(found);
    if (!interessensgruppe || !altersgruppe) {
      focusField(`survey-${interessensgruppe ? ALTERSGRUPPEN[0] : INTERESSENSGRUPPEN[0]}`);
      return;
    }
    const data: SurveyData = { ...usage, interessensgruppe, altersgruppe };
    const done = () => {
      markSurveyDone();
      // Said here too: the page stays until the map's code has come (the router changes pages in
      // a transition), and a visitor back on it before then sees that the answer is in.
      setAlreadyDone(true);
      void navigate('/map');
    };
    submit.mutate(data, { onSettled: done });
  };

  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <Card>
        <Card.Body>
          <h1 className="h3 mb-3">{t('title')}</h1>
          <p>{t('intro')}</p>
          {alreadyDone && (
            <Alert variant="info">{t('alreadyDone')} <Link to="/map">{t('toMap')}</Link>.</Alert>
          )}
          <Form onSubmit={onSubmit} noValidate aria-label={t('title')}>
            <fieldset className="mb-4" aria-describedby="survey-usage-hint">
              <legend className="h5">{t('usage')}</legend>
              <Form.Text id="survey-usage-hint" className="d-block mb-2">{t('usageHint')}</Form.Text>
              {SURVEY_USAGE_KEYS.map((key) => (
                <Form.Check key={key} id={`survey-${key}`} type="checkbox" label={t(`usage_${key}`)}
                  checked={usage[key]} onChange={(e) => setUsage((u) => ({ ...u, [key]: e.target.checked }))} />
              ))}
            </fieldset>
            <RadioGroup name="interessensgruppe" legend={t('interessensgruppe')} options={INTERESSENSGRUPPEN}
              labelOf={(k) => t(`interessensgruppe_${k}`)} value={interessensgruppe} error={errors.interessensgruppe}
              onChange={(v) => { setInteressensgruppe(v); setErrors((x) => ({ ...x, interessensgruppe: undefined })); }} />
            <RadioGroup name="altersgruppe" legend={t('altersgruppe')} options={ALTERSGRUPPEN}
              labelOf={(k) => t(`altersgruppe_${k}`)} value={altersgruppe} error={errors.altersgruppe}
              onChange={(v) => { setAltersgruppe(v); setErrors((x) => ({ ...x, altersgruppe: undefined })); }} />
            <Button type="submit" disabled={submit.isPending}>{submit.isPending ? t('sending') : t('submit')}</Button>
          </Form>
        </Card.Body>
      </Card>
    </Container>
  );
}

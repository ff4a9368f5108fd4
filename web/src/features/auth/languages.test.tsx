import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, loadMessages } from '../../i18n/runtime';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { RegisterPage } from './register-page';

/** The registration in another language (docs/product.md §23). */

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

/** An organisation that offers the interface languages (setting „sprachen“). */
const ORG = { Title: 'Gewässer-App', Menu: [], Other: { sprachen: 'de,en,tr,ar,uk' } };

describe('the account screens in other languages', () => {
  it('registration in English: heading, fields, consent and button', async () => {
    stubApi({}, ORG);
    renderOne(<LanguageProvider initial="en" messages={await loadMessages('en')}><RegisterPage /></LanguageProvider>);
    expect(screen.getByRole('heading', { name: 'Registration' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email', { exact: true })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Repeat password', { exact: true })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/datenschutz');
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already registered? Go to login' })).toBeInTheDocument();
  });
});

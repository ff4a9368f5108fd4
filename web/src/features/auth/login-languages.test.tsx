import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../app/layout';
import { LanguageProvider, loadMessages } from '../../i18n/runtime';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { LoginPage } from './login-page';

/** The login screen and the frame around it in Ukrainian (docs/product.md §23). */

// jsdom has no scrolling; useFragmentScroll calls window.scrollTo on every page change.
window.scrollTo = vi.fn() as typeof window.scrollTo;

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  localStorage.clear();
});

describe('the login in Ukrainian', () => {
  it('labels the form, the frame and the refusal in Ukrainian', async () => {
    stubApi({ 'POST /auth/login': { status: 401, body: { Message: 'falsch' } } }, { Title: 'Stadt Fulda', Menu: [], Other: { sprachen: 'de,uk' } });
    const messages = await loadMessages('uk');
    renderRoutes([{ element: <LanguageProvider initial="uk" messages={messages}><AppLayout /></LanguageProvider>, children: [{ path: '/login', element: <LoginPage /> }] }], '/login');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Вхід' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти до змісту' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Прийняти' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Зареєструватися зараз' })).toHaveAttribute('href', '/register');
    const user = userEvent.setup();
    await user.type(within(main).getByLabelText('Адреса електронної пошти'), 'anna@example.org');
    await user.type(within(main).getByLabelText('Пароль'), 'falsch');
    await user.click(within(main).getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByText('Неправильне імʼя користувача або пароль')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Повідомлення' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, loadMessages } from '../../i18n/runtime';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { NotificationsCard } from './notifications-card';
import { PasswordCard } from './password-card';

/** The account's screens in another language (docs/product.md §23): their interface texts are
 *  translated, the server's messages and citizens' titles stay as they come. */

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

const LOGGED_IN = { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' } };
/** An organisation that offers the interface languages (setting „sprachen“). */
const ORG = { Title: 'Gewässer-App', Menu: [], Other: { sprachen: 'de,en,tr,ar,uk' } };
const FOLLOW = {
  PointID: '01900000-0000-7000-8000-000000000001', Workspace: '01900000-0000-7000-8000-000000000002', Layer: '01900000-0000-7000-8000-000000000003',
  LayerName: 'Gewässer', Title: 'Mühlbach', Since: '2026-11-20T10:00:00.000Z',
};

describe('the account screens in other languages', () => {
  it('the profile\'s notifications and password in Arabic, right to left, with the entry\'s title as written', async () => {
    stubApi({
      'GET /auth/info': LOGGED_IN,
      'GET /auth/notifications': { status: 200, body: { NoMail: false, Follows: [FOLLOW] } },
    }, ORG);
    renderOne(
      <LanguageProvider initial="ar" messages={await loadMessages('ar')}>
        <NotificationsCard />
        <PasswordCard />
      </LanguageProvider>,
    );
    const list = await screen.findByRole('list', { name: 'الإدخالات التي تتابعها (1)' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Mühlbach');
    expect(within(list).getByRole('button', { name: 'إلغاء متابعة الإدخال «Mühlbach»' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'بدون رسائل بريد إلكتروني' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تغيير كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور الحالية')).toHaveAttribute('type', 'password');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

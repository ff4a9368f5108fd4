import type { Translation } from '../catalogue';
import type * as de from '../de/login';

export const login: Translation<typeof de.login> = {
  title: 'Вхід',
  email: 'Адреса електронної пошти',
  password: 'Пароль',
  submit: 'Увійти',
  resetPassword: 'Скинути пароль',
  failed: 'Неправильне імʼя користувача або пароль',
  resetOfferTitle: 'Забули пароль?',
  resetOfferText: 'Вхід кілька разів не вдався. Бажаєте скинути пароль?',
  noAccount: 'Ще не маєте облікового запису?',
  toRegister: 'Зареєструватися зараз',
};

export const providerLogin: Translation<typeof de.providerLogin> = {
  signInWith: 'Увійти через {label}',
  or: 'або за адресою електронної пошти та паролем',
};

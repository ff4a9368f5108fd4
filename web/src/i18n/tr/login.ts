import type { Translation } from '../catalogue';
import type * as de from '../de/login';

export const login: Translation<typeof de.login> = {
  title: 'Giriş yap',
  email: 'E-posta adresi',
  password: 'Şifre',
  submit: 'Giriş yap',
  resetPassword: 'Şifreyi sıfırla',
  failed: 'Kullanıcı adı veya şifre yanlış',
  resetOfferTitle: 'Şifrenizi mi unuttunuz?',
  resetOfferText: 'Giriş birkaç kez başarısız oldu. Şifrenizi sıfırlamak ister misiniz?',
  noAccount: 'Henüz hesabınız yok mu?',
  toRegister: 'Şimdi kayıt olun',
};

export const providerLogin: Translation<typeof de.providerLogin> = {
  signInWith: '{label} ile giriş yap',
  or: 'veya e-posta adresi ve şifre ile',
};

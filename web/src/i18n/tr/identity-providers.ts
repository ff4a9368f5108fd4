import type { Translation } from '../catalogue';
import type * as de from '../de/identity-providers';

export const confirm: Translation<typeof de.confirm> = {
  title: 'Girişi onaylayın',
  createTitle: '{provider} ile yeni hesap oluştur',
  createText: '{email} e-posta adresi için burada henüz bir hesap yok. Bir hesap oluşturmak ister misiniz? Bu durumda giriş hizmeti üzerinden giriş yaparsınız; şifreye ihtiyacınız olmaz.',
  terms: 'Kullanım koşullarını kabul ediyorum.',
  termsLink: 'Kullanım koşullarını okuyun',
  create: 'Hesap oluştur',
  linkTitle: 'Hesabı bağla',
  linkText: '{email} e-posta adresiyle burada zaten bir hesap var. {provider} ile girişi bu hesaba bağlamak için hesabın şifresini girin.',
  password: 'Hesabınızın şifresi',
  link: 'Hesabı bağla',
  nothing: 'Onayınızı bekleyen bir giriş yok.',
  toLogin: 'Girişe git',
  failed: 'Bu işlem başarısız oldu.',
};

export const identities: Translation<typeof de.identities> = {
  title: 'Diğer hizmetler üzerinden giriş',
  intro: 'Bu giriş hizmetleriyle şifrenize ek olarak giriş yapabilirsiniz.',
  linked: 'bağlı',
  notLinked: 'bağlı değil',
  link: '{label} ile bağla',
  unlink: '{label} bağlantısını kaldır',
  linkShort: 'Bağla',
  unlinkShort: 'Bağlantıyı kaldır',
  unlinked: 'Bağlantı kaldırıldı.',
  justLinked: 'Hizmet üzerinden giriş artık hesabınıza bağlı.',
  failed: 'Bu işlem başarısız oldu.',
};

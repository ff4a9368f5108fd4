import type { Translation } from '../catalogue';
import type * as de from '../de/common';

export const nav: Translation<typeof de.nav> = {
  toggle: 'Gezinmeyi göster veya gizle',
  collectData: 'Veri gir',
  projects: 'Projeler',
  defaultHome: 'Ana sayfa',
  help: 'Yardım',
  contact: 'İletişim',
  imprint: 'Künye',
  profile: 'Profil',
  login: 'Giriş yap',
  administration: 'Yönetim',
  logout: 'Çıkış yap',
  register: 'Kayıt ol',
  emailPlaceholder: 'E-posta',
  passwordPlaceholder: 'Şifre',
  externalLink: '(harici bir sayfa açılır)',
  project: 'Proje',
  workspaces: 'Projeler',
  myProjects: 'Projelerim',
  contributions: 'Katkılarım',
  newItems: '{n, plural, other {# yeni katkı}}',
  inboxLink: '{n, plural, =0 {Gelen kutusu} other {Gelen kutusu (# yeni)}}',
  figuresLink: 'Temel göstergeler',
  inboxLabel: '{n, plural, =0 {{project} projesinin gelen kutusu} other {{project} projesinin gelen kutusu (# yeni)}}',
  language: 'Dil',
};

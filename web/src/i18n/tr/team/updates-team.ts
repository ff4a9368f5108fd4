import type { Translation } from '../../catalogue';
import type * as de from '../../de/updates-team';

export const updatesTeam: Translation<typeof de.updatesTeam> = {
  title: 'Haberler',
  intro: 'Haberler proje sayfasında görünür ve projeyi takip eden ya da projeye katılan herkese e-posta ile gider.',
  writeTitle: 'Haber yaz',
  titleLabel: 'Başlık',
  textLabel: 'Metin',
  textHint: 'Markdown: **kalın**, *italik*, [bağlantı](https://…), “- ” ile listeler.',
  recipients: '{count, plural, =0 {Şu anda kimseye e-posta ile gitmiyor.} one {# kişiye e-posta ile gider.} other {# kişiye e-posta ile gider.}}',
  publish: 'Yayımla ve gönder',
  published: '{count, plural, =0 {Haber yayımlandı.} one {Haber yayımlandı ve # kişiye e-posta ile gidiyor.} other {Haber yayımlandı ve # kişiye e-posta ile gidiyor.}}',
  publishFailed: 'Haber yayımlanamadı.',
  sentTitle: 'Yayımlanan haberler',
  loadFailed: 'Haberler yüklenemedi.',
  empty: 'Henüz haber yok.',
  sentTo: '{date} · {count, plural, one {# kişiye gönderildi} other {# kişiye gönderildi}}',
  remove: 'Sil',
  removeLabel: '“{title}” haberini sil',
  removeTitle: 'Haber silinsin mi?',
  removeConfirm: '“{title}” haberi proje sayfasından kaldırılır. Gönderilmiş e-postalar gönderilmiş olarak kalır.',
  removed: 'Haber silindi.',
  removeFailed: 'Haber silinemedi.',
};

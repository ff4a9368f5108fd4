import type { Translation } from '../catalogue';
import type * as de from '../de/legal';

export const imprint: Translation<typeof de.imprint> = {
  title: 'Künye',
  lead: '§ 5 Digitale-Dienste-Gesetz (DDG) ve § 18 Medienstaatsvertrag (MStV) uyarınca bilgiler',
  operator: 'İşleten',
  chairperson: 'Temsilcisi',
  address: 'Adres',
  phone: 'Telefon',
  email: 'E-posta',
  registerCourt: 'Sicil kaydı',
  supervisor: 'Denetim makamı',
  responsible: 'İçerikten sorumlu',
  missing: 'henüz girilmedi',
  liabilityTitle: 'İçerik ve bağlantılar için sorumluluk',
  privacyLink: 'Gizlilik politikasına git',
};

export const statement: Translation<typeof de.statement> = {
  title: 'Erişilebilirlik beyanı',
  statusTitle: 'Gerekliliklere uygunluk durumu',
  limitationsTitle: 'Erişilebilir olmayan içerikler',
  feedbackTitle: 'Geri bildirim ve iletişim',
  emailLabel: 'E-posta adresiniz (isteğe bağlı, yanıt için)',
  messageLabel: 'Geri bildiriminiz',
  send: 'Geri bildirimi gönder',
  sent: 'Geri bildiriminiz için çok teşekkürler.',
  sendFailed: 'Geri bildirim gönderilemedi.',
  enforcementTitle: 'Arabuluculuk süreci',
  enforcementLink: 'Engellilerin Eşitliği Yasası (BGG) uyarınca arabuluculuk kurumu',
};

import type { Translation } from '../../catalogue';
import type * as de from '../../de/retention';

export const projectRetention: Translation<typeof de.projectRetention> = {
  title: 'Saklama ve anonimleştirme',
  intro: 'Bir proje tamamlandıktan sonra Mitmachkarte belirli bir sürenin sonunda tüm katkılardan adları kaldırır (AB Genel Veri Koruma Tüzüğü uyarınca saklama sınırlaması). Kayıtlar, yorumlar ve oy sayısı görünür kalır; bildirimler, bildirimde bulunanların bilgileri ve meta verileriyle birlikte orijinal fotoğraflar silinir.',
  open: 'Proje henüz açık. Süre, projenin tamamlanmasıyla başlar.',
  closedOn: '{day} tarihinde tamamlandı.',
  dueOn: 'Katkılar {day} tarihinde anonimleştirilecek.',
  duePassed: 'Süre {day} tarihinde doldu; katkılar anonimleştiriliyor.',
  never: 'Bu projenin katkıları anonimleştirilmez.',
  period: 'Tamamlandıktan sonraki süre',
  modeOrganisation: 'Kurumdaki gibi: tamamlandıktan {months, plural, one {# ay} other {# ay}} sonra',
  modeOrganisationNever: 'Kurumdaki gibi: anonimleştirme yok',
  modeMonths: 'Kendi süresi',
  modeOff: 'Asla anonimleştirme – proje arşivlenmelidir',
  months: 'Tamamlandıktan sonraki ay sayısı',
  monthsInvalid: 'Lütfen 1 ile 240 arasında tam bir ay sayısı girin.',
  photos: 'Anonimleştirmede yayımlanmış fotoğraflar',
  photosOrganisation: 'Kurumdaki gibi: {photos, select, delete {sil} other {sakla}}',
  photosKeep: 'Sakla (meta verisi olmayan küçültülmüş sürüm)',
  photosDelete: 'Sil',
  photosHint: 'Orijinaller ve çekim yeri bilgisi içeren yüklenmiş dosyalar her durumda silinir.',
  save: 'Kaydet',
  saving: 'Kaydediliyor …',
  saved: 'Saklama ayarları kaydedildi.',
  saveFailed: 'Saklama ayarları kaydedilemedi.',
  loadFailed: 'Saklama ayarları yüklenemedi.',
};

import type { Translation } from '../../catalogue';
import type * as de from '../../de/translation';

export const translationSettings: Translation<typeof de.translationSettings> = {
  title: 'Katkıların çevirisi',
  intro: 'Ziyaretçiler yanıtları ve yorumları kendi dillerine makineyle çevirtebilir. Bunun için sunucu katkının metnini bir LibreTranslate hizmetine gönderir; gizlilik politikası bu durumda hizmeti belirtir.',
  enabled: 'Katkıların çevirisini sun',
  url: 'LibreTranslate hizmetinin adresi',
  urlHelp: 'https:// ile, ör. https://translate.example.org. Arayüz dillerine çevrilir (“sprachen” ayarı).',
  apiKey: 'API anahtarı',
  apiKeySet: 'Bir anahtar ayarlı. Korumak için boş bırakın.',
  apiKeyNone: 'Anahtar ayarlı değil. Hizmet anahtar istemiyorsa isteğe bağlıdır.',
  clearApiKey: 'Kayıtlı anahtarı kaldır',
  save: 'Çeviriyi kaydet',
  saved: 'Çeviri ayarları kaydedildi.',
  failed: 'Çeviri ayarları kaydedilmedi.',
  loadFailed: 'Çeviri ayarları yüklenemedi.',
};

import type { Translation } from '../../catalogue';
import type * as de from '../../de/dgs';

export const dgsEditor: Translation<typeof de.dgsEditor> = {
  title: 'İşaret dili (DGS)',
  help: 'Her açıklama için bir video: MP4 (H.264) veya WebM, en az 320 × 240 piksel ve saniyede 25 kare, en fazla 200 MB. Video hemen kaydedilir ve “Gebärdensprache” sayfasında gösterilir.',
  video: 'Video',
  none: 'Henüz video yok.',
  stored: '{format}, {size}, {time} dakika, {width} × {height} piksel',
  choose: 'Video yükle',
  replace: 'Videoyu değiştir',
  uploading: 'Yükleniyor … %{percent}',
  checking: 'Video kontrol ediliyor …',
  remove: 'Videoyu kaldır',
  captions: 'Altyazı (WebVTT)',
  captionsNone: 'Altyazı yok.',
  captionsStored: 'Altyazı mevcut.',
  captionsChoose: 'Altyazı yükle',
  captionsRemove: 'Altyazıyı kaldır',
  saved: 'Video kaydedildi.',
  removed: 'Video kaldırıldı.',
  captionsSaved: 'Altyazı kaydedildi.',
  captionsRemoved: 'Altyazı kaldırıldı.',
  failed: 'Bu işlem başarısız oldu.',
  tooLarge: 'Video çok büyük. En fazla 200 MB olabilir.',
  loadFailed: 'Videolar yüklenemedi.',
  blockTitle: 'Alman İşaret Dilinde video: {label}',
  blockAdd: 'DGS videosu ekle',
};

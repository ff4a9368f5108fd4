import type { Translation } from '../catalogue';
import type * as de from '../de/dgs';

export const dgs: Translation<typeof de.dgs> = {
  title: 'Alman İşaret Dili (DGS)',
  lead: 'Burada bu internet sitesini Alman İşaret Dili ile açıklıyoruz.',
  logo: 'Alman İşaret Dili',
  slot_inhalt: 'Bu sitede neler var',
  slot_navigation: 'Sitede yolunuzu nasıl bulursunuz',
  slot_barrierefreiheit: 'Erişilebilirlik beyanı',
  slot_weitere: 'İşaret dili ve Kolay Almanca ile daha fazla bilgi',
  noVideo: 'Bu konuda henüz video yok.',
  noneYet: 'İşaret dilindeki videolar şu anda hazırlanıyor.',
  loadFailed: 'Videolar yüklenemedi.',
  blockVideo: 'Bu bölüm Alman İşaret Dilinde',
  captions: 'Altyazı (Almanca)',
  download: 'Videoyu indir ({format}, {size}, {time} dakika)',
  accessibilityLink: 'Erişilebilirlik beyanına git',
};

import type { Translation } from '../../catalogue';
import type * as de from '../../de/embed-dialog';

export const embedDialog: Translation<typeof de.embedDialog> = {
  button: 'Yerleştir',
  title: 'Haritayı yerleştir',
  intro: 'Bu kodla projenin haritasını başka bir web sitesinde gösterirsiniz. „Mitmachen“ (katıl) Mitmachkarte’yi orada yeni bir sekmede açar.',
  layer: 'Harita',
  height: 'Harita yüksekliği (piksel)',
  heightHint: '200 ile 1.200 piksel arası.',
  category: 'Kategori',
  allCategories: 'Tüm kategoriler',
  language: 'Dil',
  preview: 'Önizleme',
  previewTitle: 'Yerleştirilmiş haritanın önizlemesi',
  frameTitle: 'Mitmachkarte’nin “{name}” haritası',
  code: 'Yapıştırılacak kod',
  copy: 'Kopyala',
  copied: 'Kod kopyalandı.',
  copyFailed: 'Kopyalama olmadı. Lütfen kodu kendiniz seçip kopyalayın.',
  origins: 'Bu web siteleri haritayı yerleştirebilir: {origins}.',
  noOrigins: 'Henüz hiçbir web sitesi haritayı yerleştiremez. Yönetim adresleri kuruluş ayarlarına girer (“Haritayı yerleştirme” bölümü).',
  noMaps: 'Projenin herkese açık haritası yok.',
};

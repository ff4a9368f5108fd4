import type { Translation } from '../../catalogue';
import type * as de from '../../de/audit';

export const audit: Translation<typeof de.audit> = {
  title: 'Kayıt defteri',
  workspaceTitle: 'Kayıt defteri: {name}',
  intro: 'Kim neyi ne zaman değiştirdi: yönetimin içeriklerde ve haklarda yaptığı her değişiklik, en yenisi önce.',
  caption: 'Kayıt defteri',
  time: 'Zaman',
  who: 'Kim',
  action: 'İşlem',
  before: 'Önce',
  after: 'Sonra',
  empty: 'Henüz girdi yok.',
  loadFailed: 'Kayıt defteri yüklenemedi.',
  csv: 'CSV olarak indir',
  pages: 'Kayıt defterinin sayfaları',
  page: 'Sayfa {page} / {pages}',
  previous: 'Geri',
  next: 'İleri',
  entries: '{total, plural, one {# girdi} other {# girdi}}',
  tableRegion: 'Kayıt defterinin girdileri',
  backToWorkspaces: 'Proje yönetimine dön',
  toLog: 'Kayıt defterine git',
  workspaceLink: 'Kayıt defteri',
};

import type { Language } from '@mitmachkarte/contract';

/** The embedded map's texts (docs/product.md §24.1) in the five interface languages (§23): a
 *  catalogue of its own, as the embed page loads no part of the web app (docs/decisions/0042).
 *  `{name}`, `{n}` and `{title}` are filled in by `say`. texts.test.ts keeps every language
 *  complete, with the German placeholders. */
const de = {
  loading: 'Karte wird geladen …',
  mapLabel: 'Karte: {name}',
  join: 'Mitmachen',
  newTab: '(öffnet in neuem Tab)',
  openEntry: 'Eintrag ansehen',
  close: 'Schließen',
  category: 'Kategorie',
  status: 'Status',
  untitled: 'Eintrag ohne Titel',
  entry: 'Eintrag: {title}',
  cluster: '{n} Einträge – vergrößern',
  notFound: 'Diese Karte gibt es nicht, oder sie ist nicht öffentlich.',
  failed: 'Die Karte konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  closed: 'Das Projekt ist abgeschlossen; neue Beiträge sind nicht mehr möglich.',
};

export type EmbedTextKey = keyof typeof de;
export type EmbedTexts = Readonly<Record<EmbedTextKey, string>>;

export const EMBED_TEXTS: Readonly<Record<Language, EmbedTexts>> = {
  de,
  en: {
    loading: 'Loading the map …',
    mapLabel: 'Map: {name}',
    join: 'Take part',
    newTab: '(opens in a new tab)',
    openEntry: 'View entry',
    close: 'Close',
    category: 'Category',
    status: 'Status',
    untitled: 'Untitled entry',
    entry: 'Entry: {title}',
    cluster: '{n} entries – zoom in',
    notFound: 'This map does not exist or is not public.',
    failed: 'The map could not be loaded. Please try again later.',
    closed: 'The project is closed; new contributions are no longer possible.',
  },
  tr: {
    loading: 'Harita yükleniyor …',
    mapLabel: 'Harita: {name}',
    join: 'Katıl',
    newTab: '(yeni sekmede açılır)',
    openEntry: 'Kaydı görüntüle',
    close: 'Kapat',
    category: 'Kategori',
    status: 'Durum',
    untitled: 'Başlıksız kayıt',
    entry: 'Kayıt: {title}',
    cluster: '{n} kayıt – yakınlaştır',
    notFound: 'Bu harita yok ya da herkese açık değil.',
    failed: 'Harita yüklenemedi. Lütfen daha sonra tekrar deneyin.',
    closed: 'Proje kapandı; yeni katkı artık mümkün değil.',
  },
  ar: {
    loading: 'جارٍ تحميل الخريطة …',
    mapLabel: 'الخريطة: {name}',
    join: 'شارك',
    newTab: '(تُفتح في علامة تبويب جديدة)',
    openEntry: 'عرض المساهمة',
    close: 'إغلاق',
    category: 'الفئة',
    status: 'الحالة',
    untitled: 'مساهمة بلا عنوان',
    entry: 'مساهمة: {title}',
    cluster: '{n} مساهمات – تكبير',
    notFound: 'هذه الخريطة غير موجودة أو ليست عامة.',
    failed: 'تعذّر تحميل الخريطة. يرجى المحاولة لاحقًا.',
    closed: 'المشروع مغلق؛ لم تعد المساهمات الجديدة ممكنة.',
  },
  uk: {
    loading: 'Карта завантажується …',
    mapLabel: 'Карта: {name}',
    join: 'Долучитися',
    newTab: '(відкривається в новій вкладці)',
    openEntry: 'Переглянути запис',
    close: 'Закрити',
    category: 'Категорія',
    status: 'Статус',
    untitled: 'Запис без назви',
    entry: 'Запис: {title}',
    cluster: '{n} записів – збільшити',
    notFound: 'Такої карти немає, або вона не публічна.',
    failed: 'Не вдалося завантажити карту. Спробуйте пізніше.',
    closed: 'Проєкт закрито; нові внески більше неможливі.',
  },
};

/** The texts of `language` with its placeholders filled from `values`. */
export function textsOf(language: Language): (key: EmbedTextKey, values?: Readonly<Record<string, string | number>>) => string {
  const texts = EMBED_TEXTS[language];
  return (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

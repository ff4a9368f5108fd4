import type { Translation } from '../../catalogue';
import type * as de from '../../de/retention';

export const projectRetention: Translation<typeof de.projectRetention> = {
  title: 'الحفظ وإخفاء الهوية',
  intro: 'بعد انتهاء المشروع وانقضاء مهلة محددة، تحذف Mitmachkarte الأسماء من جميع المساهمات (تقييد التخزين وفق اللائحة العامة لحماية البيانات). تبقى الإدخالات والتعليقات وعدد الأصوات ظاهرة؛ وتُحذف الإشعارات وبيانات المُبلِّغين والصور الأصلية مع بياناتها الوصفية.',
  open: 'المشروع ما زال مفتوحًا. تبدأ المهلة عند انتهائه.',
  closedOn: 'انتهى في {day}.',
  dueOn: 'ستُجعل المساهمات مجهولة الهوية في {day}.',
  duePassed: 'انقضت المهلة في {day}؛ وتُجعل المساهمات مجهولة الهوية.',
  never: 'لا تُجعل مساهمات هذا المشروع مجهولة الهوية.',
  period: 'المهلة بعد الانتهاء',
  modeOrganisation: 'كما في المؤسسة: بعد {months, plural, zero {# شهر} one {شهر واحد} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}} من الانتهاء',
  modeOrganisationNever: 'كما في المؤسسة: دون إخفاء الهوية',
  modeMonths: 'مهلة خاصة',
  modeOff: 'عدم إخفاء الهوية أبدًا – يجب أرشفة المشروع',
  months: 'الأشهر بعد الانتهاء',
  monthsInvalid: 'يُرجى إدخال عدد صحيح من الأشهر بين 1 و240.',
  photos: 'الصور المنشورة عند إخفاء الهوية',
  photosOrganisation: 'كما في المؤسسة: {photos, select, delete {حذف} other {إبقاء}}',
  photosKeep: 'إبقاء (النسخة المصغّرة دون بيانات وصفية)',
  photosDelete: 'حذف',
  photosHint: 'تُحذف الصور الأصلية والملفات المرفوعة التي تتضمن موقع التصوير في جميع الأحوال.',
  save: 'حفظ',
  saving: 'جارٍ الحفظ …',
  saved: 'تم حفظ إعدادات الحفظ.',
  saveFailed: 'تعذّر حفظ إعدادات الحفظ.',
  loadFailed: 'تعذّر تحميل إعدادات الحفظ.',
};

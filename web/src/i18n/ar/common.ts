import type { Translation } from '../catalogue';
import type * as de from '../de/common';

export const common: Translation<typeof de.common> = {
  appName: 'Mitmachkarte',
  skipToContent: 'الانتقال إلى المحتوى',
  loadFailed: 'تعذّر تحميل البيانات.',
  loading: 'جارٍ التحميل …',
  projectClosed: 'انتهى هذا المشروع. يمكنكم الاطلاع على جميع المساهمات والإجابات، لكن لم يعد بإمكانكم إضافة أي شيء.',
  phaseNoEntries: 'لا يمكن تقديم مساهمات جديدة في مرحلة „{phase}“.',
  phaseNoComments: 'لا يمكن التعليق في مرحلة „{phase}“.',
  phaseNoVotes: 'لا يمكن التصويت في مرحلة „{phase}“.',
  ok: 'موافق',
  cancel: 'إلغاء',
  close: 'إغلاق',
  back: 'السابق',
  next: 'التالي',
  toHome: 'إلى الصفحة الرئيسية',
  yes: 'نعم',
  no: 'لا',
  serverUnreachable: 'تعذّر الوصول إلى الخادم.',
  httpError: 'خطأ {status}',
};

export const alerts: Translation<typeof de.alerts> = {
  region: 'الرسائل',
};

export const cookie: Translation<typeof de.cookie> = {
  text: 'يستخدم هذا الموقع ملفات تعريف الارتباط اللازمة لتشغيله (تسجيل الدخول والحماية من الطلبات المزوّرة).',
  more: 'مزيد من المعلومات',
  accept: 'موافقة',
  region: 'ملفات تعريف الارتباط',
};

export const access: Translation<typeof de.access> = {
  mapLabel: 'الخريطة: انقر نقرًا مزدوجًا أو اضغط مطولًا لوضع العلامة لإدخال جديد',
  inviteText: 'اختاروا فئة وضعوا علامة على الخريطة بنقرة مزدوجة – أو بالضغط المطوّل على الهاتف. ثم أجيبوا عن الأسئلة.',
  markerHint: 'انقروا نقرًا مزدوجًا على الخريطة (على الهاتف: اضغطوا مطولًا) لتحديد موقع الإدخال.',
  infoStep1: 'اختاروا «إدخال جديد» ثم الفئة المناسبة.',
  infoStep2: 'انقروا نقرًا مزدوجًا على الخريطة في موقع إدخالكم – وعلى الهاتف اضغطوا عليه مطولًا. يمكن سحب العلامة، ونقرة مزدوجة أخرى أو ضغطة مطوّلة تنقلها.',
  infoStep3: 'أجيبوا عن الأسئلة. الأسئلة المعلَّمة بـ * إلزامية.',
  infoStep4: 'انقروا على «حفظ». أما «تجاهل» فيلغي الإدخال.',
  showOnMap: 'عرض على الخريطة',
  zoomIn: 'تكبير',
  zoomOut: 'تصغير',
  showOnMapLabel: 'عرض على الخريطة: {entry}',
};

export const pages: Translation<typeof de.pages> = {
  documentTitle: '{page} – Mitmachkarte',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: 'لا توجد صفحة على هذا العنوان. ربما لم يُنسخ الرابط كاملًا، أو نُقلت الصفحة.',
  notFoundAddress: 'العنوان المطلوب:',
  notFoundNext: 'يمكنكم المتابعة من هنا:',
  toMap: 'إلى الخريطة',
  manageTitle: 'إدارة مشاركة المواطنين',
  manageIntro: 'من هنا تصلون إلى أدوات مشاريع المشاركة الخاصة بكم.',
  manageMapText: 'الاطلاع على إدخالات الخرائط، وإضافة إدخالات جديدة، والتعليق والتصويت.',
  manageWorkspacesText: 'إنشاء المشاريع وخرائطها، وتحرير الاستبيانات والفئات، وتشكيل الفريق، واستعادة الإدخالات المحذوفة، وتصدير الإدخالات بصيغة CSV.',
  manageLayersText: 'إدارة الخرائط المبسّطة: إنشاء الخرائط ونشرها وتحرير استبياناتها.',
};

import type { ProseTranslation } from '../../i18n/prose';
import type { accessibilityTexts } from './accessibility-texts';

/** The accessibility statement's prose in Arabic (docs/product.md §23.6). */
const translation: ProseTranslation<typeof accessibilityTexts> = {
  texts: {
    intro: (operator) => `تسعى ${operator} إلى جعل هذا الموقع متاحًا للجميع وفقًا لـ Barrierefreie-Informationstechnik-Verordnung (BITV 2.0، اللائحة الألمانية لتقنية المعلومات الخالية من العوائق) والتوجيه (EU) 2016/2102. ويسري هذا البيان على Mitmachkarte على هذا العنوان.`,
    operatorFallback: 'الجهة المشغّلة',
    statusDefault: 'يتوافق هذا الموقع جزئيًا مع متطلبات BITV 2.0 (WCAG 2.1، المستوى AA). وأوجه عدم التوافق مذكورة أدناه.',
    basis: 'يستند ذلك إلى تقييم ذاتي بفحوص آلية (axe) واختبارات بلوحة المفاتيح وبحجم شاشة الهاتف.',
    dated: (date) => `أُعدّ هذا البيان في ${date} ورُوجع آخر مرة في التاريخ نفسه.`,
    undated: 'لم يُدخل تاريخ هذا البيان بعد.',
    limitationsDefault: [
      'الخريطة نفسها رسم بياني: لا يمكن من دون البصر إدراك مواقع النقاط وما يجاورها إلا على نحو محدود. غير أنه يمكن الوصول إلى جميع النقاط أيضًا عبر القوائم والنماذج المجاورة للخريطة.',
      'لا تتوفر بدائل نصية لبلاطات الخرائط من مزوّدين خارجيين (مثل OpenStreetMap).',
      'لا يوجد وصف للصور المرفوعة إذا لم يقدّم الشخص الذي رفعها وصفًا لها.',
    ],
    feedbackText: 'هل لاحظت عوائق تحول دون الوصول؟ إذن اكتب إلينا. سنرد خلال شهر واحد.',
    enforcement: 'إذا لم تتلقَّ ردًّا مرضيًا على ملاحظتك، يمكنك اللجوء إلى هيئة التسوية وفقًا للمادة 16 من Behindertengleichstellungsgesetz (BGG، قانون المساواة لذوي الإعاقة). وهي تساعد مجانًا في إيجاد حل خارج المحكمة.',
  },
};
export default translation;

import type { Translation } from '../../catalogue';
import type * as de from '../../de/team-notifications';

export const teamNotifications: Translation<typeof de.teamNotifications> = {
  title: 'إشعارات الفريق',
  intro: 'متى تتلقون بصفتكم أعضاء في الفريق رسائل بريد إلكتروني عن هذا المشروع. لا تتلقون رسائل عمّا تفعلونه بأنفسكم. ينطبق هذا الإعداد عليكم وحدكم.',
  entries: 'إدخالات جديدة',
  reports: 'البلاغات',
  approvals: 'إدخالات بانتظار الموافقة',
  frequencySofort: 'فورًا',
  frequencyTaeglich: 'يوميًا',
  frequencyWoechentlich: 'أسبوعيًا',
  frequencyNie: 'أبدًا',
  hint: 'تصل رسالة «يوميًا» ابتداءً من الساعة 7 صباحًا ملخصًا لليوم السابق، ورسالة «أسبوعيًا» أيام الاثنين ابتداءً من الساعة 7 صباحًا؛ وإذا لم يكن هناك جديد فلا تصل أي رسالة.',
  save: 'حفظ',
  saving: 'جارٍ الحفظ …',
  saved: 'تم حفظ إشعارات الفريق.',
  saveFailed: 'لم تُحفظ الإشعارات.',
  loadFailed: 'تعذّر تحميل إشعارات الفريق.',
  unsubscribeTitle: 'إلغاء الاشتراك في رسائل الفريق',
  unsubscribeAbout: 'بصفتكم أعضاء في الفريق تتلقون رسائل بريد إلكتروني عن مشروع «{project}».',
  unsubscribeNotInTeam: 'ينتمي الرابط إلى مشروع لستم حاليًا في فريقه. وما دام الأمر كذلك فلن تتلقوا رسائل عنه.',
  unsubscribeButton: 'لا مزيد من الرسائل عن هذا المشروع',
  alreadyUnsubscribed: 'لم تعودوا تتلقون رسائل الفريق عن هذا المشروع.',
  unsubscribeFailed: 'لم ينجح إلغاء الاشتراك.',
  settingsHint: 'يمكن ضبط ذلك لكل نوع على حدة في إدارة المشروع تحت «الفريق».',
  toProjects: 'إلى إدارة المشاريع',
};

import type { Translation } from '../catalogue';
import type * as de from '../de/project-updates';

export const projectUpdates: Translation<typeof de.projectUpdates> = {
  title: 'الأخبار',
  from: 'فريق المشروع',
  postedOn: 'نُشر في {date}',
  follow: 'متابعة المشروع',
  unfollow: 'إلغاء المتابعة',
  followHint: 'تصلك أخبار هذا المشروع عبر البريد الإلكتروني.',
  followingHint: 'أنت تتابع هذا المشروع وتصلك أخباره عبر البريد الإلكتروني.',
  signInToFollow: 'سجّل الدخول لتصلك الأخبار عبر البريد الإلكتروني',
  followFailed: 'لم ينجح ذلك.',
  unsubscribeTitle: 'إلغاء الاشتراك في الأخبار',
  unsubscribeAbout: 'تصلك أخبار المشروع «{project}» عبر البريد الإلكتروني.',
  unsubscribeHidden: 'ينتمي الرابط إلى مشروع لا يمكنك رؤيته حاليًا. ما دام الأمر كذلك، لن تصلك أخبار منه.',
  unsubscribeButton: 'لا مزيد من الأخبار من هذا المشروع',
  alreadyUnsubscribed: 'لن تصلك أخبار من هذا المشروع بعد الآن.',
  unsubscribeFailed: 'لم ينجح إلغاء الاشتراك.',
  toProjects: 'إلى المشاريع',
};

import type { Translation } from '../catalogue';
import type * as de from '../de/login';

export const login: Translation<typeof de.login> = {
  title: 'تسجيل الدخول',
  email: 'عنوان البريد الإلكتروني',
  password: 'كلمة المرور',
  submit: 'تسجيل الدخول',
  resetPassword: 'إعادة تعيين كلمة المرور',
  failed: 'اسم المستخدم أو كلمة المرور غير صحيح',
  resetOfferTitle: 'هل نسيتم كلمة المرور؟',
  resetOfferText: 'فشل تسجيل الدخول عدة مرات. هل تريدون إعادة تعيين كلمة المرور؟',
  noAccount: 'ليس لديكم حساب بعد؟',
  toRegister: 'أنشئوا حسابًا الآن',
};

export const providerLogin: Translation<typeof de.providerLogin> = {
  signInWith: 'تسجيل الدخول عبر {label}',
  or: 'أو بعنوان البريد الإلكتروني وكلمة المرور',
};

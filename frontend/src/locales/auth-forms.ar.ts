import type { AuthFormsMessages } from './auth-forms.en';

/** Arabic texts of the login, registration and password forms. */
export const authFormsAr: AuthFormsMessages = {
  auth: {
    title: 'دخول / تسجيل',
    loginHeading: 'تسجيل الدخول',
    registerHeading: 'إنشاء حساب',
    registerIntro: 'جديد هنا؟ أنشئ حساباً لحجز المواعيد ومتابعة مطالباتك.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phoneNumber: 'رقم الجوال',
    phoneHint: 'رقم جوال سعودي: \u206805XXXXXXXX\u2069 أو \u2068+9665XXXXXXXX\u2069',
    login: 'دخول',
    register: 'تسجيل',
    forgotPassword: 'نسيت كلمة المرور؟',
    forgotHeading: 'استعادة كلمة المرور',
    forgotIntro: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطاً لتعيين كلمة مرور جديدة.',
    sendLink: 'إرسال الرابط',
    verifying: 'جارٍ تأكيد بريدك الإلكتروني…',
    kept: {
      booking: 'يرجى تسجيل الدخول لإتمام حجزك. احتفظنا باختياراتك وسنرسلها مباشرة بعد تسجيل الدخول.',
      claim: 'يرجى تسجيل الدخول لإتمام مطالبتك. ما أدخلته محفوظ وسيُرسل مباشرة بعد تسجيل الدخول.',
    },
  },
  resetPassword: {
    title: 'كلمة مرور جديدة',
    heading: 'كلمة مرور جديدة',
    intro: 'اختر كلمة مرور جديدة لحسابك.',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    submit: 'حفظ كلمة المرور الجديدة',
    missingLink: 'تحتاج هذه الصفحة إلى الرابط الوارد في رسالة إعادة تعيين كلمة المرور. اطلب رابطاً جديداً من صفحة الدخول.',
    toLogin: 'الذهاب إلى صفحة الدخول',
  },
  passwordChange: {
    heading: 'تغيير كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    minLengthHint: '{{count}} أحرف على الأقل.',
    submit: 'تغيير كلمة المرور',
    loginAgain: 'يرجى تسجيل الدخول مرة أخرى بكلمة المرور الجديدة.',
  },
};

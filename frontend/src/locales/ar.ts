import type { Messages } from './en';

/** Arabic texts of the interface; typed as `Messages` so the compiler keeps both languages in step. */
export const ar: Messages = {
  brand: {
    fallbackName: 'شبكة خدمة تكييف السيارات',
    tagline: 'خدمة معتمدة لتكييف السيارات وصيانة المركبات',
  },
  common: {
    loading: 'جارٍ التحميل…',
    yes: 'نعم',
    no: 'لا',
    close: 'إغلاق',
    cancel: 'إلغاء',
    edit: 'تعديل',
    delete: 'حذف',
    saveChanges: 'حفظ التغييرات',
    send: 'إرسال',
    required: 'مطلوب',
    skipToContent: 'انتقل إلى المحتوى الرئيسي',
    opensInNewTab: '(يفتح في علامة تبويب جديدة)',
    retry: 'إعادة المحاولة',
    networkError: 'تعذّر الوصول إلى الخدمة. يرجى التحقق من الاتصال والمحاولة مرة أخرى.',
  },
  formProblems: {
    fill: 'يرجى تعبئة حقل {{field}}',
    choose: 'يرجى اختيار {{field}}',
    // Latin examples are isolated so they keep their order inside the Arabic sentence.
    email: 'أدخل بريداً إلكترونياً مثل \u2068name@example.com\u2069',
    mobile: 'أدخل رقم جوال سعودياً مثل \u206805XXXXXXXX\u2069',
    passwordShort: 'الحد الأدنى لطول كلمة المرور هو {{min}} أحرف',
    passwordMismatch: 'كلمتا المرور غير متطابقتين',
  },
  confirmDialog: {
    title: 'يرجى التأكيد',
    keep: 'إبقاء',
  },
  language: {
    label: 'اللغة',
    switchTo: 'تغيير اللغة',
  },
  header: {
    b2bLogin: 'دخول الشركات',
    callUs: 'اتصل بنا',
    emailUs: 'راسلنا',
    social: 'تابعنا',
    mainNav: 'القائمة الرئيسية',
    openMenu: 'القائمة',
  },
  social: {
    facebook: 'فيسبوك',
    instagram: 'إنستغرام',
    x: 'إكس',
    youtube: 'يوتيوب',
    linkedin: 'لينكدإن',
  },
  nav: {
    home: 'الرئيسية',
    services: 'الخدمات',
    about: 'من نحن',
    locator: 'الفروع',
    gallery: 'معرض الصور',
    ecatalog: 'الكتالوج الإلكتروني',
    contact: 'اتصل بنا',
    warrantyClaim: 'مطالبة الضمان',
    loginRegister: 'دخول / تسجيل',
    myAccount: 'حسابي',
    logout: 'تسجيل الخروج',
  },
  footer: {
    rights: 'جميع الحقوق محفوظة.',
    network: 'خدمة معتمدة في أكثر من 25 فرعاً في أنحاء المملكة العربية السعودية.',
    networkCount: 'خدمة معتمدة في {{count}} فرعاً في أنحاء المملكة العربية السعودية.',
  },
  pages: {
    home: {
      title: 'الرئيسية',
      heading: 'خدمة تكييف وصيانة سيارات يمكنك الوثوق بها',
      intro:
        'ورش وكلاء معتمدين لخدمة تكييف السيارات والمحرك ونظام التعليق والكهرباء، بقطع غيار أصلية وفنيين مدرَّبين.',
      locations: 'يمكنك الحجز في أكثر من 25 موقعاً في أنحاء المملكة.',
      ctaBook: 'احجز الآن',
      ctaLocator: 'ابحث عن فرع',
      ctaServices: 'خدماتنا',
    },
    services: {
      title: 'الخدمات',
      heading: 'خدماتنا',
      intro:
        'من تعبئة غاز المكيّف وإصلاح الكمبروسر إلى أعمال المحرك ونظام التعليق والكهرباء: جميع فروعنا تعمل بالمعايير نفسها.',
    },
    about: {
      title: 'من نحن',
      heading: 'لماذا خدمات {{brand}}',
      intro:
        'شبكة من فروع الوكلاء المعتمدين في المملكة العربية السعودية، تقدّم مجموعة واسعة من الخدمات بأسعار مناسبة لجميع أنواع السيارات وطرازاتها، على أيدي فنيين ذوي خبرة وبأحدث أجهزة الفحص.',
    },
    locator: {
      title: 'مواقع الفروع',
      heading: 'ابحث عن أقرب فرع إليك',
      intro: 'لدينا أكثر من 25 فرعاً: اختر الأقرب إليك، واطّلع على مواعيده، واحجز زيارتك.',
      introCount: 'فروعنا الـ{{count}}: اختر الأقرب إليك، واطّلع على مواعيده، واحجز زيارتك.',
    },
    ecatalog: {
      title: 'الكتالوج الإلكتروني',
      heading: 'الكتالوج الإلكتروني',
      intro: 'هذه الصفحة قيد الإنشاء. يرجى زيارتنا مرة أخرى قريباً.',
    },
    gallery: {
      title: 'معرض الصور',
      heading: 'معرض الصور',
      intro: 'نظرة من داخل فروعنا وعلى أعمال فنيينا.',
    },
    contact: {
      title: 'اتصل بنا',
      heading: 'اطلب عرض سعر',
      intro: 'أخبرنا بما تحتاجه سيارتك وسيتواصل معك فريقنا.',
    },
    warrantyClaim: {
      title: 'مطالبة الضمان',
      heading: 'نموذج مطالبة الضمان',
      intro:
        'يمكن للعملاء المسجلين تقديم مطالبة ضمان لقطعة تالفة. يرجى إحضار الفاتورة الإلكترونية الأصلية مع القطع التالفة إلى الفرع.',
    },
    notFound: {
      title: 'الصفحة غير موجودة',
      heading: 'الصفحة غير موجودة',
      intro: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
      back: 'العودة إلى الصفحة الرئيسية',
    },
    logout: { title: 'تسجيل الخروج', working: 'جارٍ تسجيل خروجك…' },
  },
};

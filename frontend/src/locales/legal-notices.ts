import type { Lang } from '@dealer/contracts';

/**
 * The privacy notice and cookie policy, in both languages whatever the page language is: the notice
 * dialog has its own English/Arabic toggle. Loaded only when a visitor opens one of them.
 */
export type NoticeKind = 'privacy' | 'cookies';

export interface Notice {
  title: string;
  sections: { heading: string; body: string[] }[];
}

/** The date these texts last changed; shown with its Hijri date after this label. */
export const UPDATED_LABEL: Record<Lang, string> = { en: 'Last updated:', ar: 'آخر تحديث:' };

export const NOTICES_UPDATED = '2026-11-01T09:00:00Z';

export const NOTICES: Record<Lang, Record<NoticeKind, Notice>> = {
  en: {
    privacy: {
      title: 'Privacy notice',
      sections: [
        {
          heading: 'Who we are',
          body: [
            'This site is run by the authorised service dealer network named at the top of the page. We decide how the personal data collected here is used, in line with the Saudi Personal Data Protection Law (PDPL).',
          ],
        },
        {
          heading: 'What we collect and why',
          body: [
            'Account: name, e-mail, mobile number and password (stored only as a secure hash), to let you book and follow your claims.',
            'Bookings and warranty claims: vehicle, branch, date, time and the details you enter, to serve your car and handle the claim.',
            'Quote requests: name, e-mail, phone and message, to answer you.',
            'Newsletter: your e-mail and the time you gave consent. We send it only with your consent.',
          ],
        },
        {
          heading: 'How long we keep it',
          body: [
            'Account data as long as the account exists; bookings and claims as long as warranty and tax rules require; quote requests up to 12 months; the newsletter address until you unsubscribe.',
          ],
        },
        {
          heading: 'Who receives it',
          body: [
            'The branch you book with, and service providers that host the site and send our e-mails under contract. We do not sell personal data.',
          ],
        },
        {
          heading: 'Your rights',
          body: [
            'You may ask to be informed, to access and get a copy of your data, to have it corrected or deleted, and you may withdraw consent at any time (for the newsletter, by the unsubscribe link). Write to the e-mail address shown in the header. You may also complain to the Saudi Data & AI Authority (SDAIA).',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookie policy',
      sections: [
        {
          heading: 'Essential (always on)',
          body: [
            'sid: a session cookie that keeps you signed in; it is only sent to this site.',
            'lang, cookieConsent: stored in your browser to remember your language and your cookie choice.',
            'modalBannerSeen: kept for this visit only, so an announcement is shown once.',
          ],
        },
        {
          heading: 'Analytics and marketing (only with your consent)',
          body: [
            'We use no analytics or marketing cookies today. If we add any, they will only load after you allow that category, and you will be asked again.',
          ],
        },
        {
          heading: 'Maps',
          body: ['The branch map loads map images from OpenStreetMap, which receives your IP address as any website would. It sets no cookies.'],
        },
        {
          heading: 'Changing your choice',
          body: ['Use "Cookie preferences" at the bottom of every page to change or withdraw your choice at any time.'],
        },
      ],
    },
  },
  ar: {
    privacy: {
      title: 'إشعار الخصوصية',
      sections: [
        {
          heading: 'من نحن',
          body: [
            'يُدار هذا الموقع من قِبل شبكة وكلاء الخدمة المعتمدين المذكورة أعلى الصفحة، ونحن من يحدد كيفية استخدام البيانات الشخصية التي تُجمع هنا وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
          ],
        },
        {
          heading: 'ما نجمعه ولماذا',
          body: [
            'الحساب: الاسم والبريد الإلكتروني ورقم الجوال وكلمة المرور (تُحفظ بصيغة مشفّرة آمنة فقط)، لتتمكن من الحجز ومتابعة مطالباتك.',
            'الحجوزات ومطالبات الضمان: المركبة والفرع والتاريخ والوقت والبيانات التي تُدخلها، لخدمة سيارتك ومعالجة المطالبة.',
            'طلبات عروض الأسعار: الاسم والبريد الإلكتروني والهاتف والرسالة، للرد عليك.',
            'النشرة البريدية: بريدك الإلكتروني ووقت موافقتك، ولا نرسلها إلا بموافقتك.',
          ],
        },
        {
          heading: 'مدة الاحتفاظ',
          body: [
            'بيانات الحساب ما دام الحساب قائماً، والحجوزات والمطالبات المدة التي تتطلبها أنظمة الضمان والضرائب، وطلبات عروض الأسعار حتى 12 شهراً، وعنوان النشرة حتى تلغي اشتراكك.',
          ],
        },
        {
          heading: 'من يتلقى البيانات',
          body: ['الفرع الذي تحجز لديه، ومزودو الخدمات الذين يستضيفون الموقع ويرسلون رسائلنا بموجب عقود. لا نبيع البيانات الشخصية.'],
        },
        {
          heading: 'حقوقك',
          body: [
            'يحق لك العلم بكيفية معالجة بياناتك، والوصول إليها والحصول على نسخة منها، وطلب تصحيحها أو إتلافها، والرجوع عن موافقتك في أي وقت (للنشرة عبر رابط إلغاء الاشتراك). راسلنا على البريد الإلكتروني الظاهر أعلى الصفحة، ويمكنك أيضاً تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).',
          ],
        },
      ],
    },
    cookies: {
      title: 'سياسة ملفات تعريف الارتباط',
      sections: [
        {
          heading: 'الضرورية (مفعّلة دائماً)',
          body: [
            'sid: ملف جلسة يبقيك مسجّلاً الدخول، ولا يُرسل إلا إلى هذا الموقع.',
            'lang وcookieConsent: تُحفظ في متصفحك لتذكّر لغتك واختيارك بشأن ملفات تعريف الارتباط.',
            'modalBannerSeen: يُحفظ طوال الزيارة فقط حتى يظهر الإعلان مرة واحدة.',
          ],
        },
        {
          heading: 'التحليلات والتسويق (بموافقتك فقط)',
          body: ['لا نستخدم حالياً أي ملفات للتحليلات أو التسويق. وإن أضفناها فلن تُحمّل إلا بعد سماحك بفئتها، وسنطلب موافقتك من جديد.'],
        },
        {
          heading: 'الخرائط',
          body: ['تحمّل خريطة الفروع صورها من OpenStreetMap الذي يتلقى عنوان IP الخاص بك كأي موقع آخر، ولا يضع أي ملفات تعريف ارتباط.'],
        },
        {
          heading: 'تغيير اختيارك',
          body: ['استخدم «تفضيلات ملفات تعريف الارتباط» أسفل كل صفحة لتغيير اختيارك أو سحبه في أي وقت.'],
        },
      ],
    },
  },
};

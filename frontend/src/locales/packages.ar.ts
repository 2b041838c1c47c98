import type { PackagesMessages } from './packages.en';

/** Arabic texts of the price packages. */
export const packagesAr: PackagesMessages = {
  packages: {
    heading: 'باقات الأسعار',
    intro: 'أسعار ثابتة شاملة ضريبة القيمة المضافة. اختر باقة واحجزها مع موعدك.',
    includes: 'تشمل',
    vatIncluded: 'شامل ضريبة القيمة المضافة',
    mostPopular: 'الأكثر طلباً',
    bookNow: 'احجز الآن',
    bookPackage: 'احجز الآن: {{name}}',
    none: 'لا توجد باقات معروضة حالياً.',
    offers: {
      Hr: 'ساعة',
      Day: 'يوم',
      Weekend: 'نهاية الأسبوع',
      Month: 'شهر',
      Year: 'سنة',
      'Black Friday': 'الجمعة البيضاء',
      'Special Offer': 'عرض خاص',
    },
  },
};

import { describe, expect, it } from '@jest/globals';
import { contentText, countMissingArabic } from './content-language.js';

describe('contentText', () => {
  it('gives an Arabic reader the companion, and says which language the text is in', () => {
    expect(contentText('Abha - Al Khalidiyah', 'أبها - الخالدية', 'ar')).toEqual({ text: 'أبها - الخالدية', lang: 'ar' });
    expect(contentText('Abha - Al Khalidiyah', 'أبها - الخالدية', 'en')).toEqual({ text: 'Abha - Al Khalidiyah', lang: 'en' });
  });

  it('falls back to English, marked English, when the companion is empty', () => {
    expect(contentText('AC Servicing', '', 'ar')).toEqual({ text: 'AC Servicing', lang: 'en' });
    expect(contentText('AC Servicing', '   ', 'ar')).toEqual({ text: 'AC Servicing', lang: 'en' });
    expect(contentText('AC Servicing', undefined, 'ar')).toEqual({ text: 'AC Servicing', lang: 'en' });
  });
});

describe('countMissingArabic', () => {
  it('counts rows with any filled English field whose companion is empty', () => {
    const rows = [
      { serviceName: 'Gas refill', serviceNameAr: 'تعبئة غاز', serviceCategory: 'AC', serviceCategoryAr: 'تكييف' },
      { serviceName: 'Compressor', serviceNameAr: 'ضاغط', serviceCategory: 'AC', serviceCategoryAr: '' },
      { serviceName: 'Flush', serviceNameAr: '', serviceCategory: 'AC', serviceCategoryAr: 'تكييف' },
    ];
    expect(countMissingArabic('services', rows)).toBe(2);
  });

  it('does not ask for Arabic of an empty optional English text', () => {
    expect(countMissingArabic('portfolioImages', [{ caption: '', captionAr: '' }])).toBe(0);
  });
});

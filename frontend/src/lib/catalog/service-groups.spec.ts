import { describe, expect, it } from '@jest/globals';
import { groupServices } from './service-groups';

const rows = [
  { _id: '1', serviceName: 'A/C Gas Refill', serviceCategory: 'AC Servicing', serviceNameAr: 'تعبئة غاز المكيف', serviceCategoryAr: 'صيانة المكيف', durationMinutes: 60 },
  { _id: '2', serviceName: 'Oil Change', serviceCategory: 'Engine', serviceNameAr: '', serviceCategoryAr: '', durationMinutes: 60 },
  { _id: '3', serviceName: 'A/C Gas Refill ', serviceCategory: 'Maintenance', serviceNameAr: '', serviceCategoryAr: 'الصيانة', durationMinutes: 60 },
  { _id: '4', serviceName: 'A/C Gas Refill', serviceCategory: 'AC Servicing', serviceNameAr: '', serviceCategoryAr: '', durationMinutes: 60 },
];

describe('groupServices', () => {
  it('lists each service once with its categories', () => {
    expect(groupServices(rows, 'en')).toEqual([
      {
        key: 'A/C Gas Refill',
        serviceName: { text: 'A/C Gas Refill', lang: 'en' },
        categories: [
          { text: 'AC Servicing', lang: 'en' },
          { text: 'Maintenance', lang: 'en' },
        ],
      },
      { key: 'Oil Change', serviceName: { text: 'Oil Change', lang: 'en' }, categories: [{ text: 'Engine', lang: 'en' }] },
    ]);
  });

  it('shows an Arabic reader the Arabic names, and English where the catalog has no Arabic', () => {
    const [refill, oil] = groupServices(rows, 'ar');
    expect(refill?.serviceName).toEqual({ text: 'تعبئة غاز المكيف', lang: 'ar' });
    expect(refill?.categories).toEqual([
      { text: 'صيانة المكيف', lang: 'ar' },
      { text: 'الصيانة', lang: 'ar' },
    ]);
    expect(oil?.serviceName).toEqual({ text: 'Oil Change', lang: 'en' });
  });

  it('takes the Arabic of a repeated name from the first row that has it', () => {
    const [refill] = groupServices([{ ...rows[3]!, _id: '0' }, ...rows], 'ar');
    expect(refill?.serviceName).toEqual({ text: 'تعبئة غاز المكيف', lang: 'ar' });
    expect(refill?.categories[0]).toEqual({ text: 'صيانة المكيف', lang: 'ar' });
  });
});

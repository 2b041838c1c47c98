import { describe, expect, it } from '@jest/globals';
import { changedServicesText } from './changed-services';

describe('a reschedule that changed the services', () => {
  it('names the new services, in Arabic where an Arabic name was recorded', () => {
    const data = { serviceDetails: ['Compressor Repair', 'A/C Gas Refill'], serviceDetailsAr: ['إصلاح كمبروسر المكيف', ''] };
    expect(changedServicesText(data, 'en')).toBe('Compressor Repair, A/C Gas Refill');
    expect(changedServicesText(data, 'ar')).toBe('\u2068إصلاح كمبروسر المكيف\u2069، \u2068A/C Gas Refill\u2069');
  });

  it('says nothing when the services did not change', () => {
    expect(changedServicesText({ durationMinutes: 60 }, 'en')).toBe('');
  });
});

import { describe, expect, it } from '@jest/globals';
import { groupServices } from './service-groups';

describe('groupServices', () => {
  it('lists each service once with its categories', () => {
    const rows = [
      { _id: '1', serviceName: 'A/C Gas Refill', serviceCategory: 'AC Servicing' },
      { _id: '2', serviceName: 'Oil Change', serviceCategory: 'Engine' },
      { _id: '3', serviceName: 'A/C Gas Refill ', serviceCategory: 'Maintenance' },
      { _id: '4', serviceName: 'A/C Gas Refill', serviceCategory: 'AC Servicing' },
    ];
    expect(groupServices(rows)).toEqual([
      { serviceName: 'A/C Gas Refill', categories: ['AC Servicing', 'Maintenance'] },
      { serviceName: 'Oil Change', categories: ['Engine'] },
    ]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { ADMIN_TABS } from '@dealer/contracts';
import { en } from '../../../locales/en';
import { parseAdminTab } from './admin-tab';

describe('parseAdminTab', () => {
  it('opens Register Users by default', () => {
    expect(parseAdminTab(null)).toBe('registerUsers');
    expect(parseAdminTab('nonsense')).toBe('registerUsers');
  });

  it('opens a named section', () => {
    expect(parseAdminTab('passwordChange')).toBe('passwordChange');
    expect(parseAdminTab('reservedSlots')).toBe('reservedSlots');
  });

  it('never opens logout from the address', () => {
    expect(parseAdminTab('logout')).toBe('registerUsers');
  });
});

describe('admin tab labels', () => {
  it("use the spec's English labels in the spec's order, the Day Board after the slots it shows", () => {
    expect(ADMIN_TABS.map((tab) => en.admin.tabs[tab])).toEqual([
      'Register Users',
      'Booking History',
      'Warranty Claim History',
      'Modal Banner',
      'Services',
      'Portfolio Images',
      'Contact Details',
      'Timings',
      'Newsletter Subs.',
      'Price Package',
      'Location',
      'Model Year',
      'Vehicle Type',
      'Transmission',
      'Time Slots',
      'Reserved Slots',
      'Day Board',
      'Password Change',
      'Logout',
    ]);
  });
});

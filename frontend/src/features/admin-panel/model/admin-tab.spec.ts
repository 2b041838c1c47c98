import { describe, expect, it } from '@jest/globals';
import { ADMIN_TABS, STAFF_TABS } from '@dealer/contracts';
import { signedInEn } from '../../../locales/signed-in.en';
import { adminTabsFor, parseAdminTab } from './admin-tab';

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

describe('the tabs of branch staff', () => {
  it('are Booking History, Reserved Slots, Day Board, Password Change and Logout, in the admin order', () => {
    expect(adminTabsFor('staff')).toEqual(['bookingHistory', 'reservedSlots', 'dayBoard', 'passwordChange', 'logout']);
    expect(ADMIN_TABS.filter((tab) => (STAFF_TABS as readonly string[]).includes(tab))).toEqual([...STAFF_TABS]);
    expect(adminTabsFor('admin')).toBe(ADMIN_TABS);
  });

  it('open Booking History by default and for a section that is not theirs', () => {
    const tabs = adminTabsFor('staff');
    expect(parseAdminTab(null, tabs)).toBe('bookingHistory');
    expect(parseAdminTab('registerUsers', tabs)).toBe('bookingHistory');
    expect(parseAdminTab('reservedSlots', tabs)).toBe('reservedSlots');
    expect(parseAdminTab('logout', tabs)).toBe('bookingHistory');
  });
});

describe('admin tab labels', () => {
  it("use the spec's English labels in the spec's order, the Day Board and the Mail Queue after the slots", () => {
    expect(ADMIN_TABS.map((tab) => signedInEn.admin.tabs[tab])).toEqual([
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
      'Mail Queue',
      'Password Change',
      'Logout',
    ]);
  });
});

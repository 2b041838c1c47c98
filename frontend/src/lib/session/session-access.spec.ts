import { describe, expect, it } from '@jest/globals';
import type { SessionCustomer } from '@dealer/contracts';
import { decideAccess } from './session-access';

const customer: SessionCustomer = {
  _id: '1',
  email: 'c@example.com',
  firstName: 'Casey',
  lastName: 'Doe',
  phoneNumber: '+966500000000',
  type: 'customer',
  branches: [],
  verified: true,
  lang: 'en',
};
const admin: SessionCustomer = { ...customer, type: 'admin' };

describe('decideAccess', () => {
  it('waits while the session is unknown', () => {
    expect(decideAccess({ status: 'pending', isFetching: true, customer: undefined }, 'customer')).toBe('wait');
  });

  it('lets a logged-in customer into the account but not the admin area', () => {
    const session = { status: 'success', isFetching: false, customer } as const;
    expect(decideAccess(session, 'customer')).toBe('allow');
    expect(decideAccess(session, 'admin')).toBe('redirect');
  });

  it('lets an admin into both', () => {
    const session = { status: 'success', isFetching: false, customer: admin } as const;
    expect(decideAccess(session, 'admin')).toBe('allow');
    expect(decideAccess(session, 'customer')).toBe('allow');
  });

  it('lets branch staff into the admin area but not into admin-only pages', () => {
    const staff: SessionCustomer = { ...customer, type: 'staff', branches: ['b1'] };
    const session = { status: 'success', isFetching: false, customer: staff } as const;
    expect(decideAccess(session, 'staff')).toBe('allow');
    expect(decideAccess(session, 'customer')).toBe('allow');
    expect(decideAccess(session, 'admin')).toBe('redirect');
  });

  it('keeps customers out of the admin area', () => {
    expect(decideAccess({ status: 'success', isFetching: false, customer }, 'staff')).toBe('redirect');
    expect(decideAccess({ status: 'success', isFetching: false, customer: admin }, 'staff')).toBe('allow');
  });

  it('redirects when nobody is logged in, but not while a refetch may change that', () => {
    expect(decideAccess({ status: 'success', isFetching: false, customer: null }, 'customer')).toBe('redirect');
    expect(decideAccess({ status: 'success', isFetching: true, customer: null }, 'customer')).toBe('wait');
  });

  it('reports a failed check instead of guessing', () => {
    expect(decideAccess({ status: 'error', isFetching: false, customer: undefined }, 'admin')).toBe('error');
  });
});

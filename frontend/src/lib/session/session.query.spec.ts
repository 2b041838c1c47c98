import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import type { SessionCustomer } from '@dealer/contracts';
import { SESSION_QUERY_KEY, sessionNow } from './session.query';

const customer: SessionCustomer = {
  _id: 'c1',
  email: 'a@example.com',
  firstName: 'Aisha',
  lastName: 'Saleh',
  phoneNumber: '0500000000',
  type: 'customer',
  branches: [],
  verified: true,
  lang: 'ar',
};

describe('sessionNow', () => {
  it('says nothing is confirmed before the server has answered', () => {
    expect(sessionNow(new QueryClient())).toEqual({ confirmed: false, customer: null });
  });

  it('confirms an anonymous visitor once the server has said nobody is logged in', () => {
    const client = new QueryClient();
    client.setQueryData(SESSION_QUERY_KEY, null);
    expect(sessionNow(client)).toEqual({ confirmed: true, customer: null });
  });

  it('gives the customer the server confirmed', () => {
    const client = new QueryClient();
    client.setQueryData(SESSION_QUERY_KEY, customer);
    expect(sessionNow(client)).toEqual({ confirmed: true, customer });
  });
});

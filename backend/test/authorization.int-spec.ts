import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, ModulesContainer } from '@nestjs/core';
import { ACCESS } from '../src/modules/identity/session/auth.guard.js';
import { Caller } from './support/http-client.js';
import { extractLink } from './support/mail-catcher.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let customer: Caller;
const SOME_ID = '3f1c2a10-0000-4000-8000-000000000001';

beforeAll(async () => {
  t = await createTestApp();
  customer = new Caller(t.app);
  await customer.post('/api/customers/', { firstName: 'Ali', lastName: 'Z', email: 'plain@example.com', phoneNumber: '0551112222', password: 'customer-1' });
  const params = new URL(extractLink(await t.mail.waitForMail('plain@example.com'), '/login?userId=')).searchParams;
  await customer.put(`/api/customers/${params.get('userId')}`, { verified: true, token: params.get('token') });
  expect((await customer.post('/api/customers/login/', { email: 'plain@example.com', password: 'customer-1' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** Every route marked @AdminOnly, found from the controllers themselves so a new one cannot be missed. */
function adminRoutes(): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  // Built here: the application itself need not import DiscoveryModule.
  for (const wrapper of new DiscoveryService(t.app.get(ModulesContainer)).getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!type) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const handler = (type.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function' || Reflect.getMetadata(ACCESS, handler) !== 'admin') continue;
      const sub = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]!;
      routes.push({ method, path: `/${[base, sub].filter((p) => p && p !== '/').join('/')}`.replace(/:[A-Za-z]+/g, SOME_ID) });
    }
  }
  return routes;
}

describe('admin routes', () => {
  it('are found', () => {
    const found = adminRoutes().map((r) => `${r.method} ${r.path}`);
    expect(found).toEqual(
      expect.arrayContaining(['GET /api/customers', `DELETE /api/customers/${SOME_ID}`, 'GET /api/newsletter', `DELETE /api/newsletter/${SOME_ID}`]),
    );
  });

  it('refuse anonymous callers with 401 and customers with 403', async () => {
    // Admin editing shares its route with e-mail verification; without a token it is admin-only.
    const routes = [...adminRoutes(), { method: 'PUT', path: `/api/customers/${SOME_ID}` }];
    for (const { method, path } of routes) {
      const anonymous = await new Caller(t.app).send(method, path, method === 'GET' || method === 'DELETE' ? undefined : { firstName: 'X' });
      expect({ route: `${method} ${path}`, status: anonymous.status }).toEqual({ route: `${method} ${path}`, status: 401 });
      const asCustomer = await customer.send(method, path, method === 'GET' || method === 'DELETE' ? undefined : { firstName: 'X' });
      expect({ route: `${method} ${path}`, status: asCustomer.status }).toEqual({ route: `${method} ${path}`, status: 403 });
    }
  });
});

describe('customer routes', () => {
  it('refuse anonymous callers', async () => {
    const anonymous = new Caller(t.app);
    expect((await anonymous.get('/api/customers/me')).status).toBe(401);
    expect((await anonymous.patch('/api/customers/me', { lang: 'ar' })).status).toBe(401);
    expect((await anonymous.post('/api/customers/changepassword/', { email: 'plain@example.com', password: 'customer-1', newPassword: 'hijacked-1' })).status).toBe(401);
  });

  it('ignore a forged session cookie', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/api/customers/me', headers: { cookie: 'sid=forged-value' } });
    expect(forged.statusCode).toBe(401);
  });
});

import { describe, expect, it } from '@jest/globals';
import { NOT_FOUND_ADDRESS, pageRoute, prerenderedPaths } from './page-routes.js';

describe('pageRoute', () => {
  it('prerenders the public pages in any letter case, keyed in lower case, with the links spelling', () => {
    expect(pageRoute('/', 'autocare')).toEqual({ kind: 'page', key: '/', path: '/', source: 'src/app/routes/home-with-booking.tsx' });
    expect(pageRoute('/WarrantyClaim', 'autocare')).toMatchObject({ kind: 'page', key: '/warrantyclaim', path: '/WarrantyClaim' });
    expect(pageRoute('/warrantyclaim/', 'autocare')).toMatchObject({ kind: 'page', key: '/warrantyclaim', path: '/WarrantyClaim' });
    expect(pageRoute('/Service', 'autocare')).toMatchObject({ key: '/service' });
  });

  it('knows the about page by the brand', () => {
    expect(pageRoute('/WhyAutoCareServices', 'AutoCare')).toEqual({
      kind: 'page',
      key: '/whyautocareservices',
      path: '/whyautocareservices',
      source: 'src/features/about/components/about-page.tsx',
    });
    expect(pageRoute('/whyotherservices', 'autocare')).toEqual({ kind: 'notFound', key: '404' });
  });

  it('leaves a visitor’s own pages to the browser and renders every other path as the one 404 page', () => {
    for (const path of ['/account', '/AdminPanel', '/forgotpassword', '/logout', '/bookings/0b1c', '/waitlist/offer']) {
      expect(pageRoute(path, 'autocare')).toEqual({ kind: 'browserOnly' });
    }
    expect(pageRoute('/no-such-page', 'autocare')).toEqual({ kind: 'notFound', key: '404' });
    expect(pageRoute('/accounts', 'autocare')).toEqual({ kind: 'notFound', key: '404' });
    expect(pageRoute(NOT_FOUND_ADDRESS, 'autocare')).toEqual({ kind: 'notFound', key: '404' });
  });
});

describe('prerenderedPaths', () => {
  it('lists every public page, the about page with the brand, each a page to pageRoute', () => {
    const paths = prerenderedPaths('autocare');
    expect(paths).toEqual(['/', '/service', '/locator', '/gallery', '/contact', '/ecatalog', '/login', '/WarrantyClaim', '/unsubscribe', '/confirm-subscription', '/whyautocareservices']);
    for (const path of paths) expect(pageRoute(path, 'autocare')).toMatchObject({ kind: 'page', path });
  });
});

import { Route, Switch } from '../lib/router';
import { AppLayout } from '../components/layout/app-layout';
import { lazyPage } from '../components/page/lazy-page';
import { CatchAllRoute } from './routes/catch-all.route';
import { HomePage, HomeRoute } from './routes/home.route';

// Every page is its own chunk, loaded when visited, so no route pays for another's code (the home
// page's booking form included). Grid and admin code are in the account and admin chunks only.
const ServicesPage = lazyPage(() => import('../features/services/components/services-page').then((module) => module.ServicesPage), ['infoPages']);
const LocatorPage = lazyPage(() => import('../features/locator/components/locator-page').then((module) => module.LocatorPage), ['infoPages']);
const EcatalogPage = lazyPage(() => import('../features/ecatalog/components/ecatalog-page').then((module) => module.EcatalogPage));
const GalleryPage = lazyPage(() => import('../features/gallery/components/gallery-page').then((module) => module.GalleryPage), ['infoPages']);
const ContactPage = lazyPage(() => import('../features/contact/components/contact-page').then((module) => module.ContactPage), ['infoPages']);
const LoginPage = lazyPage(() => import('../features/auth/components/login-page').then((module) => module.LoginPage), ['authForms']);
const WarrantyClaimPage = lazyPage(
  () => import('../features/warranty-claim/components/warranty-claim-page').then((module) => module.WarrantyClaimPage),
  ['warranty'],
);
const ResetPasswordPage = lazyPage(() => import('../features/auth/components/reset-password-page').then((module) => module.ResetPasswordPage), ['authForms']);
const AccountPage = lazyPage(() => import('../features/account/components/account-page').then((module) => module.AccountPage), ['booking', 'waitlist', 'warranty', 'authForms']);
const BookingPage = lazyPage(() => import('../features/booking-page/components/booking-page').then((module) => module.BookingPage), ['booking']);
const ConfirmSubscriptionPage = lazyPage(() =>
  import('../features/newsletter/components/confirm-subscription-page').then((module) => module.ConfirmSubscriptionPage),
);
const UnsubscribePage = lazyPage(() => import('../features/newsletter/components/unsubscribe-page').then((module) => module.UnsubscribePage));
const WaitlistOfferPage = lazyPage(() => import('../features/waitlist-offer/components/waitlist-offer-page').then((module) => module.WaitlistOfferPage), ['booking', 'waitlist']);
const LogoutRoute = lazyPage(() => import('./routes/logout.route').then((module) => module.LogoutRoute));
const AdminPanelRoute = lazyPage(() => import('./routes/admin-panel.route').then((module) => module.AdminPanelRoute), ['booking', 'waitlist', 'warranty', 'authForms']);

/** The spec's routes (section 2); paths match whatever their case (see lib/router.tsx). */
export function AppRoutes() {
  return (
    <AppLayout>
      <Switch>
        <Route path="/">
          <HomeRoute />
        </Route>
        <Route path="/service">
          <ServicesPage />
        </Route>
        <Route path="/locator">
          <LocatorPage />
        </Route>
        <Route path="/ecatalog">
          <EcatalogPage />
        </Route>
        <Route path="/gallery">
          <GalleryPage />
        </Route>
        <Route path="/contact">
          <ContactPage />
        </Route>
        <Route path="/login">
          <LoginPage />
        </Route>
        <Route path="/forgotpassword">
          <ResetPasswordPage />
        </Route>
        <Route path="/account">
          <AccountPage />
        </Route>
        <Route path="/WarrantyClaim">
          <WarrantyClaimPage />
        </Route>
        <Route path="/AdminPanel">
          <AdminPanelRoute />
        </Route>
        <Route path="/logout">
          <LogoutRoute />
        </Route>
        <Route path="/unsubscribe">
          <UnsubscribePage />
        </Route>
        <Route path="/confirm-subscription">
          <ConfirmSubscriptionPage />
        </Route>
        <Route path="/bookings/:id">
          <BookingPage />
        </Route>
        <Route path="/waitlist/offer">
          <WaitlistOfferPage />
        </Route>
        {/* /why{brand}services and the 404 page. */}
        <Route>
          <CatchAllRoute />
        </Route>
      </Switch>
    </AppLayout>
  );
}

/**
 * The public pages, by path in lower case: the first render waits for the code of the page at the
 * visited address, so the page shows with the site around it instead of after a loading state.
 * The account and admin pages are left out: their chunks are large, and the site with a loading
 * state comes sooner.
 */
const FIRST_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  '': HomePage,
  service: ServicesPage,
  locator: LocatorPage,
  ecatalog: EcatalogPage,
  gallery: GalleryPage,
  contact: ContactPage,
  login: LoginPage,
  forgotpassword: ResetPasswordPage,
  warrantyclaim: WarrantyClaimPage,
};

/** Fetches the code of the public page at `pathname`, if any; never fails (the page then loads as it renders). */
export async function preloadPageAt(pathname: string): Promise<void> {
  await FIRST_PAGES[pathname.replace(/^\/+|\/+$/g, '').toLowerCase()]?.preload().catch(() => undefined);
}

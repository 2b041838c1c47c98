import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { ContactPage } from '../features/contact/components/contact-page';
import { EcatalogPage } from '../features/ecatalog/components/ecatalog-page';
import { GalleryPage } from '../features/gallery/components/gallery-page';
import { HomePage } from '../features/home/components/home-page';
import { LocatorPage } from '../features/locator/components/locator-page';
import { ServicesPage } from '../features/services/components/services-page';
import { WarrantyClaimPage } from '../features/warranty-claim/components/warranty-claim-page';
import { CatchAllRoute } from './routes/catch-all.route';
import { LogoutRoute } from './routes/logout.route';

// Grid and admin code load only when these pages are opened, keeping public pages light.
const AccountPage = lazy(() =>
  import('../features/account/components/account-page').then((module) => ({ default: module.AccountPage })),
);
const AdminPanelRoute = lazy(() =>
  import('./routes/admin-panel.route').then((module) => ({ default: module.AdminPanelRoute })),
);

/** The spec's routes (section 2); paths match case-insensitively, as React Router does by default. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'service', element: <ServicesPage /> },
      { path: 'locator', element: <LocatorPage /> },
      { path: 'ecatalog', element: <EcatalogPage /> },
      { path: 'gallery', element: <GalleryPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'forgotpassword', element: <ResetPasswordPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'WarrantyClaim', element: <WarrantyClaimPage /> },
      { path: 'AdminPanel', element: <AdminPanelRoute /> },
      { path: 'logout', element: <LogoutRoute /> },
      // /why{brand}services and the 404 page.
      { path: '*', element: <CatchAllRoute /> },
    ],
  },
]);

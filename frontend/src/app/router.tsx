import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { CatchAllRoute } from './routes/catch-all.route';
import { HomeRoute } from './routes/home.route';
import { LogoutRoute } from './routes/logout.route';

// Every page is its own chunk, loaded when visited, so no route pays for another's code (the home
// page's booking form included). Grid and admin code are in the account and admin chunks only.
const ServicesPage = lazy(() => import('../features/services/components/services-page').then((module) => ({ default: module.ServicesPage })));
const LocatorPage = lazy(() => import('../features/locator/components/locator-page').then((module) => ({ default: module.LocatorPage })));
const EcatalogPage = lazy(() => import('../features/ecatalog/components/ecatalog-page').then((module) => ({ default: module.EcatalogPage })));
const GalleryPage = lazy(() => import('../features/gallery/components/gallery-page').then((module) => ({ default: module.GalleryPage })));
const ContactPage = lazy(() => import('../features/contact/components/contact-page').then((module) => ({ default: module.ContactPage })));
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((module) => ({ default: module.LoginPage })));
const WarrantyClaimPage = lazy(() =>
  import('../features/warranty-claim/components/warranty-claim-page').then((module) => ({ default: module.WarrantyClaimPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);
const AccountPage = lazy(() =>
  import('../features/account/components/account-page').then((module) => ({ default: module.AccountPage })),
);
const AdminPanelRoute = lazy(() =>
  import('./routes/admin-panel.route').then((module) => ({ default: module.AdminPanelRoute })),
);

/** The spec's routes (section 2); paths match case-insensitively, as React Router does by default. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="service" element={<ServicesPage />} />
        <Route path="locator" element={<LocatorPage />} />
        <Route path="ecatalog" element={<EcatalogPage />} />
        <Route path="gallery" element={<GalleryPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="forgotpassword" element={<ResetPasswordPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="WarrantyClaim" element={<WarrantyClaimPage />} />
        <Route path="AdminPanel" element={<AdminPanelRoute />} />
        <Route path="logout" element={<LogoutRoute />} />
        {/* /why{brand}services and the 404 page. */}
        <Route path="*" element={<CatchAllRoute />} />
      </Route>
    </Routes>
  );
}

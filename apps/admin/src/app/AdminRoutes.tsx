import { ADMIN_APP_ROUTES, type User } from '@verbatim/core-sdk/contracts';
import { lazy } from 'react';
import { useRoutes } from 'react-router';
import { NotFoundPage } from '../screens/NotFoundPage';
import { AdminLayout } from './AdminLayout';

// One chunk per screen, loaded on its first visit: an admin opening one screen does not load the others' charts,
// tables and dialogs.
const screenModules = {
  dashboard: () => import('../screens/dashboard/AdminDashboardPage'),
  realtime: () => import('../screens/realtime/RealtimePage'),
  storage: () => import('../screens/storage/StoragePage'),
  production: () => import('../screens/production/ProductionPage'),
  newsletter: () => import('../screens/newsletter/NewsletterPage'),
  auditLog: () => import('../screens/audit/AuditLogPage'),
};
const AdminDashboardPage = lazy(() => screenModules.dashboard().then((m) => ({ default: m.AdminDashboardPage })));
const RealtimePage = lazy(() => screenModules.realtime().then((m) => ({ default: m.RealtimePage })));
const StoragePage = lazy(() => screenModules.storage().then((m) => ({ default: m.StoragePage })));
const ProductionPage = lazy(() => screenModules.production().then((m) => ({ default: m.ProductionPage })));
const NewsletterPage = lazy(() => screenModules.newsletter().then((m) => ({ default: m.NewsletterPage })));
const AuditLogPage = lazy(() => screenModules.auditLog().then((m) => ({ default: m.AuditLogPage })));

/** Loads every screen's chunk now, as tests do up front so that no test's time limit includes a first compile. */
export function preloadAdminScreens(): Promise<unknown> {
  return Promise.all(Object.values(screenModules).map((load) => load()));
}

/**
 * The admin screens by path, under the app's /admin base: the contracts' `ADMIN_APP_ROUTES`, which the API reads to
 * answer any other path with 404.
 */
export function AdminRoutes({ user }: { user: User }) {
  return useRoutes([
    {
      element: <AdminLayout user={user} />,
      children: [
        { path: ADMIN_APP_ROUTES.dashboard, element: <AdminDashboardPage /> },
        { path: ADMIN_APP_ROUTES.realtime, element: <RealtimePage /> },
        { path: ADMIN_APP_ROUTES.storage, element: <StoragePage /> },
        { path: ADMIN_APP_ROUTES.production, element: <ProductionPage /> },
        { path: ADMIN_APP_ROUTES.newsletter, element: <NewsletterPage /> },
        { path: ADMIN_APP_ROUTES.auditLog, element: <AuditLogPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

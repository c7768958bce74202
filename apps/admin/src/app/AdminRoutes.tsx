import type { User } from '@verbatim/core-sdk/contracts';
import { useRoutes } from 'react-router';
import { AuditLogPage } from '../screens/audit/AuditLogPage';
import { AdminDashboardPage } from '../screens/dashboard/AdminDashboardPage';
import { NotFoundPage } from '../screens/NotFoundPage';
import { NewsletterPage } from '../screens/newsletter/NewsletterPage';
import { ProductionPage } from '../screens/production/ProductionPage';
import { RealtimePage } from '../screens/realtime/RealtimePage';
import { StoragePage } from '../screens/storage/StoragePage';
import { AdminLayout } from './AdminLayout';

/** The admin screens by path, under the app's /admin base. */
export function AdminRoutes({ user }: { user: User }) {
  return useRoutes([
    {
      element: <AdminLayout user={user} />,
      children: [
        { index: true, element: <AdminDashboardPage /> },
        { path: 'realtime', element: <RealtimePage /> },
        { path: 'storage', element: <StoragePage /> },
        { path: 'production', element: <ProductionPage /> },
        { path: 'newsletter', element: <NewsletterPage /> },
        { path: 'audit-log', element: <AuditLogPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

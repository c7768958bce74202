import { useRoutes } from 'react-router';
import { routes } from './routes';

/**
 * The app's routes in React Router's declarative mode. The data router (createBrowserRouter) adds about 17 KB of
 * gzipped script to every page, landing page included, for loaders and actions this app does not use.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** The admin's live traffic figures, spread into the `admin` resource (ApiError 403 for anyone but an admin). */
export const adminRealtime = (http: Http) => ({
  /** Users active in the last 5 minutes, the last hour's page views, pages, countries and average visit, 10 newest views. */
  realtime: (o?: RequestOptions) => http.call(routes.getRealtimeAnalytics, {}, o),
});

import { accountRoutes } from './account/routes';
import { accountDataRoutes } from './account-data/routes';
import { adminRoutes } from './admin/routes';
import { aiRoutes } from './ai/routes';
import { analyticsRoutes } from './analytics/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { authRoutes } from './auth/routes';
import { billingRoutes } from './billing/routes';
import { blogRoutes } from './blog/routes';
import { healthRoutes } from './health/routes';
import type { HttpMethod } from './http-method';
import { newsletterRoutes } from './newsletter/routes';
import { newsletterIssueRoutes } from './newsletter-issues/routes';
import { referenceRoutes } from './reference/routes';
import { searchRoutes } from './search/routes';
import { shareRoutes } from './shares/routes';
import { siteRoutes } from './site/routes';
import { transcriptionRoutes } from './transcriptions/routes';
import { uploadRoutes } from './uploads/routes';
import { userRoutes } from './user/routes';
import { webhookRoutes } from './webhooks/routes';
import { widgetRoutes } from './widgets/routes';

/**
 * The method and path of every endpoint the API serves, by name, assembled from each area's route table
 * (`<area>/routes.ts`). This table has no zod import: the SDK's main entry reads it at run time and stays small, while
 * the endpoint definitions (`endpoints.ts`, from each `<area>/endpoints.ts`) add to each route who may call it, its
 * schemas and its summary. Paths use `:name` for a parameter and `*name` for one that may contain slashes.
 */
const table = {
  ...healthRoutes,
  ...authRoutes,
  ...userRoutes,
  ...transcriptionRoutes,
  ...aiRoutes,
  ...shareRoutes,
  ...uploadRoutes,
  ...widgetRoutes,
  ...billingRoutes,
  ...referenceRoutes,
  ...analyticsRoutes,
  ...adminRoutes,
  ...siteRoutes,
  ...blogRoutes,
  ...newsletterRoutes,
  ...newsletterIssueRoutes,
  ...accountRoutes,
  ...accountDataRoutes,
  ...apiKeyRoutes,
  ...webhookRoutes,
  ...searchRoutes,
} as const satisfies Record<string, readonly [HttpMethod, string]>;

export type { HttpMethod };

type Table = typeof table;
export type RouteName = keyof Table;

/** One endpoint's address: its name, method and path template. */
export interface Route<N extends string = string, M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly name: N;
  readonly method: M;
  readonly path: P;
}
export type RouteOf<N extends RouteName> = Route<N, Table[N][0], Table[N][1]>;

export const routes = Object.fromEntries(Object.entries(table).map(([name, [method, path]]) => [name, { name, method, path }])) as {
  readonly [N in RouteName]: RouteOf<N>;
};

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type ParamName<S extends string> = S extends `:${infer Name}` ? Name : S extends `*${infer Name}` ? Name : never;
/** The parameters a path template names: `{ id: string }` for `/api/transcriptions/:id`. */
export type PathParams<P extends string> = { [K in ParamName<Segments<P>>]: string };

/** A path template with its parameters filled in, each encoded (a `*` parameter keeps its slashes). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/([:*])(\w+)/g, (_, kind: string, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${path} needs the parameter "${name}"`);
    return kind === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}

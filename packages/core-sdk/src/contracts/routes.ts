import { accountRoutes } from './route-tables/account';
import { accountDataRoutes } from './route-tables/account-data';
import { blogRoutes } from './route-tables/blog';
import { newsletterRoutes } from './route-tables/newsletter';
import { newsletterIssueRoutes } from './route-tables/newsletter-issues';
import { siteRoutes } from './route-tables/site';

/**
 * The method and path of every endpoint the API serves, by name. This table has no zod import: the SDK's main
 * entry reads it at run time and stays small, while the endpoint definitions (`endpoints.ts`) add to each route
 * who may call it, its schemas and its summary. Paths use `:name` for a parameter and `*name` for one that may
 * contain slashes.
 */
const table = {
  ...siteRoutes,
  ...blogRoutes,
  ...newsletterRoutes,
  ...newsletterIssueRoutes,
  ...accountRoutes,
  ...accountDataRoutes,
  health: ['GET', '/api/health'],

  register: ['POST', '/api/auth/register'],
  login: ['POST', '/api/auth/login'],
  currentUser: ['GET', '/api/auth/user'],
  postLogin: ['GET', '/api/auth/post-login'],
  logout: ['POST', '/api/auth/logout'],
  logoutAndGoHome: ['GET', '/api/logout'],
  forgotPassword: ['POST', '/api/auth/forgot-password'],
  verifyResetToken: ['POST', '/api/auth/verify-reset-token'],
  resetPassword: ['POST', '/api/auth/reset-password'],
  startGoogleSignIn: ['GET', '/api/login'],
  finishGoogleSignIn: ['GET', '/api/auth/google/callback'],

  getUser: ['GET', '/api/user'],
  getStats: ['GET', '/api/stats'],
  getUserStats: ['GET', '/api/user/stats'],

  listTranscriptions: ['GET', '/api/transcriptions'],
  getTranscription: ['GET', '/api/transcriptions/:id'],
  deleteTranscription: ['DELETE', '/api/transcriptions/:id'],
  updateTranscription: ['PATCH', '/api/transcriptions/:id'],
  undoTranscriptionEdit: ['POST', '/api/transcriptions/:id/undo'],
  summarizeTranscription: ['POST', '/api/transcriptions/:id/summarize'],
  chatAboutTranscription: ['POST', '/api/transcriptions/:id/chat'],
  translateTranscription: ['POST', '/api/transcriptions/:id/translate'],
  downloadTranslation: ['GET', '/api/transcriptions/:id/translations/:language/download'],
  listTranslationLanguages: ['GET', '/api/translation-languages'],
  getAiStatus: ['GET', '/api/ai/status'],
  retryTranscription: ['POST', '/api/transcriptions/:id/retry'],
  getTranscriptionAudio: ['GET', '/api/transcriptions/:id/audio'],
  downloadTranscription: ['GET', '/api/transcriptions/:id/download'],

  createShareLink: ['POST', '/api/transcriptions/:id/share'],
  listShareLinks: ['GET', '/api/transcriptions/:id/shares'],
  revokeShareLink: ['DELETE', '/api/shares/:shareId'],
  getSharedTranscript: ['GET', '/api/shared/:token'],
  getSharedAudio: ['GET', '/api/shared/:token/audio'],
  downloadSharedTranscript: ['GET', '/api/shared/:token/download'],

  uploadDirect: ['POST', '/api/transcriptions/upload'],
  createObjectUpload: ['POST', '/api/objects/upload'],
  processObjectUpload: ['POST', '/api/objects/process-upload'],
  largeUploadHealth: ['GET', '/api/upload-large/health'],
  uploadLarge: ['POST', '/api/upload-large'],
  processLargeUpload: ['POST', '/api/transcriptions/process-large'],
  putSignedObject: ['PUT', '/api/storage/objects/*key'],
  createResumableUpload: ['POST', '/api/uploads/tus'],
  resumableUploadOffset: ['HEAD', '/api/uploads/tus/*id'],
  appendToResumableUpload: ['PATCH', '/api/uploads/tus/*id'],
  cancelResumableUpload: ['DELETE', '/api/uploads/tus/*id'],

  listPublishableKeys: ['GET', '/api/publishable-keys'],
  createPublishableKey: ['POST', '/api/publishable-keys'],
  revokePublishableKey: ['DELETE', '/api/publishable-keys/:keyId'],
  getWidgetConfig: ['GET', '/api/widget/config'],
  getWidgetTranscription: ['GET', '/api/widget/transcriptions/:id'],
  widgetScript: ['GET', '/api/widget/v1/verbatim.js'],

  startAnalyticsSession: ['POST', '/api/analytics/session'],
  recordPageview: ['POST', '/api/analytics/pageview'],
  endAnalyticsSession: ['POST', '/api/analytics/end-session'],
  trackLocation: ['POST', '/api/track-location'],

  getAdminStats: ['GET', '/api/admin/stats'],
  listAdminUsers: ['GET', '/api/admin/users'],
  listPaymentAttempts: ['GET', '/api/admin/payment-attempts'],
  getRealtimeAnalytics: ['GET', '/api/admin/analytics/realtime'],
  getStorageHealth: ['GET', '/api/admin/storage/health'],
  getStorageHistory: ['GET', '/api/admin/storage/history'],
  getProductionEnvironment: ['GET', '/api/admin/production/environment'],
  getProductionActivity: ['GET', '/api/admin/production/activity'],
  listStuckTranscriptions: ['GET', '/api/admin/production/stuck'],
  searchProduction: ['GET', '/api/admin/production/search'],
  downloadProductionReport: ['GET', '/api/admin/production/report'],
  adminRetryTranscription: ['POST', '/api/admin/transcriptions/:id/retry'],
  adminGrantCredits: ['POST', '/api/admin/users/:id/credits'],
  adminSetUserDisabled: ['POST', '/api/admin/users/:id/disabled'],
  listAdminAuditLog: ['GET', '/api/admin/audit-log'],

  getBillingCatalogue: ['GET', '/api/billing/catalogue'],
  listCreditTransactions: ['GET', '/api/credit-transactions'],
  createOrder: ['POST', '/api/create-order'],
  verifyPayment: ['POST', '/api/verify-payment'],
  startTrial: ['POST', '/api/start-trial'],
  cancelSubscription: ['POST', '/api/cancel-subscription'],
  selectPlan: ['POST', '/api/subscriptions/select-plan'],
  getPaymentReceipt: ['GET', '/api/payments/:id/receipt'],
  razorpayWebhook: ['POST', '/api/payments/razorpay/webhook'],
  sandboxCheckoutPage: ['GET', '/api/payments/sandbox/checkout/:reference'],
  completeSandboxCheckout: ['POST', '/api/payments/sandbox/checkout/:reference'],

  openApiDocument: ['GET', '/api/openapi.json'],
  apiReference: ['GET', '/api/docs'],
  apiReferenceAsset: ['GET', '/api/docs/assets/:file'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

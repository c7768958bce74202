export { createClient, type VerbatimClient } from './client';
export type * from './contracts';
export {
  ApiError,
  createApiError,
  isApiError,
  isNetworkError,
  isSubscriptionRequiredError,
  isUnauthorizedError,
  NetworkError,
  type SubscriptionErrorReason,
  SubscriptionRequiredError,
  UnauthorizedError,
} from './errors';
export type { ClientOptions, RequestOptions } from './http';
export type { AuthResource } from './resources/auth';
export type { HealthResource } from './resources/health';
export type { UserResource } from './resources/user';

import type { Router, RouterContext } from '@koa/router';
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { AppDeps } from '../deps';
import type { UserModel } from '../models/user';
import type { ApiKeyCaller } from '../services/api-keys/api-key-caller';
import type { WidgetCaller } from '../services/publishable-keys/widget-caller';

/** Per-request state set by the middleware. */
export interface AppState {
  requestId: string;
  /** The signed-in user, or null. Set by the session loader. */
  user: UserModel | null;
  /** The raw cookie token of the current session, or null. */
  sessionToken: string | null;
  /**
   * A widget's verified publishable key, its owner, widget and origin; null for every other request. Set by the
   * publishable key loader; a request with a key has no session (its cookies are ignored).
   */
  publishableKey: WidgetCaller | null;
  /**
   * A backend's verified secret API key and its owner; null for every other request. Set by the API key loader; the
   * session loader makes the owner the request's user, and each endpoint's definition says whether the key's scopes reach it.
   */
  apiKey: ApiKeyCaller | null;
  /**
   * The answer is an interrupted upload (the sender stopped before the whole file arrived): an ordinary event, logged
   * at info like a client that left. Set by the error handler.
   */
  uploadInterrupted?: boolean;
}

/** Added to Koa's context: the services' dependencies and the request's logger. */
export interface AppCustomContext {
  deps: AppDeps;
  log: Logger;
}

export type AppRouter = Router<AppState, AppCustomContext>;
export type HttpContext = RouterContext<AppState, AppCustomContext>;
export type AppMiddleware = Koa.Middleware<AppState, AppCustomContext>;

import { type ClientOptions, createHttp } from './http';
import { authResource } from './resources/auth';
import { healthResource } from './resources/health';
import { userResource } from './resources/user';

/** Creates a Verbatim API client. Works in browsers and in Node 20+. */
export function createClient(options: ClientOptions) {
  const http = createHttp(options);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return {
    auth: authResource(http, baseUrl),
    user: userResource(http),
    health: healthResource(http),
  };
}
export type VerbatimClient = ReturnType<typeof createClient>;

import type { ApiKeyList, CreateApiKeyRequest, CreatedApiKey, RevokeApiKeyResponse } from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/**
 * The signed-in owner's secret API keys, with which the owner's backends call the API. Only a signed-in session manages
 * them: a secret key cannot list, make or revoke keys. Another user's key answers ApiError 404.
 */
export function apiKeysResource(http: Http) {
  return {
    /** The working keys, newest first: name, prefix, scopes, when made and last used; never a key's secret. */
    list: (o?: RequestOptions): Promise<ApiKeyList> => http.call(routes.listApiKeys, {}, o),
    /** Makes a key with these scopes. The answer's `key` is the whole key, shown this once: the server keeps only its hash. */
    create: (body: CreateApiKeyRequest, o?: RequestOptions): Promise<CreatedApiKey> => http.call(routes.createApiKey, { body }, o),
    /** Stops the key working from the next request on; revoking it again is fine. */
    revoke: (id: string, o?: RequestOptions): Promise<RevokeApiKeyResponse> => http.call(routes.revokeApiKey, { params: { id } }, o),
  };
}
export type ApiKeysResource = ReturnType<typeof apiKeysResource>;

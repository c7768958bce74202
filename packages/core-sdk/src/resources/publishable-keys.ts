import type { CreatedPublishableKey, CreatePublishableKeyRequest, PublishableKeyList, RevokePublishableKeyResponse } from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/**
 * The signed-in owner's publishable keys, which let widgets on the owner's own sites send uploads to the owner's
 * account. Another user's key answers ApiError 404.
 */
export function publishableKeysResource(http: Http) {
  return {
    /** Every key, newest first, revoked ones included; never a key's secret. */
    list: (o?: RequestOptions): Promise<PublishableKeyList> => http.call(routes.listPublishableKeys, {}, o),
    /**
     * Makes a key bound to `origins` (scheme, host and port, e.g. "https://example.com"), with optional limits.
     * The answer's `secret` is the whole key, shown this once: the server keeps only its hash.
     */
    create: (body: CreatePublishableKeyRequest, o?: RequestOptions): Promise<CreatedPublishableKey> =>
      http.call(routes.createPublishableKey, { body }, o),
    /** Stops the key working at once, on every site; revoking it again is fine. */
    revoke: (keyId: string, o?: RequestOptions): Promise<RevokePublishableKeyResponse> =>
      http.call(routes.revokePublishableKey, { params: { keyId } }, o),
  };
}
export type PublishableKeysResource = ReturnType<typeof publishableKeysResource>;

import { DIRECT_UPLOAD_MAX_BYTES, PUBLISHABLE_KEY_PATTERN } from './contracts/constants';
import type { UploadsClientOptions } from './uploads';

/**
 * With a publishable key, files never go straight to storage: a signed storage URL (S3's in production) does not
 * answer another site's page. Up to 30 MB they go in one request, above that resumably (tus), both to the API.
 */
export function withKeyUploadPaths<O extends UploadsClientOptions & { keepCookies?: boolean }>(options: O): O {
  if (!options.publishableKey) return options;
  if (!PUBLISHABLE_KEY_PATTERN.test(options.publishableKey)) {
    throw new TypeError('publishableKey must be a whole publishable key: vbpk_ followed by its id and secret.');
  }
  const thresholds = { direct: DIRECT_UPLOAD_MAX_BYTES, large: DIRECT_UPLOAD_MAX_BYTES };
  return { ...options, keepCookies: false, uploads: { ...options.uploads, thresholds } };
}

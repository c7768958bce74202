import { authEndpoints } from './controllers/auth';
import { googleEndpoints } from './controllers/google';
import { healthEndpoints } from './controllers/health';
import { localStorageEndpoints } from './controllers/local-storage';
import { referenceEndpoints } from './controllers/reference';
import { resumableUploadEndpoints } from './controllers/resumable-uploads';
import { transcriptionEndpoints } from './controllers/transcriptions';
import { uploadEndpoints } from './controllers/uploads';
import { userEndpoints } from './controllers/user';
import type { MountedEndpoint } from './http/endpoint';

/** Every endpoint the API serves, each a definition from `@verbatim/core-sdk/contracts` with its handler. */
export function servedEndpoints(): readonly MountedEndpoint[] {
  return [
    ...healthEndpoints,
    ...authEndpoints,
    ...googleEndpoints,
    ...userEndpoints,
    ...transcriptionEndpoints,
    ...uploadEndpoints,
    ...resumableUploadEndpoints,
    ...localStorageEndpoints,
    ...referenceEndpoints,
  ];
}

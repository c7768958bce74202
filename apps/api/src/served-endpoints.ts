import { accountEndpoints } from './controllers/account';
import { accountDataEndpoints } from './controllers/account-data';
import { adminEndpoints } from './controllers/admin';
import { aiEndpoints } from './controllers/ai';
import { analyticsEndpoints } from './controllers/analytics';
import { apiKeyEndpoints } from './controllers/api-keys';
import { authEndpoints } from './controllers/auth';
import { billingEndpoints } from './controllers/billing';
import { blogEndpoints } from './controllers/blog';
import { contactEndpoints } from './controllers/contact';
import { googleEndpoints } from './controllers/google';
import { healthEndpoints } from './controllers/health';
import { localStorageEndpoints } from './controllers/local-storage';
import { newsletterEndpoints } from './controllers/newsletter';
import { newsletterIssueEndpoints } from './controllers/newsletter-issues';
import { publishableKeyEndpoints } from './controllers/publishable-keys';
import { referenceEndpoints } from './controllers/reference';
import { resumableUploadEndpoints } from './controllers/resumable-uploads';
import { searchEndpoints } from './controllers/search';
import { sharedTranscriptEndpoints } from './controllers/shared-transcripts';
import { shareEndpoints } from './controllers/shares';
import { transcriptionEndpoints } from './controllers/transcriptions';
import { uploadEndpoints } from './controllers/uploads';
import { userEndpoints } from './controllers/user';
import { webhookEndpoints } from './controllers/webhooks';
import { widgetEndpoints } from './controllers/widgets';
import type { MountedEndpoint } from './http/endpoint';

/** Every endpoint the API serves, each a definition from `@verbatim/core-sdk/contracts` with its handler. */
export function servedEndpoints(): readonly MountedEndpoint[] {
  return [
    ...healthEndpoints,
    ...authEndpoints,
    ...googleEndpoints,
    ...userEndpoints,
    ...transcriptionEndpoints,
    ...searchEndpoints,
    ...aiEndpoints,
    ...shareEndpoints,
    ...sharedTranscriptEndpoints,
    ...uploadEndpoints,
    ...billingEndpoints,
    ...resumableUploadEndpoints,
    ...publishableKeyEndpoints,
    ...apiKeyEndpoints,
    ...widgetEndpoints,
    ...analyticsEndpoints,
    ...adminEndpoints,
    ...contactEndpoints,
    ...blogEndpoints,
    ...newsletterEndpoints,
    ...newsletterIssueEndpoints,
    ...accountEndpoints,
    ...accountDataEndpoints,
    ...webhookEndpoints,
    ...localStorageEndpoints,
    ...referenceEndpoints,
  ];
}

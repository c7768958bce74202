import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle, type MountedEndpoint } from '../http/endpoint';
import { listAdminAuditLog } from '../services/admin/admin-audit-log';
import { adminRetryTranscription } from '../services/admin/admin-retry-transcription';
import { buildProductionReport } from '../services/admin/build-production-report';
import { getAdminStats } from '../services/admin/get-admin-stats';
import { getProductionActivity } from '../services/admin/get-production-activity';
import { getProductionEnvironment } from '../services/admin/get-production-environment';
import { getStorageHealth } from '../services/admin/get-storage-health';
import { grantAdminCredits } from '../services/admin/grant-admin-credits';
import { listAdminUsers } from '../services/admin/list-admin-users';
import { listPaymentAttempts } from '../services/admin/list-payment-attempts';
import { listStuckTranscriptions } from '../services/admin/list-stuck-transcriptions';
import { adminResendVerificationEmail } from '../services/admin/resend-verification-email';
import { searchTranscriptions } from '../services/admin/search-transcriptions';
import { setUserDisabled } from '../services/admin/set-user-disabled';
import { listStorageHistory } from '../services/admin/storage-snapshots';
import { contentDisposition } from '../services/storage/object-storage';

/** The admin app's calls; the definitions' `admin` access makes the server check the role on every one. */
export const adminEndpoints: MountedEndpoint[] = [
  handle(endpoints.getAdminStats, (_, ctx) => getAdminStats(ctx.deps)),
  handle(endpoints.listAdminUsers, ({ query }, ctx) => listAdminUsers(ctx.deps, query)),
  handle(endpoints.listPaymentAttempts, ({ query }, ctx) => listPaymentAttempts(ctx.deps, query.limit)),
  handle(endpoints.getStorageHealth, (_, ctx) => getStorageHealth(ctx.deps)),
  handle(endpoints.getStorageHistory, (_, ctx) => listStorageHistory(ctx.deps.db)),
  handle(endpoints.getProductionEnvironment, (_, ctx) => getProductionEnvironment(ctx.deps)),
  handle(endpoints.getProductionActivity, ({ query }, ctx) => getProductionActivity(ctx.deps, query.minutes)),
  handle(endpoints.listStuckTranscriptions, (_, ctx) => listStuckTranscriptions(ctx.deps)),
  handle(endpoints.searchProduction, ({ query }, ctx) => searchTranscriptions(ctx.deps.db, query.q)),
  handle(endpoints.downloadProductionReport, async ({ query }, ctx) => {
    const report = await buildProductionReport(ctx.deps, query.minutes);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Content-Disposition', contentDisposition(report.fileName));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = report.text;
    return undefined;
  }),
  handle(endpoints.adminRetryTranscription, ({ params, user }, ctx) => adminRetryTranscription(ctx.deps, user, params.id)),
  handle(endpoints.adminGrantCredits, ({ params, body, user }, ctx) => grantAdminCredits(ctx.deps, user, params.id, body)),
  handle(endpoints.adminSetUserDisabled, ({ params, body, user }, ctx) => setUserDisabled(ctx.deps, user, params.id, body)),
  handle(endpoints.adminResendVerificationEmail, ({ params, user }, ctx) => adminResendVerificationEmail(ctx.deps, user, params.id)),
  handle(endpoints.listAdminAuditLog, ({ query }, ctx) => listAdminAuditLog(ctx.deps.db, query)),
];

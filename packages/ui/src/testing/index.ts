export { expectNoAxeViolations } from './axe';
export {
  basicPlanFixture,
  billingCatalogueFixture,
  creditTransactionFixture,
  creditTransactionListFixture,
  creditTransactionPageFixture,
  enterprisePlanFixture,
  orderFixture,
  proPlanFixture,
  trialResponseFixture,
} from './billing-fixture';
export { blobText, captureDownloads, type SavedFile } from './downloads';
export {
  apiError,
  FAKE_VALID_SIGNATURE,
  type FakeApi,
  type FakeBillingOptions,
  type FakeRequest,
  type FakeResponse,
  type FakeRoute,
  fakeBillingRoutes,
  startFakeApi,
} from './fake-api';
export { fillJsdomGaps } from './jsdom-gaps';
export { keepWindowBetweenFiles } from './shared-window';
export {
  TRANSCRIPT_TEXT_FIXTURE,
  transcriptionDetailFixture,
  transcriptionFixture,
  transcriptionListFixture,
  transcriptionPageFixture,
} from './transcription-fixture';
export { userFixture } from './user-fixture';

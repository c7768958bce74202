export { expectNoAxeViolations } from './axe';
export { apiError, type FakeApi, type FakeRequest, type FakeResponse, type FakeRoute, startFakeApi } from './fake-api';
export { fillJsdomGaps } from './jsdom-gaps';
export {
  TRANSCRIPT_TEXT_FIXTURE,
  transcriptionDetailFixture,
  transcriptionFixture,
  transcriptionListFixture,
  transcriptionPageFixture,
} from './transcription-fixture';
export { userFixture } from './user-fixture';

export { expectNoAxeViolations } from '../test/axe';
export { apiError, type FakeApi, type FakeRequest, type FakeResponse, type FakeRoute, startFakeApi } from './fake-api';
export { fillJsdomGaps } from './jsdom-gaps';
export { transcriptionDetailFixture, transcriptionFixture, transcriptionListFixture } from './transcription-fixture';
export { userFixture } from './user-fixture';

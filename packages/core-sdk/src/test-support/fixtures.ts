import type { Stats, Transcription, TranscriptionSummary, User } from '../contracts';

export const userFixture: User = {
  id: 'u_1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  credits: 0,
  subscriptionPlan: 'free',
  subscriptionStatus: null,
  subscriptionExpiresAt: null,
  trialStartedAt: null,
  cancellationReason: null,
  trialTranscriptionLimit: 3,
  trialTranscriptionsUsed: 0,
  freeAllowance: { limit: 3, used: 0, left: 3, renewsAt: '2026-11-24T00:00:00.000Z', maxMinutesPerFile: 30 },
  role: 'user',
  emailVerified: true,
};

export const transcriptionSummaryFixture: TranscriptionSummary = {
  id: 't_1',
  fileName: 'meeting.mp3',
  fileSize: 1_048_576,
  mimeType: 'audio/mpeg',
  duration: 62.5,
  status: 'completed',
  progress: 100,
  errorMessage: null,
  language: 'en',
  engine: 'local',
  mediaAvailable: true,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:01:00.000Z',
  completedAt: '2025-03-01T10:01:00.000Z',
  source: { kind: 'app' },
};

export const transcriptionFixture: Transcription = {
  ...transcriptionSummaryFixture,
  transcriptText: 'Please send the report to the office.',
  segments: [{ start: 0, end: 2.4, text: 'Please send the report to the office.' }],
  words: [{ start: 0, end: 0.4, text: 'Please', confidence: 0.92 }],
  speakerNames: {},
  confidence: 0.92,
  version: 0,
  draftText: null,
};

export const statsFixture: Stats = { totalTranscriptions: 4, hoursTranscribed: 1.25, creditsUsed: 77 };

import type { ApiKeyScope } from '@verbatim/core-sdk/contracts';

/** Each scope as the developer settings name it, and what it lets a backend do. */
export const SCOPE_LABELS: Readonly<Record<ApiKeyScope, { label: string; description: string }>> = {
  'transcriptions:read': { label: 'Read transcriptions', description: 'List transcriptions, read them and download transcripts.' },
  'transcriptions:write': {
    label: 'Write transcriptions',
    description: 'Upload files (charged to your plan), rename, edit, delete and retry transcriptions.',
  },
  ai: { label: 'AI', description: 'Summaries, chat about a transcript and translations.' },
  webhooks: { label: 'Webhooks', description: 'Manage the endpoints Verbatim notifies when a transcription finishes.' },
};

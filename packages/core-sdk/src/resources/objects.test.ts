import { describe, it } from 'vitest';
import {
  objectUploadRequestSchema,
  objectUploadResponseSchema,
  processObjectUploadRequestSchema,
  processObjectUploadResponseSchema,
} from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';

const uploadURL = 'https://storage.example/uploads/u_1/abc?X-Amz-Signature=00';

const calls: ContractCall[] = [
  {
    name: 'requestUploadUrl: POST /api/objects/upload',
    call: (client) => client.objects.requestUploadUrl({ fileName: 'talk.mp4', contentType: 'video/mp4', fileSize: 40_000_000 }),
    method: 'POST',
    path: '/api/objects/upload',
    body: { fileName: 'talk.mp4', contentType: 'video/mp4', fileSize: 40_000_000 },
    requestSchema: objectUploadRequestSchema,
    answer: { json: { uploadURL, method: 'PUT', headers: { 'Content-Type': 'video/mp4' }, expiresAt: '2025-03-01T11:00:00.000Z' } },
    responseSchema: objectUploadResponseSchema,
  },
  {
    name: 'processUpload: POST /api/objects/process-upload',
    call: (client) => client.objects.processUpload({ uploadURL, fileName: 'talk.mp4', fileSize: 40_000_000 }),
    method: 'POST',
    path: '/api/objects/process-upload',
    body: { uploadURL, fileName: 'talk.mp4', fileSize: 40_000_000 },
    requestSchema: processObjectUploadRequestSchema,
    answer: { status: 201, json: { transcriptionId: 't_9' } },
    responseSchema: processObjectUploadResponseSchema,
  },
];

describe('objects resource', () => {
  it.each(calls)('$name', checkContractCall);
});

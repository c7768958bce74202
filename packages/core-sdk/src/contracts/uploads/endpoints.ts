import { z } from 'zod';
import { bytes, defineEndpoint, emptyAnswer, multipartFile } from '../endpoint';
import { RATE_LIMITED } from '../endpoint-texts';
import { routes } from '../routes';
import {
  largeUploadHealthSchema,
  largeUploadResponseSchema,
  objectUploadRequestSchema,
  objectUploadResponseSchema,
  processLargeUploadRequestSchema,
  processObjectUploadRequestSchema,
  uploadResponseSchema,
} from './schemas';

const PLAN_REFUSED = "The caller's plan or credits do not allow another transcription (SUBSCRIPTION_REQUIRED…).";
const BAD_SIGNATURE = 'The signature is missing, wrong or expired.';
const RESTARTING = 'The server is restarting and takes no new uploads; Retry-After says when to try again.';

/**
 * Every way a file reaches the server: one request, a signed PUT to storage, or tus's resumable upload. Spread into
 * `endpoints` (../endpoints.ts).
 */
export const uploadEndpoints = {
  uploadDirect: defineEndpoint(routes.uploadDirect, {
    access: 'user',
    scope: 'transcriptions:write',
    publishableKey: true,
    tag: 'uploads',
    summary: 'Uploads a file in one multipart request (field "file") and starts transcribing it.',
    body: multipartFile('A multipart form whose field "file" is the audio or video.'),
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED, 503: RESTARTING },
    responses: { 201: uploadResponseSchema },
  }),
  createObjectUpload: defineEndpoint(routes.createObjectUpload, {
    access: 'user',
    scope: 'transcriptions:write',
    tag: 'uploads',
    summary: 'Where to PUT a file straight to storage; checks type, size and access first.',
    body: objectUploadRequestSchema,
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED },
    responses: { 200: objectUploadResponseSchema },
  }),
  processObjectUpload: defineEndpoint(routes.processObjectUpload, {
    access: 'user',
    scope: 'transcriptions:write',
    tag: 'uploads',
    summary: 'Turns a file PUT to storage into a transcription.',
    body: processObjectUploadRequestSchema,
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED },
    responses: { 201: uploadResponseSchema },
    idempotent: true,
  }),
  largeUploadHealth: defineEndpoint(routes.largeUploadHealth, {
    access: 'user',
    scope: 'transcriptions:write',
    publishableKey: true,
    tag: 'uploads',
    summary: 'Pre-flight for the large-file paths: the resumable endpoint and the largest size.',
    responses: { 200: largeUploadHealthSchema },
  }),
  uploadLarge: defineEndpoint(routes.uploadLarge, {
    access: 'user',
    scope: 'transcriptions:write',
    tag: 'uploads',
    summary: 'Stores a large file sent as one multipart request (field "file"), without processing it yet.',
    body: multipartFile('A multipart form whose field "file" is the audio or video.'),
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED, 503: RESTARTING },
    responses: { 200: largeUploadResponseSchema },
  }),
  processLargeUpload: defineEndpoint(routes.processLargeUpload, {
    access: 'user',
    scope: 'transcriptions:write',
    publishableKey: true,
    tag: 'uploads',
    summary: 'Turns a stored large upload (multipart or a finished resumable one) into a transcription.',
    body: processLargeUploadRequestSchema,
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED },
    responses: { 201: uploadResponseSchema },
    idempotent: true,
  }),
  putSignedObject: defineEndpoint(routes.putSignedObject, {
    access: 'public',
    scope: 'transcriptions:write',
    tag: 'storage',
    summary: "The local storage driver's signed PUT (the URL from POST /api/objects/upload); the signature is the authority.",
    body: bytes('The file, with the Content-Type the URL was signed for.'),
    failures: { 403: BAD_SIGNATURE, 503: RESTARTING },
    responses: { 200: z.object({ stored: z.literal(true) }) },
  }),
  createResumableUpload: defineEndpoint(routes.createResumableUpload, {
    access: 'user',
    scope: 'transcriptions:write',
    publishableKey: true,
    tag: 'uploads',
    summary: 'tus 1.0 creation (with creation-with-upload): starts a resumable upload; Location names it.',
    body: bytes('Optionally the first bytes.', 'application/offset+octet-stream'),
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED, 503: RESTARTING },
    responses: { 201: emptyAnswer('Created; the Location header is the upload URL.') },
  }),
  resumableUploadOffset: defineEndpoint(routes.resumableUploadOffset, {
    access: 'user',
    scope: 'transcriptions:write',
    publishableKey: true,
    tag: 'uploads',
    summary: 'tus 1.0: how many bytes of the upload have arrived (Upload-Offset).',
    responses: { 200: emptyAnswer('Upload-Offset and Upload-Length headers.') },
  }),
  appendToResumableUpload: defineEndpoint(routes.appendToResumableUpload, {
    access: 'user',
    scope: 'transcriptions:write',
    publishableKey: true,
    tag: 'uploads',
    summary: 'tus 1.0: appends bytes at Upload-Offset.',
    body: bytes('The next bytes.', 'application/offset+octet-stream'),
    failures: { 503: RESTARTING },
    responses: { 204: emptyAnswer('The new Upload-Offset header.') },
  }),
  cancelResumableUpload: defineEndpoint(routes.cancelResumableUpload, {
    access: 'user',
    scope: 'transcriptions:write',
    publishableKey: true,
    tag: 'uploads',
    summary: 'tus 1.0 termination: deletes an unfinished upload and its bytes.',
    responses: { 204: emptyAnswer('Deleted.') },
  }),
} as const;

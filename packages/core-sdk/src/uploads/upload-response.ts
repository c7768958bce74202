import type { UploadResponse } from '../contracts';
import { createApiError, InvalidResponseError } from '../errors';
import { PARSE_FAILED } from './error-texts';

/** The answer of an upload request sent outside `http.call` (the multipart body goes through the progress sender). */
export async function readUploadResponse(response: Response, what: string): Promise<UploadResponse> {
  if (!response.ok) throw await createApiError(response);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new InvalidResponseError(`${PARSE_FAILED} of ${what}: not JSON`, response.status, { cause: error });
  }
  return assertUploadResponse(body, response.status, what);
}

/** Answers are typed, not validated, on the client; but an upload without a transcription id is of no use to anyone. */
export function assertUploadResponse(body: unknown, status: number, what: string): UploadResponse {
  const id = body && typeof body === 'object' ? (body as { transcriptionId?: unknown }).transcriptionId : undefined;
  if (typeof id !== 'string' || !id) throw new InvalidResponseError(`${PARSE_FAILED} of ${what}: no transcriptionId`, status);
  return { transcriptionId: id };
}

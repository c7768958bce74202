/** Why the SDK refused a file before sending any of it. */
export type UploadErrorCode = 'INVALID_FILE_TYPE' | 'PAYLOAD_TOO_LARGE' | 'EMPTY_FILE';

/**
 * A file refused on the client's side, before a byte was sent (answers from the API stay `ApiError`s, dropped
 * connections `NetworkError`s). `code` is what an app words; `message` says the same for a developer's log.
 */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly code: UploadErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const isUploadError = (error: unknown): error is UploadError => error instanceof UploadError;

/** What a cancelled call rejects with: the signal's own reason, as fetch does. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was cancelled.', 'AbortError');
}

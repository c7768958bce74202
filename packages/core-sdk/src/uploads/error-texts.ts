// The messages of the errors the upload paths throw (the spec's wording, which DESIGN.md documents for the SDK's
// errors). What a person is shown is the app's business: it reads the failure's reason, not these.

/** Start of an `InvalidResponseError`'s message when an upload answer makes no sense. */
export const PARSE_FAILED = 'Failed to parse response';
/** `NetworkError` of a one-request or storage upload. */
export const NETWORK_FAILED = 'Network error occurred during upload';
/** `NetworkError` of a resumable upload, after tus-js-client's own retries. */
export const NETWORK_FAILED_LARGE_FILE = 'Network error uploading large file. Please check your connection and try again.';
/** `InvalidResponseError` when the large-file pre-flight names no resumable endpoint. */
export const RESUMABLE_UNAVAILABLE = 'Streaming upload service unavailable. Please try again later or contact support.';

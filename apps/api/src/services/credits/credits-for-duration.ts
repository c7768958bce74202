// The rule lives in the shared contracts, so the upload panel's check before sending counts minutes as the server does.
export { creditsForDuration } from '@verbatim/core-sdk/contracts';

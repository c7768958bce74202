import { z } from 'zod';
import { accountDataEndpoints } from './account-data-endpoints';
import { accountEndpoints } from './account-endpoints';
import { adminEndpoints } from './admin-endpoints';
import { aiStatusSchema, downloadTranslationQuerySchema, translationLanguagesQuerySchema, translationLanguagesSchema } from './ai';
import { analyticsEndpoints } from './analytics-endpoints';
import {
  authResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  postLoginResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyResetTokenRequestSchema,
  verifyResetTokenResponseSchema,
} from './auth';
import {
  billingCatalogueSchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  creditTransactionPageSchema,
  listCreditTransactionsQuerySchema,
  startTrialRequestSchema,
  startTrialResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
  webhookResponseSchema,
} from './billing';
import { blogEndpoints } from './blog-endpoints';
import { healthResponseSchema, messageResponseSchema } from './common';
import { bytes, defineEndpoint, type EndpointDefinition, emptyAnswer, fileAnswer, multipartFile, redirectAnswer } from './endpoint';
import { newsletterEndpoints } from './newsletter-endpoints';
import { newsletterIssueEndpoints } from './newsletter-issue-endpoints';
import { openApiDocumentSchema } from './reference';
import { routes } from './routes';
import {
  createdShareLinkSchema,
  createShareLinkRequestSchema,
  revokeShareLinkResponseSchema,
  sharedTranscriptSchema,
  shareLinkListSchema,
} from './shares';
import { siteEndpoints } from './site-endpoints';
import { statsSchema } from './stats';
import { selectPlanRequestSchema, selectPlanResponseSchema } from './subscriptions';
import {
  chatRequestSchema,
  deleteTranscriptionResponseSchema,
  downloadOwnTranscriptionQuerySchema,
  downloadTranscriptionQuerySchema,
  listTranscriptionsQuerySchema,
  retryTranscriptionResponseSchema,
  summarizeRequestSchema,
  transcriptionPageSchema,
  transcriptionSchema,
  translateRequestSchema,
  undoTranscriptionEditRequestSchema,
  updateTranscriptionRequestSchema,
} from './transcriptions';
import {
  largeUploadHealthSchema,
  largeUploadResponseSchema,
  objectUploadRequestSchema,
  objectUploadResponseSchema,
  processLargeUploadRequestSchema,
  processObjectUploadRequestSchema,
  uploadResponseSchema,
} from './uploads';
import { userSchema } from './user';
import {
  createdPublishableKeySchema,
  createPublishableKeyRequestSchema,
  publishableKeyListSchema,
  revokePublishableKeyResponseSchema,
  widgetConfigSchema,
  widgetTranscriptionSchema,
} from './widgets';

const MEDIA = 'audio/*, video/*';
const RATE_LIMITED = 'Too many attempts from this address or account; Retry-After says when to try again.';
const PLAN_REFUSED = "The caller's plan or credits do not allow another transcription (SUBSCRIPTION_REQUIRED…).";
const BAD_SIGNATURE = 'The signature is missing, wrong or expired.';
const NO_SUBSCRIPTION = 'There is no subscription in a state this call can change (CONFLICT).';
const AI_FAILURES = {
  409: 'The transcription is not complete or has no text (NO_TRANSCRIPT_TEXT).',
  429: "The caller's answers for today are used up (AI_DAILY_LIMIT); kept results are still served.",
  503: 'The configured model could not be reached or failed (SERVICE_UNAVAILABLE).',
} as const;
const SHARE_UNAVAILABLE = 'The link is unknown, revoked or expired (SHARE_LINK_UNAVAILABLE, the same for all three).';
const SHARED_VIEWS_LIMITED = 'Too many shared-link requests from this address; Retry-After says when to try again.';
const EXPORT_TYPES =
  'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, text/plain, application/x-subrip, text/vtt, application/json';
const RESTARTING = 'The server is restarting and takes no new uploads; Retry-After says when to try again.';

/**
 * Every endpoint the API serves, one definition each: the server mounts these, the SDK calls them, and the
 * OpenAPI reference is generated from them. To add an endpoint, add its route to `routes.ts` and its definition
 * here; the definitions test fails until the server mounts it.
 */
export const endpoints = {
  health: defineEndpoint(routes.health, {
    access: 'public',
    tag: 'health',
    summary: 'Readiness: 200 once the database answers, 503 while it does not.',
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  }),

  register: defineEndpoint(routes.register, {
    access: 'public',
    tag: 'auth',
    summary: 'Creates an account on the free plan and signs it in.',
    body: registerRequestSchema,
    failures: { 409: 'The e-mail address already has an account (EMAIL_TAKEN).', 429: RATE_LIMITED },
    responses: { 201: authResponseSchema },
  }),
  login: defineEndpoint(routes.login, {
    access: 'public',
    tag: 'auth',
    summary: 'Signs in with e-mail and password; sets the session cookie.',
    body: loginRequestSchema,
    responses: { 200: authResponseSchema },
  }),
  currentUser: defineEndpoint(routes.currentUser, {
    access: 'user',
    tag: 'auth',
    summary: 'The signed-in user.',
    responses: { 200: userSchema },
  }),
  postLogin: defineEndpoint(routes.postLogin, {
    access: 'user',
    tag: 'auth',
    summary: 'Where to go after signing in, and what to say.',
    responses: { 200: postLoginResponseSchema },
  }),
  logout: defineEndpoint(routes.logout, {
    access: 'public',
    tag: 'auth',
    summary: 'Ends the session, if there is one.',
    responses: { 204: emptyAnswer('Signed out.') },
  }),
  logoutAndGoHome: defineEndpoint(routes.logoutAndGoHome, {
    access: 'public',
    tag: 'auth',
    summary: 'A browser navigation: ends the session and goes to the home page (a navigation another site started only goes home).',
    responses: { 302: redirectAnswer('To the home page.') },
  }),
  forgotPassword: defineEndpoint(routes.forgotPassword, {
    access: 'public',
    tag: 'auth',
    summary: 'Sends a reset link if the account exists; answers the same either way.',
    body: forgotPasswordRequestSchema,
    failures: { 429: RATE_LIMITED },
    responses: { 200: messageResponseSchema },
  }),
  verifyResetToken: defineEndpoint(routes.verifyResetToken, {
    access: 'public',
    tag: 'auth',
    summary: 'Whether a reset token is valid, and for which address.',
    body: verifyResetTokenRequestSchema,
    responses: { 200: verifyResetTokenResponseSchema },
  }),
  resetPassword: defineEndpoint(routes.resetPassword, {
    access: 'public',
    tag: 'auth',
    summary: "Sets a new password with a reset token and ends the account's sessions.",
    body: resetPasswordRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
  startGoogleSignIn: defineEndpoint(routes.startGoogleSignIn, {
    access: 'public',
    tag: 'auth',
    summary: 'A browser navigation: starts signing in with Google (OpenID Connect).',
    // A returnTo that is not one safe path is ignored, never refused: the browser still goes to sign in.
    query: z.object({ returnTo: z.string().max(2000).optional().catch(undefined) }),
    responses: { 302: redirectAnswer("To Google's sign-in, or back to /auth with an error code when it is not configured.") },
  }),
  finishGoogleSignIn: defineEndpoint(routes.finishGoogleSignIn, {
    access: 'public',
    tag: 'auth',
    summary: 'Where Google sends the browser back; signs in and redirects into the app.',
    responses: { 302: redirectAnswer('Into the app when signed in, else to /auth with an error code.') },
  }),

  getUser: defineEndpoint(routes.getUser, {
    access: 'user',
    tag: 'user',
    summary: "A fresh copy of the signed-in user's record.",
    responses: { 200: userSchema },
  }),
  getStats: defineEndpoint(routes.getStats, {
    access: 'user',
    tag: 'user',
    summary: "The signed-in user's dashboard figures, computed from their transcriptions.",
    responses: { 200: statsSchema },
  }),
  getUserStats: defineEndpoint(routes.getUserStats, {
    access: 'user',
    tag: 'user',
    summary: 'The same figures as GET /api/stats.',
    responses: { 200: statsSchema },
  }),

  listTranscriptions: defineEndpoint(routes.listTranscriptions, {
    access: 'user',
    tag: 'transcriptions',
    summary: "One page of the caller's transcriptions, newest first, searched by file name and text.",
    query: listTranscriptionsQuerySchema,
    responses: { 200: transcriptionPageSchema },
  }),
  getTranscription: defineEndpoint(routes.getTranscription, {
    access: 'user',
    tag: 'transcriptions',
    summary: 'One transcription with its text, segments and word timings.',
    responses: { 200: transcriptionSchema },
  }),
  updateTranscription: defineEndpoint(routes.updateTranscription, {
    access: 'user',
    tag: 'transcriptions',
    summary:
      'Renames the file or its speakers, or edits the text: words an edit keeps keep their timings, new words are timed inside the edited span, and the text before the edit is kept to undo.',
    body: updateTranscriptionRequestSchema,
    failures: {
      409: 'The transcription is not complete or has no word timings to edit (TRANSCRIPT_NOT_EDITABLE), an edit reaches past its last word (TRANSCRIPT_NOT_EDITABLE), or `version` is not the current one (EDIT_CONFLICT).',
    },
    responses: { 200: transcriptionSchema },
  }),
  undoTranscriptionEdit: defineEndpoint(routes.undoTranscriptionEdit, {
    access: 'user',
    tag: 'transcriptions',
    summary: 'Puts the text back as it was before the last edit, word timings and all.',
    body: undoTranscriptionEditRequestSchema,
    failures: { 409: 'There is no edit to undo (NOTHING_TO_UNDO), or `version` is not the current one (EDIT_CONFLICT).' },
    responses: { 200: transcriptionSchema },
  }),
  summarizeTranscription: defineEndpoint(routes.summarizeTranscription, {
    access: 'user',
    tag: 'ai',
    summary:
      "A summary of the transcript as plain text, streamed as it is written: the transcript's key sentences (local), or the configured model's summary. Kept per type and instructions until the text is edited.",
    body: summarizeRequestSchema,
    failures: AI_FAILURES,
    responses: { 200: fileAnswer('text/plain; charset=utf-8', 'The summary, streamed as it is written') },
  }),
  chatAboutTranscription: defineEndpoint(routes.chatAboutTranscription, {
    access: 'user',
    tag: 'ai',
    summary:
      'An answer to a question about the transcript as plain text, streamed: the passages that answer it with their times (local), or the model grounded in those passages.',
    body: chatRequestSchema,
    failures: AI_FAILURES,
    responses: { 200: fileAnswer('text/plain; charset=utf-8', 'The answer, streamed as it is written') },
  }),
  translateTranscription: defineEndpoint(routes.translateTranscription, {
    access: 'user',
    tag: 'ai',
    summary:
      'The transcript translated segment by segment (so its timings survive) as plain text, streamed as it is translated; kept per language until the text is edited.',
    body: translateRequestSchema,
    failures: {
      ...AI_FAILURES,
      400: 'The target language is not one GET /api/translation-languages lists for the transcript (LANGUAGE_NOT_SUPPORTED).',
    },
    responses: { 200: fileAnswer('text/plain; charset=utf-8', 'The translation, streamed as it is translated') },
  }),
  downloadTranslation: defineEndpoint(routes.downloadTranslation, {
    access: 'user',
    tag: 'ai',
    summary: 'A kept translation as a file: text, or SRT or VTT subtitles in the target language on the original timings.',
    query: downloadTranslationQuerySchema,
    failures: { 404: 'The transcription has no kept translation into this language: translate it first.' },
    responses: { 200: fileAnswer('text/plain, application/x-subrip, text/vtt', 'The translation as a file') },
  }),
  listTranslationLanguages: defineEndpoint(routes.listTranslationLanguages, {
    access: 'user',
    tag: 'ai',
    summary: 'The languages a transcript in `from` can really be translated into here, with who translates each.',
    query: translationLanguagesQuerySchema,
    responses: { 200: translationLanguagesSchema },
  }),
  getAiStatus: defineEndpoint(routes.getAiStatus, {
    access: 'user',
    tag: 'ai',
    summary: "What writes summaries and chat answers here (local extracts or a model), and the caller's answers left today.",
    responses: { 200: aiStatusSchema },
  }),
  deleteTranscription: defineEndpoint(routes.deleteTranscription, {
    access: 'user',
    tag: 'transcriptions',
    summary: 'Deletes the transcription and its media, and cancels its work.',
    responses: { 200: deleteTranscriptionResponseSchema },
  }),
  retryTranscription: defineEndpoint(routes.retryTranscription, {
    access: 'user',
    tag: 'transcriptions',
    summary: 'Queues a failed or stalled transcription again.',
    failures: { 409: 'The transcription is complete, still being processed, or its media is gone.' },
    responses: { 200: retryTranscriptionResponseSchema },
  }),
  getTranscriptionAudio: defineEndpoint(routes.getTranscriptionAudio, {
    access: 'user',
    tag: 'transcriptions',
    summary: 'The original media while it is kept, with byte ranges for seeking.',
    responses: { 200: fileAnswer(MEDIA, 'The whole file.'), 206: fileAnswer(MEDIA, 'The requested byte range.') },
  }),

  downloadTranscription: defineEndpoint(routes.downloadTranscription, {
    access: 'user',
    tag: 'transcriptions',
    summary:
      "The transcript as a file: PDF, DOCX, TXT, SRT or VTT (cues from word timings), or JSON with segments and words; without `format`, the owner's default export format.",
    query: downloadOwnTranscriptionQuerySchema,
    failures: { 409: 'The transcription has no transcript yet (it is not complete).' },
    responses: {
      200: fileAnswer(EXPORT_TYPES, "The file, named after the original's (Content-Disposition)."),
    },
  }),

  createShareLink: defineEndpoint(routes.createShareLink, {
    access: 'user',
    tag: 'sharing',
    summary:
      'Makes a link that lets anyone who has it read the transcript (and, if allowed, play the media) until it expires or is revoked.',
    body: createShareLinkRequestSchema,
    failures: { 409: 'The transcription is not complete, so there is no transcript to share yet.' },
    responses: { 201: createdShareLinkSchema },
  }),
  listShareLinks: defineEndpoint(routes.listShareLinks, {
    access: 'user',
    tag: 'sharing',
    summary: "A transcription's share links, newest first, with their views; tokens are never shown again.",
    responses: { 200: shareLinkListSchema },
  }),
  revokeShareLink: defineEndpoint(routes.revokeShareLink, {
    access: 'user',
    tag: 'sharing',
    summary: 'Stops a share link from working, at once; revoking it again changes nothing.',
    responses: { 200: revokeShareLinkResponseSchema },
  }),
  getSharedTranscript: defineEndpoint(routes.getSharedTranscript, {
    access: 'public',
    tag: 'sharing',
    summary: 'The transcript a share link opens, with nothing of its owner; counts a view.',
    failures: { 404: SHARE_UNAVAILABLE, 429: SHARED_VIEWS_LIMITED },
    responses: { 200: sharedTranscriptSchema },
  }),
  getSharedAudio: defineEndpoint(routes.getSharedAudio, {
    access: 'public',
    tag: 'sharing',
    summary: 'The original media of a shared transcript, with byte ranges, when its owner allowed it and it is still kept.',
    failures: { 404: `${SHARE_UNAVAILABLE} Or the media is not shared or no longer kept (NOT_FOUND).`, 429: SHARED_VIEWS_LIMITED },
    responses: { 200: fileAnswer(MEDIA, 'The whole file.'), 206: fileAnswer(MEDIA, 'The requested byte range.') },
  }),
  downloadSharedTranscript: defineEndpoint(routes.downloadSharedTranscript, {
    access: 'public',
    tag: 'sharing',
    summary: "A shared transcript as a file, in the same formats as the owner's download.",
    query: downloadTranscriptionQuerySchema,
    failures: { 404: SHARE_UNAVAILABLE, 429: SHARED_VIEWS_LIMITED },
    responses: { 200: fileAnswer(EXPORT_TYPES, "The file, named after the original's (Content-Disposition).") },
  }),

  uploadDirect: defineEndpoint(routes.uploadDirect, {
    access: 'user',
    publishableKey: true,
    tag: 'uploads',
    summary: 'Uploads a file in one multipart request (field "file") and starts transcribing it.',
    body: multipartFile('A multipart form whose field "file" is the audio or video.'),
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED, 503: RESTARTING },
    responses: { 201: uploadResponseSchema },
  }),
  createObjectUpload: defineEndpoint(routes.createObjectUpload, {
    access: 'user',
    tag: 'uploads',
    summary: 'Where to PUT a file straight to storage; checks type, size and access first.',
    body: objectUploadRequestSchema,
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED },
    responses: { 200: objectUploadResponseSchema },
  }),
  processObjectUpload: defineEndpoint(routes.processObjectUpload, {
    access: 'user',
    tag: 'uploads',
    summary: 'Turns a file PUT to storage into a transcription.',
    body: processObjectUploadRequestSchema,
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED },
    responses: { 201: uploadResponseSchema },
    idempotent: true,
  }),
  largeUploadHealth: defineEndpoint(routes.largeUploadHealth, {
    access: 'user',
    publishableKey: true,
    tag: 'uploads',
    summary: 'Pre-flight for the large-file paths: the resumable endpoint and the largest size.',
    responses: { 200: largeUploadHealthSchema },
  }),
  uploadLarge: defineEndpoint(routes.uploadLarge, {
    access: 'user',
    tag: 'uploads',
    summary: 'Stores a large file sent as one multipart request (field "file"), without processing it yet.',
    body: multipartFile('A multipart form whose field "file" is the audio or video.'),
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED, 503: RESTARTING },
    responses: { 200: largeUploadResponseSchema },
  }),
  processLargeUpload: defineEndpoint(routes.processLargeUpload, {
    access: 'user',
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
    tag: 'storage',
    summary: "The local storage driver's signed PUT (the URL from POST /api/objects/upload); the signature is the authority.",
    body: bytes('The file, with the Content-Type the URL was signed for.'),
    failures: { 403: BAD_SIGNATURE, 503: RESTARTING },
    responses: { 200: z.object({ stored: z.literal(true) }) },
  }),
  createResumableUpload: defineEndpoint(routes.createResumableUpload, {
    access: 'user',
    publishableKey: true,
    tag: 'uploads',
    summary: 'tus 1.0 creation (with creation-with-upload): starts a resumable upload; Location names it.',
    body: bytes('Optionally the first bytes.', 'application/offset+octet-stream'),
    failures: { 403: PLAN_REFUSED, 429: RATE_LIMITED, 503: RESTARTING },
    responses: { 201: emptyAnswer('Created; the Location header is the upload URL.') },
  }),
  resumableUploadOffset: defineEndpoint(routes.resumableUploadOffset, {
    access: 'user',
    publishableKey: true,
    tag: 'uploads',
    summary: 'tus 1.0: how many bytes of the upload have arrived (Upload-Offset).',
    responses: { 200: emptyAnswer('Upload-Offset and Upload-Length headers.') },
  }),
  appendToResumableUpload: defineEndpoint(routes.appendToResumableUpload, {
    access: 'user',
    publishableKey: true,
    tag: 'uploads',
    summary: 'tus 1.0: appends bytes at Upload-Offset.',
    body: bytes('The next bytes.', 'application/offset+octet-stream'),
    failures: { 503: RESTARTING },
    responses: { 204: emptyAnswer('The new Upload-Offset header.') },
  }),
  cancelResumableUpload: defineEndpoint(routes.cancelResumableUpload, {
    access: 'user',
    publishableKey: true,
    tag: 'uploads',
    summary: 'tus 1.0 termination: deletes an unfinished upload and its bytes.',
    responses: { 204: emptyAnswer('Deleted.') },
  }),

  listPublishableKeys: defineEndpoint(routes.listPublishableKeys, {
    access: 'user',
    tag: 'widgets',
    summary: "The caller's publishable keys for embedded widgets, newest first, without their secrets.",
    responses: { 200: publishableKeyListSchema },
  }),
  createPublishableKey: defineEndpoint(routes.createPublishableKey, {
    access: 'user',
    tag: 'widgets',
    summary: 'Makes a publishable key bound to origins, widgets and limits; the answer holds the whole key, this once.',
    body: createPublishableKeyRequestSchema,
    failures: { 409: `The caller already holds the most keys an account may (CONFLICT).` },
    responses: { 201: createdPublishableKeySchema },
  }),
  revokePublishableKey: defineEndpoint(routes.revokePublishableKey, {
    access: 'user',
    tag: 'widgets',
    summary: 'Revokes a publishable key: every request with it is refused from then on.',
    responses: { 200: revokePublishableKeyResponseSchema },
  }),
  getWidgetConfig: defineEndpoint(routes.getWidgetConfig, {
    access: 'widget',
    tag: 'widgets',
    summary: "What an embedded widget may do with its publishable key: widgets, file size, today's minutes, recording length.",
    responses: { 200: widgetConfigSchema },
  }),
  getWidgetTranscription: defineEndpoint(routes.getWidgetTranscription, {
    access: 'widget',
    tag: 'widgets',
    summary: 'The state of a transcription the same key started, with its text where the key returns text.',
    responses: { 200: widgetTranscriptionSchema },
  }),
  widgetScript: defineEndpoint(routes.widgetScript, {
    access: 'public',
    tag: 'widgets',
    summary: 'The widgets as one script for a <script> tag; it sets window.Verbatim.',
    failures: { 503: 'The widget bundle has not been built on this server.' },
    responses: { 200: fileAnswer('text/javascript', 'The IIFE bundle of the uploader and recorder widgets.') },
  }),

  getBillingCatalogue: defineEndpoint(routes.getBillingCatalogue, {
    access: 'public',
    tag: 'billing',
    summary: 'Plans, credit packs and the free allowance, with the prices the server charges.',
    responses: { 200: billingCatalogueSchema },
  }),
  listCreditTransactions: defineEndpoint(routes.listCreditTransactions, {
    access: 'user',
    tag: 'billing',
    summary: "One page of the caller's credit ledger, newest first.",
    query: listCreditTransactionsQuerySchema,
    responses: { 200: creditTransactionPageSchema },
  }),
  createOrder: defineEndpoint(routes.createOrder, {
    access: 'user',
    tag: 'billing',
    summary: 'Starts paying for a credit pack (an order) or a monthly plan (a subscription), priced from the catalogue.',
    body: createOrderRequestSchema,
    failures: {
      400: 'The amount or credits disagree with the catalogue (PRICE_MISMATCH), or the plan cannot be bought (PLAN_UNAVAILABLE).',
      429: RATE_LIMITED,
      502: 'The payment provider did not answer (PAYMENT_FAILED).',
    },
    responses: { 200: createOrderResponseSchema },
    idempotent: true,
  }),
  verifyPayment: defineEndpoint(routes.verifyPayment, {
    access: 'user',
    tag: 'billing',
    summary: "Checks the checkout's signed result against the stored order and credits the account once.",
    body: verifyPaymentRequestSchema,
    failures: {
      400: 'The signature does not match the stored order, or the payment does not match its price (PAYMENT_VERIFICATION_FAILED).',
      404: 'No order or subscription of the caller has that id.',
      429: RATE_LIMITED,
    },
    responses: { 200: verifyPaymentResponseSchema },
    idempotent: true,
  }),
  startTrial: defineEndpoint(routes.startTrial, {
    access: 'user',
    tag: 'billing',
    summary: 'Starts the 14-day Pro trial, once per account; otherwise says why and whether to go to checkout.',
    body: startTrialRequestSchema,
    responses: { 200: startTrialResponseSchema },
  }),
  cancelSubscription: defineEndpoint(routes.cancelSubscription, {
    access: 'user',
    tag: 'billing',
    summary: 'Stops the renewal of an active plan, with a reason; access lasts until the paid period ends.',
    body: cancelSubscriptionRequestSchema,
    failures: { 409: NO_SUBSCRIPTION },
    responses: { 200: cancelSubscriptionResponseSchema },
  }),
  selectPlan: defineEndpoint(routes.selectPlan, {
    access: 'user',
    tag: 'billing',
    summary: 'Chooses a plan: starts the Pro trial when it is unused, else says to pay on the billing page.',
    body: selectPlanRequestSchema,
    responses: { 200: selectPlanResponseSchema },
  }),
  getPaymentReceipt: defineEndpoint(routes.getPaymentReceipt, {
    access: 'user',
    tag: 'billing',
    summary: "A completed payment's receipt as a PDF; another user's payment, or one not completed, answers 404.",
    responses: { 200: fileAnswer('application/pdf', 'The receipt.') },
  }),
  razorpayWebhook: defineEndpoint(routes.razorpayWebhook, {
    access: 'public',
    tag: 'billing',
    summary: "Razorpay's payment and subscription events, signed with the webhook secret (X-Razorpay-Signature); each event applies once.",
    body: bytes('The event as Razorpay sends it (JSON, read raw for the signature).', 'application/json'),
    failures: { 400: 'The signature is missing or wrong (INVALID_SIGNATURE), or the body is not an event.' },
    responses: { 200: webhookResponseSchema },
  }),
  sandboxCheckoutPage: defineEndpoint(routes.sandboxCheckoutPage, {
    access: 'user',
    tag: 'billing',
    summary: "The sandbox checkout (no payment keys configured): shows the caller's order or subscription, to pay or to fail.",
    responses: { 200: fileAnswer('text/html', 'The checkout page.') },
  }),
  completeSandboxCheckout: defineEndpoint(routes.completeSandboxCheckout, {
    access: 'user',
    tag: 'billing',
    summary: "The sandbox checkout's form: pays or fails the order, then sends the browser back to /billing with the signed result.",
    body: bytes('The form: outcome=pay|fail and method.', 'application/x-www-form-urlencoded'),
    responses: { 303: redirectAnswer('To /billing with the signed payment, or with the failure.') },
  }),

  openApiDocument: defineEndpoint(routes.openApiDocument, {
    access: 'public',
    tag: 'reference',
    summary: 'This reference as an OpenAPI 3.1 document, generated from these definitions.',
    responses: { 200: openApiDocumentSchema },
  }),
  apiReference: defineEndpoint(routes.apiReference, {
    access: 'public',
    tag: 'reference',
    summary: 'This reference as a page to read in a browser.',
    responses: { 200: fileAnswer('text/html', 'The reference page, which loads the OpenAPI document.') },
  }),
  apiReferenceAsset: defineEndpoint(routes.apiReferenceAsset, {
    access: 'public',
    tag: 'reference',
    summary: 'A script or style sheet of the reference page (a fixed list of names; any other is 404).',
    responses: { 200: fileAnswer('text/javascript, text/css', 'The file.') },
  }),
  ...analyticsEndpoints,
  ...adminEndpoints,
  ...siteEndpoints,
  ...blogEndpoints,
  ...newsletterEndpoints,
  ...newsletterIssueEndpoints,
  ...accountEndpoints,
  ...accountDataEndpoints,
} as const satisfies { [N in keyof typeof routes]: EndpointDefinition<(typeof routes)[N]> };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  activityWindowQuerySchema,
  cancelSubscriptionRequestSchema,
  captionClientMessageSchema,
  captionServerMessageSchema,
  chatRequestSchema,
  contactRequestSchema,
  createOrderRequestSchema,
  DIRECT_UPLOAD_MAX_BYTES,
  downloadTranscriptionQuerySchema,
  endSessionRequestSchema,
  LARGE_UPLOAD_MIN_BYTES,
  listTranscriptionsQuerySchema,
  MAX_UPLOAD_BYTES,
  pageviewRequestSchema,
  productionSearchQuerySchema,
  selectPlanRequestSchema,
  startSessionRequestSchema,
  startTrialRequestSchema,
  summarizeRequestSchema,
  trackLocationRequestSchema,
  translateRequestSchema,
  updatesServerMessageSchema,
  updateTranscriptionRequestSchema,
  verifyPaymentRequestSchema,
} from './index';

/** The problems a schema finds, as "path: message", or [] when the input passes. */
function problems(schema: ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
}

describe('transcription contracts', () => {
  it('summarize: a known type; custom needs non-blank instructions', () => {
    expect(problems(summarizeRequestSchema, { summaryType: 'short' })).toEqual([]);
    expect(problems(summarizeRequestSchema, { summaryType: 'custom', customPrompt: 'Action items only' })).toEqual([]);
    expect(problems(summarizeRequestSchema, { summaryType: 'haiku' })).toEqual([
      'summaryType: summaryType must be one of short, detailed, blog, social, custom',
    ]);
    for (const customPrompt of [undefined, null, '   ']) {
      expect(problems(summarizeRequestSchema, { summaryType: 'custom', customPrompt })).toEqual([
        'customPrompt: Custom instructions are required for a custom summary',
      ]);
    }
    expect(problems(summarizeRequestSchema, { summaryType: 'blog', customPrompt: 'x'.repeat(2001) })).toEqual([
      'customPrompt: customPrompt must be at most 2000 characters',
    ]);
  });

  it('chat: a message that is not blank after trimming', () => {
    expect(chatRequestSchema.parse({ message: '  What was decided?\n' })).toEqual({ message: 'What was decided?' });
    expect(problems(chatRequestSchema, { message: ' \n ' })).toEqual(['message: Message is required']);
    expect(problems(chatRequestSchema, {})).toEqual(['message: Message is required']);
    expect(problems(chatRequestSchema, { message: 'x'.repeat(4001) })).toEqual(['message: Must be at most 4000 characters']);
  });

  it('translate: a language code and a name', () => {
    expect(problems(translateRequestSchema, { targetLanguage: 'zh-TW', languageName: 'Chinese (Traditional)' })).toEqual([]);
    expect(problems(translateRequestSchema, { targetLanguage: 'Spanish', languageName: 'Spanish' })).toEqual([
      'targetLanguage: targetLanguage must be a language code such as "es" or "zh-TW"',
    ]);
    expect(problems(translateRequestSchema, { targetLanguage: 'es' })).toEqual(['languageName: languageName is required']);
  });

  it('download: one of the five formats or JSON, with yes-or-no choices', () => {
    expect(problems(downloadTranscriptionQuerySchema, { format: 'srt' })).toEqual([]);
    expect(problems(downloadTranscriptionQuerySchema, { format: 'json', timestamps: 'true', header: '0' })).toEqual([]);
    expect(problems(downloadTranscriptionQuerySchema, { format: 'doc', timestamps: 'maybe' })).toEqual([
      'format: format must be one of pdf, docx, txt, srt, vtt, json',
      'timestamps: timestamps must be true or false',
    ]);
  });

  it('list: the search text is bounded', () => {
    expect(problems(listTranscriptionsQuerySchema, {})).toEqual([]);
    expect(problems(listTranscriptionsQuerySchema, { q: 'x'.repeat(201) })).toEqual(['q: q must be at most 200 characters']);
  });

  it('update: edits may touch but not overlap, in whatever order they come', () => {
    const insertion = { start: 3, end: 3, text: 'the' };
    const replacement = { start: 3, end: 5, text: 'quarterly report' };
    expect(problems(updateTranscriptionRequestSchema, { edits: [insertion, replacement] })).toEqual([]);
    expect(problems(updateTranscriptionRequestSchema, { edits: [replacement, insertion] })).toEqual([]);
    expect(problems(updateTranscriptionRequestSchema, { edits: [replacement, { start: 4, end: 6, text: 'x' }] })).toEqual([
      'edits: Edits must not overlap',
    ]);
  });
});

describe('billing contracts', () => {
  it('create-order: whole positive credits, a positive amount, a known plan', () => {
    expect(problems(createOrderRequestSchema, { credits: 100, amount: 1.99 })).toEqual([]);
    expect(problems(createOrderRequestSchema, { credits: 300, amount: 9, subscriptionType: 'basic' })).toEqual([]);
    expect(problems(createOrderRequestSchema, { credits: 1.5, amount: -1, subscriptionType: 'gold' })).toEqual([
      'credits: credits must be a whole number',
      'amount: amount must be more than 0',
      'subscriptionType: subscriptionType must be one of basic, pro, enterprise',
    ]);
    expect(problems(createOrderRequestSchema, { credits: '100', amount: 1.99 })).toEqual(['credits: credits must be a number']);
  });

  it('verify-payment: exactly one of order and subscription, with payment and signature', () => {
    const paid = { razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
    expect(problems(verifyPaymentRequestSchema, { ...paid, razorpay_order_id: 'order_1' })).toEqual([]);
    expect(problems(verifyPaymentRequestSchema, { ...paid, razorpay_subscription_id: 'sub_1' })).toEqual([]);
    const oneOf = 'razorpay_order_id: Exactly one of razorpay_order_id and razorpay_subscription_id is required';
    expect(problems(verifyPaymentRequestSchema, paid)).toEqual([oneOf]);
    expect(problems(verifyPaymentRequestSchema, { ...paid, razorpay_order_id: 'o', razorpay_subscription_id: 's' })).toEqual([oneOf]);
    expect(problems(verifyPaymentRequestSchema, { razorpay_order_id: 'order_1' })).toEqual([
      'razorpay_payment_id: razorpay_payment_id is required',
      'razorpay_signature: razorpay_signature is required',
    ]);
  });

  it('start-trial: only Pro has a trial', () => {
    expect(problems(startTrialRequestSchema, { planType: 'pro' })).toEqual([]);
    expect(problems(startTrialRequestSchema, { planType: 'basic' })).toEqual(['planType: Only the Pro plan has a free trial']);
  });

  it('cancel-subscription: a reason is required (spec: Reason Required)', () => {
    expect(problems(cancelSubscriptionRequestSchema, { reason: '   ' })).toEqual(['reason: Please provide a reason for cancellation']);
    expect(cancelSubscriptionRequestSchema.parse({ reason: ' Too expensive ' })).toEqual({ reason: 'Too expensive' });
  });

  it('select-plan: basic or pro; enterprise is not for sale yet', () => {
    expect(problems(selectPlanRequestSchema, { plan: 'basic' })).toEqual([]);
    expect(problems(selectPlanRequestSchema, { plan: 'enterprise' })).toEqual(['plan: plan must be one of basic, pro']);
  });
});

describe('public contracts', () => {
  it('contact: four non-blank fields and an e-mail that looks like one', () => {
    const ok = { name: ' Ada ', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
    expect(contactRequestSchema.parse(ok)).toEqual({ ...ok, name: 'Ada' });
    expect(problems(contactRequestSchema, { name: '', email: ' ', subject: '  ', message: '' })).toEqual([
      'name: Please fill in all fields before submitting.',
      'email: Please fill in all fields before submitting.',
      'subject: Please fill in all fields before submitting.',
      'message: Please fill in all fields before submitting.',
    ]);
    expect(problems(contactRequestSchema, { ...ok, email: 'ada at example' })).toEqual(['email: Please enter a valid email address.']);
  });

  it('track-location: only the time zone comes from the browser', () => {
    expect(trackLocationRequestSchema.parse({ timezone: 'Asia/Kolkata', country: 'Atlantis', ipAddress: '1.2.3.4' })).toEqual({
      timezone: 'Asia/Kolkata',
    });
    expect(problems(trackLocationRequestSchema, { timezone: 'x'.repeat(65) })).toEqual([
      'timezone: timezone must be at most 64 characters',
    ]);
  });

  it('analytics: a time zone, a session id and a path', () => {
    expect(problems(startSessionRequestSchema, { timezone: '' })).toEqual(['timezone: timezone is required']);
    expect(pageviewRequestSchema.parse({ sessionId: 's_1', page: '/billing' })).toEqual({
      sessionId: 's_1',
      page: '/billing',
      title: '',
      referrer: '',
    });
    expect(problems(pageviewRequestSchema, { sessionId: 's_1', page: 'https://evil.example/' })).toEqual([
      'page: page must be a path starting with /',
    ]);
    expect(problems(endSessionRequestSchema, {})).toEqual(['sessionId: sessionId is required']);
  });
});

describe('admin contracts', () => {
  it('activity window: minutes from the query string, 60 by default, 1 to a week', () => {
    expect(activityWindowQuerySchema.parse({})).toEqual({ minutes: 60 });
    expect(activityWindowQuerySchema.parse({ minutes: '240' })).toEqual({ minutes: 240 });
    expect(problems(activityWindowQuerySchema, { minutes: 'abc' })).toEqual(['minutes: minutes must be a number']);
    expect(problems(activityWindowQuerySchema, { minutes: '0' })).toEqual(['minutes: minutes must be at least 1']);
    expect(problems(activityWindowQuerySchema, { minutes: '10081' })).toEqual(['minutes: minutes must be at most 10080 (a week)']);
    expect(problems(activityWindowQuerySchema, { minutes: '1.5' })).toEqual(['minutes: minutes must be a whole number']);
  });

  it('search: blank text is refused', () => {
    expect(problems(productionSearchQuerySchema, { q: '  ' })).toEqual(['q: q is required']);
  });
});

describe('socket messages', () => {
  it('updates: connected, transcription_update and resync', () => {
    expect(updatesServerMessageSchema.parse({ type: 'connected' })).toEqual({ type: 'connected' });
    expect(updatesServerMessageSchema.parse({ type: 'resync' })).toEqual({ type: 'resync' });
    const update = { type: 'transcription_update', id: 't_1', status: 'processing', progress: 40, errorMessage: null };
    expect(updatesServerMessageSchema.parse(update)).toEqual(update);
    expect(problems(updatesServerMessageSchema, { ...update, status: 'done' }).length).toBeGreaterThan(0);
  });

  it('captions: the client sends WAV data URLs; the server answers text or an error', () => {
    expect(problems(captionClientMessageSchema, { type: 'audio', data: 'data:audio/wav;base64,UklGRg==' })).toEqual([]);
    expect(problems(captionClientMessageSchema, { type: 'audio', data: 'data:text/html;base64,PGI+' })).toEqual([
      'data: data must be a base64 WAV data URL',
    ]);
    expect(captionServerMessageSchema.parse({ type: 'transcription', text: 'hello' })).toEqual({ type: 'transcription', text: 'hello' });
    expect(captionServerMessageSchema.parse({ type: 'error', message: 'No speech engine' })).toEqual({
      type: 'error',
      message: 'No speech engine',
    });
    expect(problems(captionServerMessageSchema, { type: 'transcription' })).toEqual([
      'text: Invalid input: expected string, received undefined',
    ]);
  });
});

describe('constants', () => {
  it('match the spec: 30 MB, 100 MB, 2 GB', () => {
    expect(DIRECT_UPLOAD_MAX_BYTES).toBe(31_457_280);
    expect(LARGE_UPLOAD_MIN_BYTES).toBe(104_857_600);
    expect(MAX_UPLOAD_BYTES).toBe(2_147_483_648);
  });
});

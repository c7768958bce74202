import type {
  BillingCatalogue,
  CreditTransaction,
  CreditTransactionPage,
  OrderResponse,
  PlanOffer,
  TrialResponse,
} from '@verbatim/core-sdk/contracts';

/** The catalogue the server sells from (DESIGN.md's prices); override what a test or story cares about. */
export function billingCatalogueFixture(overrides: Partial<BillingCatalogue> = {}): BillingCatalogue {
  return {
    currency: 'USD',
    free: { dailyTranscriptions: 3, maxMinutesPerFile: 30, maxRecordingMinutes: 30 },
    plans: [basicPlanFixture(), proPlanFixture(), enterprisePlanFixture()],
    packs: [
      { credits: 100, priceCents: 199 },
      { credits: 500, priceCents: 799 },
      { credits: 1000, priceCents: 1499 },
    ],
    planMinutesRollOver: true,
    provider: 'sandbox',
    ...overrides,
  };
}

export function basicPlanFixture(overrides: Partial<PlanOffer> = {}): PlanOffer {
  return {
    id: 'basic',
    name: 'Basic',
    priceCents: 900,
    minutesPerMonth: 300,
    trialDays: null,
    trialMinutes: null,
    available: true,
    features: ['300 minutes of transcription a month', 'Files up to 2 GB', 'TXT, DOCX, PDF, SRT and VTT exports'],
    ...overrides,
  };
}

export function proPlanFixture(overrides: Partial<PlanOffer> = {}): PlanOffer {
  return {
    id: 'pro',
    name: 'Pro',
    priceCents: 1500,
    minutesPerMonth: 1200,
    trialDays: 14,
    trialMinutes: 270,
    available: true,
    features: ['1,200 minutes of transcription a month', 'Unused minutes roll over to the next month', 'Everything in Basic'],
    ...overrides,
  };
}

export function enterprisePlanFixture(overrides: Partial<PlanOffer> = {}): PlanOffer {
  return {
    id: 'enterprise',
    name: 'Enterprise',
    priceCents: 4900,
    minutesPerMonth: 0,
    trialDays: null,
    trialMinutes: null,
    available: false,
    features: ['Custom minutes', 'Team accounts', 'Priority support'],
    ...overrides,
  };
}

/** A row of the credit ledger; override what a test or story cares about. */
export function creditTransactionFixture(overrides: Partial<CreditTransaction> = {}): CreditTransaction {
  return {
    id: 'ct-1',
    description: '500 credits',
    createdAt: '2025-03-04T09:30:00.000Z',
    amount: 500,
    type: 'purchase',
    paymentId: 'pay-1',
    transcriptionId: null,
    ...overrides,
  };
}

/** One of each kind of row, newest first. */
export function creditTransactionListFixture(): CreditTransaction[] {
  return [
    creditTransactionFixture({
      id: 'ct-5',
      description: 'Transcription of team-meeting.mp3',
      createdAt: '2025-03-06T11:00:00.000Z',
      amount: -13,
      type: 'charge',
      paymentId: null,
      transcriptionId: 'tr-1',
    }),
    creditTransactionFixture({
      id: 'ct-4',
      description: 'Refund: corrupted-upload.wav failed',
      createdAt: '2025-03-05T15:20:00.000Z',
      amount: 4,
      type: 'refund',
      paymentId: null,
      transcriptionId: 'tr-4',
    }),
    creditTransactionFixture(),
    creditTransactionFixture({
      id: 'ct-2',
      description: 'Pro plan: 1,200 minutes for March',
      createdAt: '2025-03-01T08:00:00.000Z',
      amount: 1200,
      type: 'grant',
      paymentId: 'pay-0',
    }),
  ];
}

/** One page of GET /api/credit-transactions: the last one unless a `nextCursor` is given. */
export function creditTransactionPageFixture(
  items: CreditTransaction[] = creditTransactionListFixture(),
  { nextCursor = null }: { nextCursor?: string | null } = {},
): CreditTransactionPage {
  return { items, nextCursor };
}

/** The answer of POST /api/create-order for the 500-credit pack, from the sandbox. */
export function orderFixture(overrides: Partial<OrderResponse> = {}): OrderResponse {
  return {
    keyId: 'sandbox',
    amount: 799,
    currency: 'USD',
    orderId: 'order_sbx_1',
    isSubscription: false,
    subscriptionId: null,
    provider: 'sandbox',
    checkoutUrl: '/api/payments/sandbox/checkout/order_sbx_1',
    description: '500 credits',
    paymentId: 'pay-1',
    ...overrides,
  };
}

/** The answer of POST /api/start-trial when the trial starts. */
export function trialResponseFixture(overrides: Partial<TrialResponse> = {}): TrialResponse {
  return {
    success: true,
    message: 'Your 14-day Pro trial has started.',
    trialExpired: false,
    shouldRedirectToPayment: false,
    isActiveTrial: true,
    trialEndsAt: '2025-03-18T09:30:00.000Z',
    ...overrides,
  };
}

import type { BillingCatalogue, CreditPack, PaidPlan, PaymentProvider, PlanOffer } from '@verbatim/core-sdk/contracts';
import { formatMinutes, planNames } from '@verbatim/core-sdk/contracts';
import { FREE_DAILY_TRANSCRIPTIONS, FREE_MAX_RECORDING_SECONDS, FREE_MAX_SECONDS } from '../users/plans';

/** Every price is in US cents; the server alone decides what anything costs. */
export const CURRENCY = 'USD';

/** How long one paid period of a monthly plan lasts, when the provider does not say. */
export const PLAN_PERIOD_MONTHS = 1;

/** The Pro trial: once per account. */
export const TRIAL = { plan: 'pro', days: 14, minutes: 270 } as const;

/**
 * Unused plan minutes stay in the balance at renewal, as bought credits do (docs/decisions.md, Billing). Features name
 * only what the product does today.
 */
export const PLAN_MINUTES_ROLL_OVER = true;

export const PLANS: readonly PlanOffer[] = [
  {
    id: 'basic',
    name: planNames.basic,
    priceCents: 900,
    minutesPerMonth: 300,
    trialDays: null,
    trialMinutes: null,
    available: true,
    features: [
      `${formatMinutes(300)} of transcription a month (about 5 hours)`,
      'No daily limit on files',
      'Files of any length up to 2 GB',
      'Unused minutes roll over',
    ],
  },
  {
    id: 'pro',
    name: planNames.pro,
    priceCents: 1500,
    minutesPerMonth: 1200,
    trialDays: TRIAL.days,
    trialMinutes: TRIAL.minutes,
    available: true,
    features: [
      `${formatMinutes(1200)} of transcription a month (about 20 hours)`,
      'No daily limit on files',
      'Files of any length up to 2 GB',
      `A ${TRIAL.days}-day free trial with ${formatMinutes(TRIAL.minutes)}, once per account`,
    ],
  },
  {
    id: 'enterprise',
    name: planNames.enterprise,
    priceCents: 4900,
    minutesPerMonth: 0,
    trialDays: null,
    trialMinutes: null,
    available: false,
    features: ['Coming soon: a plan for teams'],
  },
];

export const PACKS: readonly CreditPack[] = [
  { credits: 100, priceCents: 199 },
  { credits: 500, priceCents: 799 },
  { credits: 1000, priceCents: 1499 },
];

export function findPlan(id: PaidPlan): PlanOffer {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`No plan ${id} in the catalogue`);
  return plan;
}

/** The catalogue as clients show it. */
export function billingCatalogue(provider: PaymentProvider): BillingCatalogue {
  return {
    currency: CURRENCY,
    free: {
      dailyTranscriptions: FREE_DAILY_TRANSCRIPTIONS,
      maxMinutesPerFile: FREE_MAX_SECONDS / 60,
      maxRecordingMinutes: FREE_MAX_RECORDING_SECONDS / 60,
    },
    plans: [...PLANS],
    packs: [...PACKS],
    planMinutesRollOver: PLAN_MINUTES_ROLL_OVER,
    provider,
  };
}

import { type FreeAllowance, formatCount } from '@verbatim/core-sdk/contracts';

// One way of telling what is left, for every screen: today's free transcriptions are an allowance (n of 3, renewing at
// midnight UTC); credits are minutes bought or granted, a balance with its ledger. Neither is told as the other, and
// no figure is put over a total that means nothing.

/** "1 credit", "1,200 credits". */
export function creditsText(credits: number): string {
  const balance = Math.max(0, credits);
  return `${formatCount(balance)} ${balance === 1 ? 'credit' : 'credits'}`;
}

/** "2 of 3 free transcriptions left today". */
export function freeAllowanceText(allowance: FreeAllowance): string {
  return `${formatCount(allowance.left)} of ${formatCount(allowance.limit)} free transcriptions left today`;
}

/** When today's free transcriptions start again. */
export const FREE_ALLOWANCE_RENEWAL = 'They renew at midnight UTC.';

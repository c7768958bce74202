/** An amount as the receipt prints it: "$7.99" in US dollars, "EUR 7.99" in any other currency. */
export const formatReceiptAmount = (cents: number, currency: string): string =>
  `${currency === 'USD' ? '$' : `${currency} `}${(cents / 100).toFixed(2)}`;

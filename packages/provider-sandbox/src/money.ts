/** Currencies the sandbox prices in, with fixed rates per US dollar (test data, not market rates). */
export const CURRENCIES: Record<string, { rate: number; name: string }> = {
  USD: { rate: 1, name: 'US DOLLAR' },
  EUR: { rate: 0.92, name: 'EURO' },
  GBP: { rate: 0.79, name: 'POUND STERLING' },
  TRY: { rate: 40, name: 'TURKISH LIRA' },
  SAR: { rate: 3.75, name: 'SAUDI RIYAL' },
  AED: { rate: 3.67, name: 'UAE DIRHAM' },
};

export const CURRENCY_CODES = Object.keys(CURRENCIES);

/** US dollars to whole cents of the currency. */
export function toCents(usd: number, currency: string): number {
  return Math.round(usd * CURRENCIES[currency]!.rate * 100);
}

/** Cents as the provider writes amounts: a string with two decimals. */
export function amount(cents: number): string {
  return (cents / 100).toFixed(2);
}

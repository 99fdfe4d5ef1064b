/** Amounts with 2 decimals (000 section 9), grouped for reading: 12,480.50. */
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAmount(value: number | null | undefined): string {
  return twoDecimals.format(value == null || Number.isNaN(value) ? 0 : value);
}

/** A wallet address short enough for a list row: TQ4rZ8…9fKd. The full one is in its title. */
export function shortAddress(address: string | null | undefined): string {
  if (!address) return '';
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

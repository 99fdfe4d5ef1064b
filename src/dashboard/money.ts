export { formatAmount } from '../common/formatters';

/** A wallet address short enough for a list row: TQ4rZ8…9fKd. The full one is in its title. */
export function shortAddress(address: string | null | undefined): string {
  if (!address) return '';
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

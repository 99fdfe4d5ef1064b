/**
 * A numeric from PostgreSQL (a decimal string, exact) as a number of whole cents divided by 100,
 * rounded half away from zero. The rounding is done on the decimal digits, not on a binary float,
 * so 1.005 becomes 1.01 as a person would expect; the division by 100 then gives the double
 * closest to the two-decimal value, which JSON prints exactly as that value.
 */
export function toCents(value: string | null | undefined): number {
  if (value == null) return 0;
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  let cents = BigInt(whole) * 100n + BigInt(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1n;
  const result = Number(cents) / 100;
  return sign === '-' && result !== 0 ? -result : result;
}

import type { Network } from './constants';

/**
 * What the hosted payment page's QR code carries: a payment request a wallet app understands, with
 * the token, the address and the amount, not the bare address (issue 12). The sandbox stands for
 * the test networks its explorers point at (EXPLORERS: Tron Nile and Ethereum Sepolia), so the
 * contracts are USDT's there.
 */

/** USDT has 6 decimals on both networks: 1 USDT is 1 000 000 base units. */
export const USDT_DECIMALS = 6;

/** Ethereum Sepolia's chain id (EIP-155). */
export const ETHEREUM_CHAIN_ID = 11155111;

/**
 * USDT's token contract on each network: on Tron Nile, Tether's test deployment; on Sepolia, where
 * Tether has none, the 6-decimal USDT test token of Aave's faucet that Sepolia wallets list.
 */
export const USDT_CONTRACTS: Record<Network, string> = {
  'USDT-TRC20': 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  'USDT-ERC20': '0xaA8E23Fb1079EA71e0a56F48a2aA51851D8433D0',
};

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A USDT amount (decimal text or a number with at most 6 decimals) in base units, exactly. */
export function usdtBaseUnits(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(USDT_DECIMALS) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`Not a USDT amount: ${text}`);
  const [, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > USDT_DECIMALS) throw new Error(`More than ${USDT_DECIMALS} decimals: ${text}`);
  return BigInt(whole) * 10n ** BigInt(USDT_DECIMALS) + BigInt(fraction.slice(0, USDT_DECIMALS).padEnd(USDT_DECIMALS, '0'));
}

/** Base units as USDT text: at least 2 decimals, more only when they are not zeros (7.77, 0.78, 1.000005). */
export function formatUsdt(units: bigint): string {
  const scale = 10n ** BigInt(USDT_DECIMALS);
  const sign = units < 0n ? '-' : '';
  const absolute = units < 0n ? -units : units;
  const fraction = (absolute % scale).toString().padStart(USDT_DECIMALS, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${sign}${absolute / scale}.${fraction}`;
}

/**
 * The payment request for `units` of USDT to `address`:
 * - USDT-ERC20: EIP-681, a call of the token's `transfer(address, uint256)` on the chain,
 *   `ethereum:<token>@<chainId>/transfer?address=<to>&uint256=<base units>`;
 * - USDT-TRC20: TRON's payment URI (TIP-17, `tron:<address>?amount=<USDT>`) with the token's
 *   contract added as `token`, the form TRON wallets that read token requests (Trust Wallet) take;
 *   the amount is in USDT, not base units, as in BIP-21 and TIP-17.
 */
export function paymentRequestUri(network: Network, address: string, units: bigint): string {
  if (units <= 0n) throw new Error('A payment request needs a positive amount');
  if (network === 'USDT-ERC20') {
    return `ethereum:${USDT_CONTRACTS[network]}@${ETHEREUM_CHAIN_ID}/transfer?address=${address}&uint256=${units}`;
  }
  const amount = formatUsdt(units).replace(/\.?0+$/, '');
  return `tron:${address}?amount=${amount}&token=${USDT_CONTRACTS[network]}`;
}

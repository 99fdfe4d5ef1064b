import type { Network } from './constants';
import { keccak256, sha256, toHex, utf8 } from './hashes';

/**
 * Wallet address formats of the two networks (DECISIONS.md section 5). A payout to a malformed
 * address is money lost, so the dashboard checks as the merchant types and the sandbox checks again.
 */

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Version byte of a Tron mainnet and testnet address; in Base58 it makes the leading T. */
const TRON_PREFIX = 0x41;
const TRON_PAYLOAD_BYTES = 21;

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let encoded = '';
  while (value > 0n) {
    encoded = BASE58_ALPHABET[Number(value % 58n)] + encoded;
    value /= 58n;
  }
  return '1'.repeat(zeros) + encoded;
}

/** Null when the text holds a character outside the Base58 alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...bytes]);
}

function checksum4(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}

/** Base58Check of a 20-byte account id: the TRC20 address format, 34 characters starting with T. */
export function tronAddressFromBytes(accountId: Uint8Array): string {
  if (accountId.length !== 20) throw new Error('A Tron account id is 20 bytes');
  const payload = new Uint8Array(TRON_PAYLOAD_BYTES);
  payload[0] = TRON_PREFIX;
  payload.set(accountId, 1);
  const full = new Uint8Array(TRON_PAYLOAD_BYTES + 4);
  full.set(payload);
  full.set(checksum4(payload), TRON_PAYLOAD_BYTES);
  return base58Encode(full);
}

export function isTronAddress(address: string): boolean {
  if (typeof address !== 'string' || address.length !== 34 || !address.startsWith('T')) return false;
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== TRON_PAYLOAD_BYTES + 4 || bytes[0] !== TRON_PREFIX) return false;
  const expected = checksum4(bytes.subarray(0, TRON_PAYLOAD_BYTES));
  return expected.every((byte, i) => byte === bytes[TRON_PAYLOAD_BYTES + i]);
}

/** EIP-55: a hex letter is upper case when the matching nibble of keccak256(lower-case hex) is 8 or more. */
export function toChecksumAddress(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error('An Ethereum address is 0x followed by 40 hex characters');
  const lower = address.slice(2).toLowerCase();
  const hash = toHex(keccak256(utf8(lower)));
  let result = '0x';
  for (let i = 0; i < lower.length; i++) {
    result += parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  }
  return result;
}

export function ethAddressFromBytes(accountId: Uint8Array): string {
  if (accountId.length !== 20) throw new Error('An Ethereum account id is 20 bytes');
  return toChecksumAddress(`0x${toHex(accountId)}`);
}

/** 0x plus 40 hex characters; when the letters mix cases, the EIP-55 checksum must hold. */
export function isEthAddress(address: string): boolean {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

export function isWalletAddress(network: Network, address: string): boolean {
  return network === 'USDT-TRC20' ? isTronAddress(address) : isEthAddress(address);
}

/** The server's message for an address that fails its network's format (the dashboard words it per network, src/i18n/payouts.ts). */
export function walletAddressRule(network: Network): string {
  return network === 'USDT-TRC20'
    ? 'must be a TRC20 address: 34 characters starting with T, with a valid checksum'
    : 'must be an ERC20 address: 0x followed by 40 hex characters, with a valid EIP-55 checksum when mixed case';
}

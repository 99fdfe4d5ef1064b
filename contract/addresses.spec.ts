import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base58Decode,
  base58Encode,
  ethAddressFromBytes,
  isEthAddress,
  isTronAddress,
  isWalletAddress,
  toChecksumAddress,
  tronAddressFromBytes,
} from './addresses';
import { keccak256, sha256, sha3_256, toHex, utf8 } from './hashes';

const fromHex = (hex: string) => new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));

describe('hashes', () => {
  it('sha256 matches node:crypto on inputs around the block boundaries', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200, 1000]) {
      const data = randomBytes(length);
      expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('the Keccak sponge with SHA-3 padding matches node:crypto sha3-256', () => {
    for (const length of [0, 1, 135, 136, 137, 271, 272, 500]) {
      const data = randomBytes(length);
      expect(toHex(sha3_256(data))).toBe(createHash('sha3-256').update(data).digest('hex'));
    }
  });

  it('keccak256 gives the published Keccak-256 vectors', () => {
    expect(toHex(keccak256(utf8('')))).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(toHex(keccak256(utf8('abc')))).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  });
});

describe('TRC20 addresses', () => {
  // The USDT contract on Tron: a published address with its hex form.
  const usdt = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const usdtHex = 'a614f803b6fd780986a42c78ec9c7f77e6ded13c';

  it('encodes a 20-byte account id as the published Base58Check address', () => {
    expect(tronAddressFromBytes(fromHex(usdtHex))).toBe(usdt);
  });

  it('accepts valid addresses and rejects a changed character, a bad length or a foreign prefix', () => {
    expect(isTronAddress(usdt)).toBe(true);
    expect(isTronAddress(tronAddressFromBytes(randomBytes(20)))).toBe(true);
    expect(isTronAddress(usdt.slice(0, -1) + (usdt.endsWith('t') ? 'u' : 't'))).toBe(false);
    expect(isTronAddress(usdt.slice(0, 33))).toBe(false);
    expect(isTronAddress(`${usdt}1`)).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe(false); // 0 is not Base58
    expect(isTronAddress('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(false);
    expect(isTronAddress('')).toBe(false);
  });

  it('Base58 round-trips bytes with leading zeros', () => {
    const bytes = new Uint8Array([0, 0, 1, 2, 255]);
    expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
  });
});

describe('ERC20 addresses', () => {
  // The EIP-55 specification's own examples.
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it('computes the EIP-55 checksum of the specification examples', () => {
    for (const address of checksummed) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(isEthAddress(address)).toBe(true);
    }
  });

  it('accepts single-case addresses and rejects a broken checksum or format', () => {
    expect(isEthAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isEthAddress('0xde709f2102306220921060314715629080e2fb77')).toBe(true);
    expect(isEthAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isEthAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(isEthAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00')).toBe(false);
    expect(isEthAddress('0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });

  it('generated addresses carry a valid checksum', () => {
    const address = ethAddressFromBytes(randomBytes(20));
    expect(isEthAddress(address)).toBe(true);
    expect(address).toBe(toChecksumAddress(address));
  });

  it('checks an address against its network', () => {
    expect(isWalletAddress('USDT-TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isWalletAddress('USDT-ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isWalletAddress('USDT-TRC20', checksummed[0])).toBe(false);
  });
});

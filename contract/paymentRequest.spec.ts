import { describe, expect, it } from 'vitest';
import { payerView } from './payPage';
import { ETHEREUM_CHAIN_ID, USDT_CONTRACTS, formatUsdt, paymentRequestUri, usdtBaseUnits } from './paymentRequest';

const ETH_TO = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRON_TO = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe('the payment request in the QR code (issue 12)', () => {
  it('is an EIP-681 token transfer on Sepolia for USDT-ERC20, the amount in base units', () => {
    expect(paymentRequestUri('USDT-ERC20', ETH_TO, usdtBaseUnits('7.77'))).toBe(
      `ethereum:0xaA8E23Fb1079EA71e0a56F48a2aA51851D8433D0@11155111/transfer?address=${ETH_TO}&uint256=7770000`,
    );
    expect(ETHEREUM_CHAIN_ID).toBe(11155111);
  });

  it('is a tron: URI with the USDT amount and the token contract for USDT-TRC20', () => {
    expect(paymentRequestUri('USDT-TRC20', TRON_TO, usdtBaseUnits('0.78'))).toBe(
      `tron:${TRON_TO}?amount=0.78&token=${USDT_CONTRACTS['USDT-TRC20']}`,
    );
    expect(paymentRequestUri('USDT-TRC20', TRON_TO, usdtBaseUnits(40))).toBe(`tron:${TRON_TO}?amount=40&token=TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf`);
    expect(paymentRequestUri('USDT-TRC20', TRON_TO, usdtBaseUnits('1.000005'))).toBe(`tron:${TRON_TO}?amount=1.000005&token=TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf`);
  });

  it('refuses to ask for nothing', () => {
    expect(() => paymentRequestUri('USDT-ERC20', ETH_TO, 0n)).toThrow();
  });

  it('converts amounts exactly, at 6 decimals, up to the largest amount', () => {
    expect(usdtBaseUnits('0.000001')).toBe(1n);
    expect(usdtBaseUnits(0.1 + 0.2)).toBe(300000n);
    expect(usdtBaseUnits('1000000000000')).toBe(1000000000000000000n);
    expect(() => usdtBaseUnits('1.0000001')).toThrow();
    expect(() => usdtBaseUnits('-1')).toThrow();
    expect(formatUsdt(7770000n)).toBe('7.77');
    expect(formatUsdt(40000000n)).toBe('40.00');
    expect(formatUsdt(1000005n)).toBe('1.000005');
  });
});

describe('what the payer is told (issue 12)', () => {
  const future = new Date(Date.now() + 60_000).toISOString();
  const past = new Date(Date.now() - 1000).toISOString();
  const link = { status: 'initiated', amount: 7.77, actualBalance: null, expiresAt: future };

  it('asks for the amount while open, and for nothing once expired', () => {
    expect(payerView(link)).toMatchObject({ state: 'awaiting', dueUnits: 7770000n });
    expect(payerView({ ...link, expiresAt: past })).toMatchObject({ state: 'expired', dueUnits: 0n });
    expect(payerView({ ...link, status: 'expired' })).toMatchObject({ state: 'expired', dueUnits: 0n });
  });

  it('asks an underpaid payer for the remainder until the link expires', () => {
    const underpaid = { ...link, status: 'confirmed', actualBalance: 6.99 };
    expect(payerView(underpaid)).toEqual({
      state: 'partial',
      dueUnits: 780000n,
      headline: 'Partially paid: 6.99 of 7.77 received, send the remaining 0.78',
    });
    expect(payerView({ ...underpaid, expiresAt: past })).toMatchObject({ state: 'partialExpired', dueUnits: 0n });
  });

  it('tells overpaid and exact payments apart, and closes other statuses', () => {
    expect(payerView({ ...link, status: 'confirmed', actualBalance: 8.16 })).toMatchObject({ state: 'overpaid', dueUnits: 0n });
    expect(payerView({ ...link, status: 'completed', actualBalance: 7.77 })).toMatchObject({ state: 'paid', dueUnits: 0n });
    expect(payerView({ ...link, status: 'failed' })).toMatchObject({ state: 'closed', dueUnits: 0n });
  });
});

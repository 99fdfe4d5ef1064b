import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../dataProvider/dashboardApi';
import { recentRows } from './recentTransactions';

type DashboardDeposit = DashboardData['recentTransactions']['deposits'][number];
type DashboardWithdrawal = DashboardData['recentTransactions']['withdrawals'][number];

const deposit = (id: string, createdAt: string, fields: Partial<DashboardDeposit> = {}): DashboardDeposit => ({
  id,
  amount: 100,
  actualBalance: null,
  status: 'confirmed',
  createdAt,
  walletAddress: null,
  currencyType: 'USDT-TRC20',
  ...fields,
});

const payout = (id: string, createdAt: string, fields: Partial<DashboardWithdrawal> = {}): DashboardWithdrawal => ({
  id,
  amount: 50,
  status: 'completed',
  createdAt,
  clientWallet: null,
  currencyType: 'USDT-TRC20',
  ...fields,
});

describe('recentRows', () => {
  it('merges both lists newest first and keeps at most 10', () => {
    const deposits = Array.from({ length: 6 }, (_, i) => deposit(`d${i}`, `2026-01-0${i + 1}T10:00:00Z`));
    const withdrawals = Array.from({ length: 6 }, (_, i) => payout(`w${i}`, `2026-01-0${i + 1}T12:00:00Z`));
    const rows = recentRows({ deposits, withdrawals });
    expect(rows).toHaveLength(10);
    expect(rows.slice(0, 3).map((row) => row.key)).toEqual(['payout-w5', 'deposit-d5', 'payout-w4']);
    expect(rows.map((row) => row.key)).not.toContain('deposit-d0');
  });

  it('shows a completed payout as confirmed, with a minus', () => {
    const [row] = recentRows({ deposits: [], withdrawals: [payout('w', '2026-01-01T00:00:00Z')] });
    expect(row).toMatchObject({ kind: 'payout', status: 'confirmed', sign: '-', amount: 50 });
  });

  it('shows the actual received balance of a confirmed deposit, and the amount of any other', () => {
    const rows = recentRows({
      deposits: [
        deposit('a', '2026-01-02T00:00:00Z', { amount: 100, actualBalance: 99.25 }),
        deposit('b', '2026-01-01T00:00:00Z', { amount: 100, actualBalance: 99.25, status: 'pending' }),
      ],
      withdrawals: [],
    });
    expect(rows.map((row) => [row.amount, row.sign])).toEqual([
      [99.25, '+'],
      [100, ''],
    ]);
  });

  it('gives a deposit without currency the dashboard default network, and a payout none', () => {
    const rows = recentRows({
      deposits: [deposit('a', '2026-01-02T00:00:00Z', { currencyType: null })],
      withdrawals: [payout('w', '2026-01-01T00:00:00Z', { currencyType: null })],
    });
    expect(rows.map((row) => row.network)).toEqual(['USDT-ERC20', null]);
  });
});

describe('the sign of a recent row', () => {
  const signs = (status: string) =>
    recentRows({
      deposits: [deposit('d', '2026-01-02T00:00:00Z', { status })],
      withdrawals: [payout('w', '2026-01-01T00:00:00Z', { status })],
    }).map((row) => row.sign);

  it.each(['failed', 'initiated', 'pending', 'rejected', 'expired'])('gives %s no sign', (status) => {
    expect(signs(status)).toEqual(['', '']);
  });

  it('signs deposits plus and payouts minus otherwise', () => {
    expect(signs('confirmed')).toEqual(['+', '-']);
  });
});

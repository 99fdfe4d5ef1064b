import { describe, expect, it } from 'vitest';
import { withLifecycleCallbacks, type DataProvider } from 'ra-core';
import { adaptRecord, rowShapeCallbacks } from './rowShapes';

const AT = Date.UTC(2026, 0, 15, 12, 0);
const ISO = '2026-01-15T12:00:00.000Z';

describe("react-admin records in a gateway's other shapes (issue 15)", () => {
  it('transactions: string amounts, epoch dates, verificationData', () => {
    expect(
      adaptRecord('transactions', { id: 't1', _id: 't1', amount: '25.5', fee: '0.5', actualBalance: null, createdAt: AT, confirmedAt: String(AT), verificationData: { actualBalance: '25.5' } }),
    ).toEqual({ id: 't1', _id: 't1', amount: 25.5, fee: 0.5, actualBalance: null, createdAt: ISO, confirmedAt: ISO, verificationData: { actualBalance: 25.5 } });
  });

  it("sub-users: 2FA flags as booleans become the spec's strings", () => {
    expect(adaptRecord('subusers', { id: 's1', _id: 's1', enabled2FA: true, verified2FA: false, createdAt: AT })).toMatchObject({
      _id: 's1',
      enabled2FA: 'true',
      verified2FA: 'false',
      createdAt: ISO,
    });
  });

  it('refunds: the withdrawal amount as a string', () => {
    expect(adaptRecord('refunds', { id: 'c1', submittedAt: AT, withdrawalId: { amount: '42.5' } })).toMatchObject({ submittedAt: ISO, withdrawalId: { amount: 42.5 } });
  });

  it("wallet service types: 'true' flags and the wallets' figures", () => {
    expect(
      adaptRecord('wallet-service-types', { id: 'w1', _id: 'w1', isActive: 'false', createdAt: AT, wallets: [{ isActive: 'true', totalDepositAmount: '4409.89', lastDepositAt: AT }] }),
    ).toMatchObject({ _id: 'w1', isActive: false, createdAt: ISO, wallets: [{ isActive: true, totalDepositAmount: 4409.89, lastDepositAt: ISO }] });
  });

  it("leaves the sandbox's own shapes as they are", () => {
    const row = { _id: 'x', id: 'x', amount: 5, createdAt: ISO, enabled2FA: 'true' };
    expect(adaptRecord('transactions', row)).toEqual(row);
    expect(adaptRecord('subusers', row)).toEqual(row);
  });

  it('as react-admin lifecycle callbacks on a provider: lists and records come back adapted', async () => {
    const provider = {
      getList: async () => ({ data: [{ id: 'w1', _id: 'w1', amount: '3' }], total: 1 }),
      getOne: async () => ({ data: { id: 'w1', _id: 'w1', amount: '3' } }),
    } as unknown as DataProvider;
    const wrapped = withLifecycleCallbacks(provider, [rowShapeCallbacks('withdrawals')]);
    expect((await wrapped.getList('withdrawals', {})).data).toEqual([{ id: 'w1', _id: 'w1', amount: 3 }]);
    expect((await wrapped.getOne('withdrawals', { id: 'w1' })).data).toEqual({ id: 'w1', _id: 'w1', amount: 3 });
  });
});

import { sandboxURL } from './sandboxURL';

/**
 * The sandbox's payment simulator (sandbox-api/routes/simulator.ts), called from outside any
 * session the way a payer and the chain would act on a merchant's account.
 */

/** What POST /api/sandbox/simulate/deposit answers (sandbox-api/simulator/deposits.ts). */
export interface SimulatedDeposit {
  _id: string;
  transactionId: string;
  status: string;
  amount: number;
  actualBalance: number | null;
  fee: number;
  netAmount: number | null;
  currencyType: string;
  walletAddress: string;
  transactionHash: string | null;
  createdAt: string;
  confirmedAt: string | null;
}

export interface SimulateDepositInput {
  /** A team member's email names its merchant; the sandbox defaults to merchant@sandbox.test. */
  email?: string;
  /** Decimal text, e.g. '12.50'. */
  amount?: string;
  network?: 'USDT-TRC20' | 'USDT-ERC20';
  outcome?: 'exact' | 'overpaid' | 'underpaid';
  /** 0 confirms before answering; more leaves the deposit initiated that long. */
  confirmAfterMs?: number;
}

export async function simulateDeposit(input: SimulateDepositInput = {}): Promise<SimulatedDeposit> {
  const response = await fetch(`${sandboxURL()}/api/sandbox/simulate/deposit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { success: boolean; message?: string; data: SimulatedDeposit };
  if (response.status !== 201 || !body.success) {
    throw new Error(`POST /api/sandbox/simulate/deposit answered ${response.status}: ${body.message ?? ''}`);
  }
  return body.data;
}

/** What POST /api/sandbox/simulate/payout answers: the settled payout (sandbox-api/simulator/payouts.ts). */
export interface SimulatedPayout {
  _id: string;
  transactionId: string;
  status: string;
  amount: number;
  currencyType: string;
  transactionHash: string | null;
  processedAt: string | null;
}

export interface SimulatePayoutInput {
  /** Without it, the newest pending payout of the email's merchant. */
  payoutId?: string;
  email?: string;
  outcome?: 'completed' | 'rejected' | 'failed';
}

/** Settles a pending payout, as the gateway's back office and the chain would. */
export async function simulatePayout(input: SimulatePayoutInput): Promise<SimulatedPayout> {
  const response = await fetch(`${sandboxURL()}/api/sandbox/simulate/payout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { success: boolean; message?: string; data: SimulatedPayout };
  if (response.status !== 200 || !body.success) {
    throw new Error(`POST /api/sandbox/simulate/payout answered ${response.status}: ${body.message ?? ''}`);
  }
  return body.data;
}

export interface SimulateComplaintInput {
  payoutId: string;
  title?: string;
  description?: string;
}

/** A customer files a complaint about a pending payout (POST /api/sandbox/simulate/complaint). */
export async function simulateComplaint(input: SimulateComplaintInput): Promise<{ _id: string; title: string }> {
  const response = await fetch(`${sandboxURL()}/api/sandbox/simulate/complaint`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { success: boolean; message?: string; data: { _id: string; title: string } };
  if (response.status !== 201 || !body.success) {
    throw new Error(`POST /api/sandbox/simulate/complaint answered ${response.status}: ${body.message ?? ''}`);
  }
  return body.data;
}

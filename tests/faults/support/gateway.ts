/**
 * The few API calls the fault tests make, over real HTTP with a Bearer token (so no CSRF Origin
 * is needed), returning the status and the parsed body rather than throwing on an error status.
 */
export const DEMO_PASSWORD = 'Sandbox#2026';
export const MERCHANT = 'merchant@sandbox.test';

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; message?: string; data: T };
}

export async function call<T>(baseURL: string, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

export async function signIn(baseURL: string, email = MERCHANT): Promise<string> {
  const answer = await call<{ token: string }>(baseURL, 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });
  if (answer.status !== 200 || !answer.body.data?.token) throw new Error(`Sign-in of ${email} answered ${answer.status}: ${answer.body.message}`);
  return answer.body.data.token;
}

export interface NetworkBalance {
  network: 'USDT-TRC20' | 'USDT-ERC20';
  total: number;
  available: number;
}

/** GET /wallet-balance, per network, in cents so that sums compare exactly. */
export async function balancesInCents(baseURL: string, token: string): Promise<Record<string, { total: number; available: number }>> {
  const answer = await call<{ networks: NetworkBalance[] }>(baseURL, 'GET', '/wallet-balance', { token });
  if (answer.status !== 200) throw new Error(`GET /wallet-balance answered ${answer.status}: ${answer.body.message}`);
  return Object.fromEntries(
    answer.body.data.networks.map((row) => [row.network, { total: Math.round(row.total * 100), available: Math.round(row.available * 100) }]),
  );
}

/** A confirmed deposit through the sandbox's payment simulator; answers its net amount in cents. */
export async function simulateDeposit(baseURL: string, amount: string, network: 'USDT-TRC20' | 'USDT-ERC20'): Promise<number> {
  const answer = await call<{ netAmount: number | null; amount: number }>(baseURL, 'POST', '/sandbox/simulate/deposit', {
    body: { email: MERCHANT, amount, network },
  });
  if (answer.status !== 201) throw new Error(`Simulated deposit answered ${answer.status}: ${answer.body.message}`);
  return Math.round((answer.body.data.netAmount ?? answer.body.data.amount) * 100);
}

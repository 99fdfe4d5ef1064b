import { randomBytes, randomUUID } from 'node:crypto';

/**
 * The reference gateway's in-memory data, seeded on start. Written from the spec (000 and 001
 * sections 3 and 6), in the shapes a real gateway may choose where the spec leaves a choice; the
 * records' fields are the spec's names, the values are this gateway's own (so a screen that shows
 * them shows this gateway's data, not the sandbox's).
 */

export type Role = 'merchant' | 'sub_merchant' | 'super_operation' | 'operation';
export type TwoFactorType = 'GOOGLE_AUTH' | 'EMAIL';

export interface User {
  id: string;
  email: string;
  password: string;
  name: string;
  role: Role;
  /** The main merchant's id for a sub-user, null for the main merchant. */
  parentId: string | null;
  status: 'active' | 'inactive' | 'blocked';
  /** Sign-in asks for an emailed code after the password (000 section 4, step 2). */
  emailCode: boolean;
  twoFactor: { enabled: boolean; type: TwoFactorType | null; verified: boolean; secret: string | null };
  createdAt: number;
}

export interface Transaction {
  id: string;
  type: 'deposit' | 'withdrawal' | 'refund';
  status: string;
  amount: string;
  actualBalance: string | null;
  fee: string;
  netAmount: string;
  currencyType: 'USDT-TRC20' | 'USDT-ERC20';
  walletAddress: string | null;
  clientWallet: string | null;
  transactionId: string;
  transactionHash: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface Complaint {
  id: string;
  title: string;
  status: string;
  submittedAt: number;
  createdAt: number;
  withdrawal: { id: string; status: string; amount: string; clientWallet: string; updatedAt: number };
  adminNotes: string | null;
}

export interface Notification {
  id: string;
  userId: string;
  title: string;
  body: string;
  isRead: boolean;
  createdAt: number;
}

export interface IpEntry {
  id: string;
  ipAddress: string;
  type: 'server';
  status: 'active' | 'blocked' | 'deleted';
}

export interface WalletServiceType {
  id: string;
  userId: string;
  userInfo: { fullName: string; email: string | null; phone: string | null };
  description: string | null;
  isActive: boolean;
  createdAt: number;
  updatedAt: number;
  wallets: Array<{
    walletNetwork: 'USDT-TRC20' | 'USDT-ERC20';
    walletAddress: string;
    isActive: boolean;
    walletGeneratedAt: number;
    totalDepositAmount: string;
    totalDeposits: number;
    lastDepositAmount: string | null;
    lastDepositAt: number | null;
    lastTransactionHash: string | null;
  }>;
}

export interface Merchant {
  ownerId: string;
  apiKey: string;
  apiSecret: string;
  profile: {
    companyName: string;
    licenceNo: string;
    phoneNo: string;
    country: string;
    autoWithdraw: boolean;
    autoPayout: boolean;
    maxAutoWithdrawAmount: number;
    transactionTimer: number;
  };
  wallets: Array<{ walletNetwork: 'USDT-TRC20' | 'USDT-ERC20'; walletAddress: string }>;
  transactions: Transaction[];
  complaints: Complaint[];
  ips: IpEntry[];
  walletServiceTypes: WalletServiceType[];
}

export interface Store {
  users: User[];
  merchant: Merchant;
  notifications: Notification[];
}

/** What the end-to-end suite signs in with and looks for; only this gateway's seed has these values. */
export const SEED = {
  password: 'Harbor-Gate-2026',
  merchant: { email: 'owner@harbor.example', name: 'Harriet Harbor' },
  finance: { email: 'finance@harbor.example', name: 'Felix Ledger' },
  twoFactor: { email: 'guard@harbor.example', name: 'Gwen Guard', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  emailCode: { email: 'mailed@harbor.example', name: 'Milo Mailed' },
  companyName: 'Harbor Reference Traders',
  apiKey: 'hrb_live_key_5f3a9c21',
  apiSecret: 'hrb_secret_9e8d7c6b5a4f',
  trc20Wallet: 'TQhArBoRrEfErEnCeGaTeWaY7777777777',
  erc20Wallet: '0x4a7b0c0ffee0000000000000000000000000beef',
  /** The largest confirmed deposit: the dashboard and the Transactions list show it. */
  bigDeposit: '4321.09',
  payoutWallet: 'TPaYoUtHaRbOr000000000000000000009',
  payoutAmount: '612.34',
  complaintTitle: 'Refund for harbor order HB-7731',
  ipAddress: '203.0.113.77',
  serviceTypeName: 'Harbor Kiosk Wallets',
  serviceTypeDescription: 'Deposit wallets of the harbor kiosks',
  /** The wallets' totalDepositAmount added up: 4409.89 + 260.00. */
  serviceTypeBalance: '4669.89',
  notificationTitle: 'Harbor settlement completed',
  subUserName: 'Felix Ledger',
} as const;

const HOUR = 3_600_000;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export function createStore(now = Date.now()): Store {
  const ownerId = randomUUID();
  const user = (fields: Partial<User> & Pick<User, 'email' | 'name' | 'role'>): User => ({
    id: randomUUID(),
    password: SEED.password,
    parentId: ownerId,
    status: 'active',
    emailCode: false,
    twoFactor: { enabled: false, type: null, verified: false, secret: null },
    createdAt: now - 30 * 24 * HOUR,
    ...fields,
  });
  const owner = user({ id: ownerId, parentId: null, role: 'merchant', ...SEED.merchant });
  const users = [
    owner,
    user({ role: 'sub_merchant', ...SEED.finance, createdAt: now - 10 * 24 * HOUR }),
    user({
      role: 'super_operation',
      ...SEED.twoFactor,
      twoFactor: { enabled: true, type: 'GOOGLE_AUTH', verified: true, secret: SEED.twoFactor.secret },
      createdAt: now - 9 * 24 * HOUR,
    }),
    user({ role: 'operation', ...SEED.emailCode, emailCode: true, createdAt: now - 8 * 24 * HOUR }),
  ];

  const tx = (fields: Partial<Transaction> & Pick<Transaction, 'type' | 'status' | 'amount' | 'currencyType'>, hoursAgo: number): Transaction => {
    const fee = (Number(fields.amount) * 0.01).toFixed(2);
    return {
      id: randomUUID(),
      actualBalance: null,
      fee,
      netAmount: (Number(fields.amount) - Number(fee)).toFixed(2),
      walletAddress: null,
      clientWallet: null,
      transactionId: `HB-${hex(4).toUpperCase()}`,
      transactionHash: fields.status === 'confirmed' || fields.status === 'completed' ? `0x${hex(32)}` : null,
      createdAt: now - hoursAgo * HOUR,
      updatedAt: now - hoursAgo * HOUR + 60_000,
      ...fields,
    };
  };
  const transactions: Transaction[] = [
    tx({ type: 'deposit', status: 'confirmed', amount: SEED.bigDeposit, actualBalance: SEED.bigDeposit, currencyType: 'USDT-TRC20', walletAddress: SEED.trc20Wallet }, 2),
    tx({ type: 'deposit', status: 'confirmed', amount: '250.00', actualBalance: '260.00', currencyType: 'USDT-ERC20', walletAddress: SEED.erc20Wallet }, 5),
    tx({ type: 'deposit', status: 'pending', amount: '88.80', currencyType: 'USDT-TRC20', walletAddress: SEED.trc20Wallet }, 30),
    tx({ type: 'deposit', status: 'expired', amount: '19.99', currencyType: 'USDT-ERC20', walletAddress: SEED.erc20Wallet }, 80),
    tx({ type: 'withdrawal', status: 'completed', amount: SEED.payoutAmount, currencyType: 'USDT-TRC20', clientWallet: SEED.payoutWallet }, 3),
    tx({ type: 'withdrawal', status: 'pending', amount: '75.25', currencyType: 'USDT-ERC20', clientWallet: '0x9999aaaa0000bbbb1111cccc2222dddd3333eeee' }, 20),
    tx({ type: 'refund', status: 'pending', amount: '75.25', currencyType: 'USDT-ERC20', clientWallet: '0x9999aaaa0000bbbb1111cccc2222dddd3333eeee' }, 19),
  ];
  const pendingPayout = transactions[5];

  const complaints: Complaint[] = [
    {
      id: randomUUID(),
      title: SEED.complaintTitle,
      status: 'pending',
      submittedAt: now - 19 * HOUR,
      createdAt: now - 19 * HOUR,
      withdrawal: { id: pendingPayout.id, status: 'pending', amount: pendingPayout.amount, clientWallet: pendingPayout.clientWallet!, updatedAt: pendingPayout.updatedAt },
      adminNotes: null,
    },
  ];

  const walletServiceTypes: WalletServiceType[] = [
    {
      id: randomUUID(),
      userId: ownerId,
      userInfo: { fullName: SEED.serviceTypeName, email: 'kiosk@harbor.example', phone: '+44 20 7946 0001' },
      description: SEED.serviceTypeDescription,
      isActive: true,
      createdAt: now - 20 * 24 * HOUR,
      updatedAt: now - 2 * HOUR,
      wallets: [
        {
          walletNetwork: 'USDT-TRC20',
          walletAddress: SEED.trc20Wallet,
          isActive: true,
          walletGeneratedAt: now - 20 * 24 * HOUR,
          totalDepositAmount: (Number(SEED.serviceTypeBalance) - 260).toFixed(2),
          totalDeposits: 2,
          lastDepositAmount: SEED.bigDeposit,
          lastDepositAt: now - 2 * HOUR,
          lastTransactionHash: transactions[0].transactionHash,
        },
        {
          walletNetwork: 'USDT-ERC20',
          walletAddress: SEED.erc20Wallet,
          isActive: true,
          walletGeneratedAt: now - 20 * 24 * HOUR,
          totalDepositAmount: '260.00',
          totalDeposits: 1,
          lastDepositAmount: '260.00',
          lastDepositAt: now - 5 * HOUR,
          lastTransactionHash: transactions[1].transactionHash,
        },
      ],
    },
  ];

  const notifications: Notification[] = users.map((recipient, index) => ({
    id: randomUUID(),
    userId: recipient.id,
    title: SEED.notificationTitle,
    body: `Deposit of ${SEED.bigDeposit} USDT credited`,
    isRead: false,
    createdAt: now - (2 + index) * HOUR,
  }));

  return {
    users,
    notifications,
    merchant: {
      ownerId,
      apiKey: SEED.apiKey,
      apiSecret: SEED.apiSecret,
      profile: {
        companyName: SEED.companyName,
        licenceNo: 'LIC-HB-0042',
        phoneNo: '+44 20 7946 0000',
        country: 'United Kingdom',
        autoWithdraw: false,
        autoPayout: false,
        maxAutoWithdrawAmount: 100,
        transactionTimer: 15,
      },
      wallets: [
        { walletNetwork: 'USDT-TRC20', walletAddress: SEED.trc20Wallet },
        { walletNetwork: 'USDT-ERC20', walletAddress: SEED.erc20Wallet },
      ],
      transactions,
      complaints,
      ips: [{ id: randomUUID(), ipAddress: SEED.ipAddress, type: 'server', status: 'active' }],
      walletServiceTypes,
    },
  };
}

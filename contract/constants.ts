/** Business constants and limits of spec 000 section 9 and 001 section 9. */

export const SESSION_TTL_MS = 28_800_000; // 8 hours
/** However active, a session ends this long after sign-in (ASVS 3.3.2); the sliding 8 hours hold within it. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** How often the server reads the session of an open socket again (and on a role change). */
export const SOCKET_RECHECK_MS = 60_000;
export const SESSION_EXTEND_INTERVAL_MS = 30 * 60 * 1000;

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60 * 1000;
/** A code dies after this many wrong tries (DECISIONS.md section 6). */
export const CODE_MAX_ATTEMPTS = 5;

export const NETWORKS = ['USDT-TRC20', 'USDT-ERC20'] as const;
export type Network = (typeof NETWORKS)[number];
/** Default currency in the list, the export and the payout form (001 section 1). */
export const DEFAULT_NETWORK: Network = 'USDT-TRC20';
/** A deposit without currency shows as ERC20 on the dashboard (000 section 3). */
export const DASHBOARD_DEFAULT_NETWORK: Network = 'USDT-ERC20';

export const PAGE_SIZES = {
  notifications: 10,
  transactions: 10,
  export: 100,
  payoutFetch: 50,
  payoutHistory: 10,
  complaints: 10,
  walletServiceTypes: 10,
  dashboardRecent: 5,
  dashboardWithdrawals: 3,
} as const;
export const MAX_PAGE_LIMIT = 100;

export const DELAYS_MS = {
  postVerify: 1500,
  loginRedirect: 1200,
  login2faRedirect: 1000,
  postPasswordChangeLogout: 1200,
  copyMessage: 2000,
  audioNotice: 3000,
  dashboardRefreshSpinner: 500,
  listRefreshSpinner: 1500,
  roleToast: 3000,
  /** A sub-user action taken outside Role Management (001 section 9: 'sub-user toasts elsewhere 2 s'). */
  subUserToast: 2000,
  /** Every other toast: the "library default 5 s" of 001 section 9, not react-admin's 4 s. */
  defaultToast: 5000,
  messageBanner: 3000,
  searchDebounce: 500,
  sessionExpiredRedirect: 2000,
} as const;

export const SOCKET_TIMEOUT_MS = 20_000;
export const SOUND_VOLUME = { confirmation: 0.7, default: 0.5 } as const;

export const PASSWORD_MIN_OWN = 8;
export const PASSWORD_MIN_SUB_USER = 6;
export const LOGO_MAX_BYTES = 5_242_880;
export const TRANSACTION_TIMER_MIN = 1;
export const TRANSACTION_TIMER_MAX = 2880;
export const TRANSACTION_TIMER_DEFAULT = 10;
export const MAX_AUTO_WITHDRAW_DEFAULT = 100;

export const NEW_BADGE_MS = 24 * 60 * 60 * 1000;

/** Browser storage keys of the stored session (000 section 3). */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  userRole: 'userRole',
  userName: 'userName',
  userEmail: 'userEmail',
  isSubUser: 'isSubUser',
  parentUser: 'parentUser',
  tokenExpiry: 'token_expiry',
  audioPermission: 'audioPermission',
} as const;

export const SESSION_COOKIE = 'sid';

/** Test-network explorers (Tron Nile, Ethereum Sepolia). */
export const EXPLORERS: Record<Network, { address: string; tx: string }> = {
  'USDT-TRC20': {
    address: 'https://nile.tronscan.org/#/address/',
    tx: 'https://nile.tronscan.org/#/transaction/',
  },
  'USDT-ERC20': {
    address: 'https://sepolia.etherscan.io/address/',
    tx: 'https://sepolia.etherscan.io/tx/',
  },
};

/** A step-up confirmation (a 2FA code, or the password without 2FA) holds this long on its session (DECISIONS.md section 6). */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;

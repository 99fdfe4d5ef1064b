/**
 * Roles, permission keys and the role → permission matrix of spec 000 section 6.
 * Both the dashboard (gates, navigation) and the sandbox API (route guards) import this file,
 * so the two sides cannot disagree about who may do what.
 */

export const ROLES = [
  'admin',
  'superadmin',
  'merchant',
  'super_merchant',
  'sub_merchant',
  'super_operation',
  'operation',
] as const;
export type Role = (typeof ROLES)[number];

/** Only these roles count as a valid login in the session check (000 section 4). */
export const LOGIN_ROLES = ['merchant', 'sub_merchant', 'super_operation', 'operation'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

/** Roles a manager may give a sub-user (001 section 2.7). */
export const SUB_USER_ROLES = ['operation', 'super_operation', 'sub_merchant'] as const;
export type SubUserRole = (typeof SUB_USER_ROLES)[number];
export const DEFAULT_SUB_USER_ROLE: SubUserRole = 'operation';

/** Roles that may hold 2FA (000 section 6). */
export const TWO_FACTOR_ROLES: readonly Role[] = [
  'merchant',
  'sub_merchant',
  'super_operation',
  'operation',
  'super_merchant',
];

/** Roles whose dashboard volume and average figures show 0.00 (000 section 6). */
export const ZEROED_FIGURE_ROLES: readonly Role[] = [
  'super_merchant',
  'super_operation',
  'operation',
  'sub_merchant',
];

export const PERMISSIONS = [
  'balance-view',
  'transactions-view',
  'qr-code-generation',
  'approved-withdrawals',
  'api-credentials',
  'approved-payout-requests',
  'role-management',
  'change-password',
  'dashboard_access',
  'wallet-balance',
  'complaints-view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<LoginRole, readonly Permission[]> = {
  merchant: PERMISSIONS,
  sub_merchant: [
    'balance-view',
    'transactions-view',
    'qr-code-generation',
    'approved-withdrawals',
    'api-credentials',
    'approved-payout-requests',
    'role-management',
    'dashboard_access',
    'complaints-view',
  ],
  super_operation: [
    'approved-withdrawals',
    'qr-code-generation',
    'approved-payout-requests',
    'dashboard_access',
    'transactions-view',
    'complaints-view',
  ],
  operation: ['qr-code-generation', 'dashboard_access', 'complaints-view', 'transactions-view'],
};

/** The permission demo's static example table (001 section 2.7). Shown as an example, never used for gating. */
export const DEMO_EXAMPLE_PERMISSIONS: Record<SubUserRole, readonly Permission[]> = {
  sub_merchant: [
    'balance-view',
    'transactions-view',
    'qr-code-generation',
    'approved-withdrawals',
    'api-credentials',
    'approved-payout-requests',
    'role-management',
  ],
  super_operation: ['qr-code-generation', 'approved-withdrawals', 'approved-payout-requests'],
  operation: ['qr-code-generation', 'approved-withdrawals'],
};

/** The eight permissions the permission status widget lists (001 section 2.7). */
export const WIDGET_PERMISSIONS: readonly Permission[] = [
  'balance-view',
  'transactions-view',
  'qr-code-generation',
  'approved-withdrawals',
  'api-credentials',
  'approved-payout-requests',
  'role-management',
  'change-password',
];

export const ACTIONS = {
  view_balance: 'balance-view',
  view_transactions: 'transactions-view',
  generate_qr: 'qr-code-generation',
  approve_withdrawals: 'approved-withdrawals',
  manage_api_credentials: 'api-credentials',
  approve_payouts: 'approved-payout-requests',
  manage_roles: 'role-management',
  change_password: 'change-password',
  view_complaints: 'complaints-view',
} as const satisfies Record<string, Permission>;
export type Action = keyof typeof ACTIONS;

/** Actions reserved to the main merchant rather than mapped to a permission (DECISIONS.md section 5). */
export const MAIN_USER_ACTIONS = ['manage_balance'] as const;
export type MainUserAction = (typeof MAIN_USER_ACTIONS)[number];

export interface PermissionSubject {
  role: string | null | undefined;
  isSubUser?: boolean | string | null;
  parentUser?: string | null;
}

export function isLoginRole(role: unknown): role is LoginRole {
  return typeof role === 'string' && (LOGIN_ROLES as readonly string[]).includes(role);
}

function flag(value: boolean | string | null | undefined): boolean {
  return value === true || value === 'true';
}

/** A merchant flagged as a sub-user (isSubUser with parentUser) is not a main user (000 section 6). */
export function isMainUser(subject: PermissionSubject): boolean {
  if (subject.role !== 'merchant') return false;
  return !(flag(subject.isSubUser) && Boolean(subject.parentUser));
}

export function permissionsOf(subject: PermissionSubject): readonly Permission[] {
  if (isMainUser(subject)) return PERMISSIONS;
  if (!isLoginRole(subject.role)) return [];
  // A sub-user flagged with role merchant is treated as the Finance Role: never more than a sub-user.
  if (subject.role === 'merchant') return ROLE_PERMISSIONS.sub_merchant;
  return ROLE_PERMISSIONS[subject.role];
}

export function hasPermission(subject: PermissionSubject, permission: Permission): boolean {
  return permissionsOf(subject).includes(permission);
}

export function can(subject: PermissionSubject, action: Action | MainUserAction): boolean {
  if (action === 'manage_balance') return isMainUser(subject);
  return hasPermission(subject, ACTIONS[action]);
}

/** Main merchant can always reach pages; others need dashboard_access (000 section 6). */
export function canReachPages(subject: PermissionSubject): boolean {
  return isMainUser(subject) || hasPermission(subject, 'dashboard_access');
}

/**
 * The Finance Role: sub_merchant, and a sub-user flagged with role merchant, which permissionsOf
 * treats as one. Both get the same permissions, so they manage the same roles.
 */
function isFinanceRole(subject: PermissionSubject): boolean {
  return subject.role === 'sub_merchant' || (subject.role === 'merchant' && !isMainUser(subject));
}

/**
 * Which sub-user roles the subject may manage (000 section 6): the main merchant any role,
 * super_operation only operation. The Finance Role (a sub_merchant, or a sub-user whose role is
 * merchant) holding role-management may manage roles below its own, so it can never create a
 * peer with its own rights.
 */
export function manageableRoles(subject: PermissionSubject): readonly SubUserRole[] {
  if (isMainUser(subject)) return SUB_USER_ROLES;
  if (subject.role === 'super_operation') return ['operation'];
  if (isFinanceRole(subject) && hasPermission(subject, 'role-management')) {
    return ['operation', 'super_operation'];
  }
  return [];
}

export function canManageRole(subject: PermissionSubject, target: string): boolean {
  return (manageableRoles(subject) as readonly string[]).includes(target);
}

export function canUseTwoFactor(role: string | null | undefined): boolean {
  return typeof role === 'string' && TWO_FACTOR_ROLES.includes(role as Role);
}

export function showsZeroedFigures(role: string | null | undefined): boolean {
  return typeof role === 'string' && ZEROED_FIGURE_ROLES.includes(role as Role);
}

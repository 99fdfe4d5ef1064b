import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  PERMISSIONS,
  can,
  canManageRole,
  canReachPages,
  canUseTwoFactor,
  hasPermission,
  isLoginRole,
  isMainUser,
  manageableRoles,
  permissionsOf,
  showsZeroedFigures,
  type Permission,
} from './permissions';

// The matrix of spec 000 section 6, written out again by hand as an independent oracle.
const EXPECTED: Record<string, Permission[]> = {
  sub_merchant: [
    'balance-view', 'transactions-view', 'qr-code-generation', 'approved-withdrawals', 'api-credentials',
    'approved-payout-requests', 'role-management', 'dashboard_access', 'complaints-view',
  ],
  super_operation: [
    'approved-withdrawals', 'qr-code-generation', 'approved-payout-requests', 'dashboard_access',
    'transactions-view', 'complaints-view',
  ],
  operation: ['qr-code-generation', 'dashboard_access', 'complaints-view', 'transactions-view'],
};

describe('permission matrix', () => {
  it('lists the eleven permission keys of the spec', () => {
    expect([...PERMISSIONS].sort()).toEqual(
      [
        'balance-view', 'transactions-view', 'qr-code-generation', 'approved-withdrawals', 'api-credentials',
        'approved-payout-requests', 'role-management', 'change-password', 'dashboard_access', 'wallet-balance',
        'complaints-view',
      ].sort(),
    );
  });

  it('gives the main merchant every permission', () => {
    for (const permission of PERMISSIONS) {
      expect(hasPermission({ role: 'merchant', isSubUser: false }, permission)).toBe(true);
    }
  });

  for (const [role, granted] of Object.entries(EXPECTED)) {
    for (const permission of PERMISSIONS) {
      const expected = granted.includes(permission);
      it(`${role} ${expected ? 'holds' : 'lacks'} ${permission}`, () => {
        expect(hasPermission({ role, isSubUser: true, parentUser: 'p' }, permission)).toBe(expected);
      });
    }
  }

  it('treats a merchant flagged as sub-user with a parent as not main and never as holding all', () => {
    const subject = { role: 'merchant', isSubUser: 'true', parentUser: 'parent-id' };
    expect(isMainUser(subject)).toBe(false);
    expect(hasPermission(subject, 'change-password')).toBe(false);
    expect(isMainUser({ role: 'merchant', isSubUser: 'false', parentUser: null })).toBe(true);
  });

  it('grants nothing to unknown or admin roles on the merchant side', () => {
    expect(permissionsOf({ role: 'admin' })).toEqual([]);
    expect(permissionsOf({ role: null })).toEqual([]);
    expect(permissionsOf({ role: 'hacker' })).toEqual([]);
  });
});

describe('action map', () => {
  const expected: Record<string, Permission> = {
    view_balance: 'balance-view',
    view_transactions: 'transactions-view',
    generate_qr: 'qr-code-generation',
    approve_withdrawals: 'approved-withdrawals',
    manage_api_credentials: 'api-credentials',
    approve_payouts: 'approved-payout-requests',
    manage_roles: 'role-management',
    change_password: 'change-password',
    view_complaints: 'complaints-view',
  };

  it('maps each action to the permission of the same meaning', () => {
    expect(ACTIONS).toEqual(expected);
  });

  for (const [action, permission] of Object.entries(expected)) {
    it(`can(${action}) follows ${permission} for every role`, () => {
      for (const role of Object.keys(EXPECTED)) {
        const subject = { role, isSubUser: true, parentUser: 'p' };
        expect(can(subject, action as keyof typeof ACTIONS)).toBe(EXPECTED[role].includes(permission));
      }
    });
  }

  it('reserves manage_balance to the main merchant', () => {
    expect(can({ role: 'merchant', isSubUser: false }, 'manage_balance')).toBe(true);
    expect(can({ role: 'sub_merchant', isSubUser: true, parentUser: 'p' }, 'manage_balance')).toBe(false);
  });
});

describe('role rules', () => {
  it('counts only the four merchant-side roles as a login', () => {
    expect(['merchant', 'sub_merchant', 'super_operation', 'operation'].every(isLoginRole)).toBe(true);
    expect(['admin', 'superadmin', 'super_merchant', '', undefined].some(isLoginRole)).toBe(false);
  });

  it('lets the main merchant reach pages and others only with dashboard_access', () => {
    expect(canReachPages({ role: 'merchant' })).toBe(true);
    expect(canReachPages({ role: 'operation', isSubUser: true, parentUser: 'p' })).toBe(true);
    expect(canReachPages({ role: 'admin' })).toBe(false);
  });

  it('lets the main merchant manage any role and super_operation only operation', () => {
    const main = { role: 'merchant' };
    expect(['operation', 'super_operation', 'sub_merchant'].every((r) => canManageRole(main, r))).toBe(true);
    const superOps = { role: 'super_operation', isSubUser: true, parentUser: 'p' };
    expect(canManageRole(superOps, 'operation')).toBe(true);
    expect(canManageRole(superOps, 'super_operation')).toBe(false);
    expect(canManageRole(superOps, 'sub_merchant')).toBe(false);
    expect(canManageRole({ role: 'operation', isSubUser: true, parentUser: 'p' }, 'operation')).toBe(false);
    expect(canManageRole(main, 'merchant')).toBe(false);
  });

  it('lets a sub-user whose role is merchant manage what the Finance Role manages, because it holds the same permissions', () => {
    const merchantRoleSubUser = { role: 'merchant', isSubUser: true, parentUser: 'p' };
    const finance = { role: 'sub_merchant', isSubUser: true, parentUser: 'p' };
    expect(permissionsOf(merchantRoleSubUser)).toEqual(permissionsOf(finance));
    expect(hasPermission(merchantRoleSubUser, 'role-management')).toBe(true);
    expect(manageableRoles(merchantRoleSubUser)).toEqual(['operation', 'super_operation']);
    expect(manageableRoles(merchantRoleSubUser)).toEqual(manageableRoles(finance));
    expect(canManageRole(merchantRoleSubUser, 'sub_merchant')).toBe(false);
    expect(canManageRole(merchantRoleSubUser, 'merchant')).toBe(false);
    // The flag takes effect only with a parent: without one the user is the main merchant.
    expect(manageableRoles({ role: 'merchant', isSubUser: true, parentUser: null })).toEqual(['operation', 'super_operation', 'sub_merchant']);
    expect(manageableRoles({ role: 'merchant', isSubUser: 'true', parentUser: 'p' })).toEqual(['operation', 'super_operation']);
  });

  it('gives every holder of role-management someone to manage', () => {
    const subjects = [
      { role: 'merchant' },
      { role: 'merchant', isSubUser: true, parentUser: 'p' },
      ...['sub_merchant', 'super_operation', 'operation', 'super_merchant', 'admin'].map((role) => ({ role, isSubUser: true, parentUser: 'p' })),
    ];
    for (const subject of subjects) {
      if (hasPermission(subject, 'role-management')) expect(manageableRoles(subject).length, JSON.stringify(subject)).toBeGreaterThan(0);
    }
  });

  it('offers 2FA to the five roles of the spec', () => {
    for (const role of ['merchant', 'sub_merchant', 'super_operation', 'operation', 'super_merchant']) {
      expect(canUseTwoFactor(role)).toBe(true);
    }
    expect(canUseTwoFactor('admin')).toBe(false);
  });

  it('zeroes dashboard figures for the four non-main roles', () => {
    for (const role of ['super_merchant', 'sub_merchant', 'super_operation', 'operation']) {
      expect(showsZeroedFigures(role)).toBe(true);
    }
    expect(showsZeroedFigures('merchant')).toBe(false);
  });
});

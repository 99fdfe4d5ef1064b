import type { LoginRole } from '../../contract/permissions';
import { saveSession } from '../../authProvider/session';

/** Stored sessions for tests: the demo accounts of DECISIONS.md section 2. */

export interface TestUser {
  role: LoginRole;
  isSubUser?: boolean;
  parentUser?: string | null;
  name?: string;
  email?: string;
  rememberMe?: boolean;
}

export const USERS = {
  merchant: { role: 'merchant', name: 'Main Merchant', email: 'merchant@sandbox.test' },
  finance: {
    role: 'sub_merchant',
    name: 'Finance',
    email: 'finance@sandbox.test',
    isSubUser: true,
    parentUser: '11111111-1111-4111-8111-111111111111',
  },
  superops: {
    role: 'super_operation',
    name: 'Super Ops',
    email: 'superops@sandbox.test',
    isSubUser: true,
    parentUser: '11111111-1111-4111-8111-111111111111',
  },
  ops: {
    role: 'operation',
    name: 'Ops',
    email: 'ops@sandbox.test',
    isSubUser: true,
    parentUser: '11111111-1111-4111-8111-111111111111',
  },
} satisfies Record<string, TestUser>;

export function storeTestSession(user: TestUser, token = 'test-token') {
  saveSession(
    {
      user: {
        _id: '22222222-2222-4222-8222-222222222222',
        role: user.role,
        email: user.email ?? `${user.role}@sandbox.test`,
        name: user.name ?? user.role,
        isSubUser: user.isSubUser ?? false,
        parentUser: user.parentUser ?? null,
      },
      token,
    },
    user.rememberMe ?? false,
  );
}

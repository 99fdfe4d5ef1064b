import type { SubUser } from '../../contract/subusers';

/** A sub-user as GET /subusers answers it (001 section 3): Omar Nasser, operation, no 2FA, unless told. */
export function subUser(overrides: Partial<SubUser> = {}): SubUser {
  return {
    _id: 'u-ops',
    name: 'Omar Nasser',
    email: 'ops@sandbox.test',
    role: 'operation',
    status: 'active',
    createdAt: '2026-01-15T12:00:00.000Z',
    enabled2FA: 'false',
    type2FA: null,
    verified2FA: 'false',
    ...overrides,
  };
}

import type { LoginUser, TwoFactorType } from '../../contract/auth';
import type { Role } from '../../contract/permissions';
import type { Queryable } from '../db/types';

/** A users row as the auth code reads it. */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: 'active' | 'inactive' | 'blocked';
  parent_user_id: string | null;
  parent_status: 'active' | 'inactive' | 'blocked' | null;
  password_hash: string;
  two_factor_enabled: boolean;
  two_factor_type: TwoFactorType | null;
  two_factor_verified: boolean;
  two_factor_secret_encrypted: string | null;
  two_factor_last_step: number | null;
  requires_login_otp: boolean;
  /** The merchant's team security requires 2FA of its sub-users (issue 28, migration 024). */
  team_requires_2fa: boolean;
}

const SELECT_USER = `
  SELECT u.id, u.email, u.name, u.role, u.status, u.parent_user_id, parent.status AS parent_status,
         u.password_hash, u.two_factor_enabled, u.two_factor_type, u.two_factor_verified,
         u.two_factor_secret_encrypted, u.two_factor_last_step, u.requires_login_otp,
         coalesce(team.require_2fa, false) AS team_requires_2fa
    FROM users u LEFT JOIN users parent ON parent.id = u.parent_user_id
    LEFT JOIN team_security team ON team.merchant_id = u.parent_user_id`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} WHERE lower(u.email) = lower($1)`, [email]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(`${SELECT_USER} WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

/** A sub-user of a blocked or inactive merchant cannot work either. */
export function isActive(user: UserRecord): boolean {
  return user.status === 'active' && (user.parent_status === null || user.parent_status === 'active');
}

/** 2FA takes part in sign-in only once it has been verified (issue 6). */
export function twoFactorForSignIn(user: UserRecord): TwoFactorType | null {
  return user.two_factor_enabled && user.two_factor_verified ? user.two_factor_type : null;
}

/**
 * A sub-user's 2FA that is enabled but not verified (a manager turned it on in Role Management)
 * must be enrolled at the next sign-in before any session is granted (issue 12). So must a
 * sub-user without 2FA when the merchant's team security requires it (issue 28): with an
 * authenticator app, the strongest method, which needs nothing but the app.
 */
export function twoFactorEnrolment(user: UserRecord): TwoFactorType | null {
  if (user.parent_user_id === null) return null;
  if (user.two_factor_enabled && !user.two_factor_verified) return user.two_factor_type;
  if (user.team_requires_2fa && !user.two_factor_enabled) return 'GOOGLE_AUTH';
  return null;
}

/** The 2FA that guards the account: verified, or mandated and awaiting enrolment. */
export function twoFactorGuarding(user: UserRecord): TwoFactorType | null {
  return twoFactorForSignIn(user) ?? twoFactorEnrolment(user);
}

export function toLoginUser(user: Pick<UserRecord, 'id' | 'role' | 'email' | 'name' | 'parent_user_id'>): LoginUser {
  return {
    _id: user.id,
    id: user.id,
    role: user.role,
    email: user.email,
    name: user.name,
    isSubUser: user.parent_user_id !== null,
    parentUser: user.parent_user_id,
  };
}

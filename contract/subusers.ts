import { z } from 'zod';
import { PASSWORD_MIN_SUB_USER } from './constants';
import { SUB_USER_ROLES, type SubUserRole } from './permissions';

/** Sub-user management (001 sections 2.7, 3, 5 and 7), shared by the dashboard and the sandbox API. */

export const SUB_USER_STATUSES = ['active', 'inactive', 'blocked'] as const;
export type SubUserStatus = (typeof SUB_USER_STATUSES)[number];

/** Types a manager may switch on for a sub-user (001 section 4: EMAIL or GOOGLE_AUTH). */
export const SUB_USER_TWO_FACTOR_TYPES = ['EMAIL', 'GOOGLE_AUTH'] as const;

/** The sub-user record of 001 section 3; the 2FA flags are 'true'/'false' strings as the spec has them. */
export interface SubUser {
  _id: string;
  name: string;
  email: string;
  role: SubUserRole;
  status: SubUserStatus;
  createdAt: string;
  enabled2FA: 'true' | 'false';
  type2FA: 'EMAIL' | 'GOOGLE_AUTH' | 'PHONE' | null;
  verified2FA: 'true' | 'false';
}

export const SUB_USER_MESSAGES = {
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordsDiffer: 'Passwords do not match!',
  emailExists: 'Email already exists',
  notFound: 'Sub-user not found',
  roleNotAllowed: 'You cannot give a user this role',
  ownAccount: 'You cannot change your own account here',
  created: 'User created successfully!',
  updated: 'User updated successfully!',
  passwordUpdated: 'Password updated successfully!',
  statusUpdated: 'Status updated successfully!',
  deleted: 'User deleted successfully!',
  twoFactorEnabled: 'Two-factor authentication enabled; pending verification by the user',
  twoFactorDisabled: 'Two-factor authentication disabled',
  twoFactorRemoved: 'Two-factor authentication removed',
} as const;

/** The role labels of 001 section 2.7 (sub_merchant is the Finance Role). */
export const SUB_USER_ROLE_LABELS: Record<SubUserRole, string> = {
  operation: 'Operation',
  super_operation: 'Super Operation',
  sub_merchant: 'Finance Role',
};

const name = z.string().trim().min(1, 'Full Name is required').max(120);
const email = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);
const role = z.enum(SUB_USER_ROLES, 'role must be operation, super_operation or sub_merchant');
export const subUserPassword = z.string().min(PASSWORD_MIN_SUB_USER, SUB_USER_MESSAGES.passwordTooShort).max(256);

export const CreateSubUserRequest = z.object({ email, name, role, password: subUserPassword });
export type CreateSubUserRequest = z.infer<typeof CreateSubUserRequest>;

/** PUT /subusers/{id}: either an edit (name, email, role) or a password change (password only). */
export const UpdateSubUserRequest = z
  .object({ name: name.optional(), email: email.optional(), role: role.optional(), password: subUserPassword.optional() })
  .superRefine((value, ctx) => {
    const editFields = (['name', 'email', 'role'] as const).filter((field) => value[field] === undefined);
    if (value.password !== undefined) {
      if (editFields.length < 3) ctx.addIssue({ code: 'custom', path: ['password'], message: 'send the password alone, without name, email or role' });
      return;
    }
    for (const field of editFields) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
  });
export type UpdateSubUserRequest = z.infer<typeof UpdateSubUserRequest>;

export const SubUserStatusRequest = z.object({
  status: z.enum(SUB_USER_STATUSES, 'status must be active, inactive or blocked'),
});

export const SubUserToggle2faRequest = z.object({
  enable: z.enum(['true', 'false'], 'enable must be "true" or "false"'),
  type2FA: z.enum(SUB_USER_TWO_FACTOR_TYPES, 'type2FA must be EMAIL or GOOGLE_AUTH').optional(),
});

/** Client-side checks of the add and password modals (001 section 5), in the spec's order. */
export function checkSubUserPassword(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return SUB_USER_MESSAGES.passwordsDiffer;
  if (password.length < PASSWORD_MIN_SUB_USER) return SUB_USER_MESSAGES.passwordTooShort;
  return null;
}

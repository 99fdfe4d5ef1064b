import { z } from 'zod';

/** The server IP whitelist of 001 sections 2.8, 3, 4, 5 and 7. */

export const IP_STATUSES = ['active', 'blocked', 'deleted'] as const;
export type IpStatus = (typeof IP_STATUSES)[number];

export interface IpWhitelistEntry {
  _id: string;
  ipAddress: string;
  type: 'server';
  status: IpStatus;
  createdAt: string;
}

export const IP_MESSAGES = {
  required: 'IP address is required',
  invalidFormat: 'Invalid IP address format',
  octetRange: 'Each part of an IP address must be between 0 and 255',
  notFound: 'IP address not found',
  noActive: 'API Access Blocked: No server IPs configured.',
  /** Adding an address the whitelist already holds (409): nothing changes. */
  alreadyListed: (ip: string) => `${ip} is already in the whitelist.`,
  alreadyBlocked: (ip: string) => `${ip} is already in the whitelist, blocked: use Reactivate to allow it again.`,
} as const;

/** The canonical spelling of a dotted address (010.1.1.1 is 10.1.1.1), as the server stores it. */
export const canonicalIp = (value: string) => value.trim().split('.').map(Number).join('.');

/** Dotted four-part decimal, 1 to 3 digits each (001 section 5); no range check on the client. */
const FOUR_PARTS = /^(\d{1,3}\.){3}\d{1,3}$/;

/** The client's check (001 section 5), in the spec's order; null when the address passes. */
export function checkIpFormat(ip: string): string | null {
  if (!ip.trim()) return IP_MESSAGES.required;
  if (!FOUR_PARTS.test(ip.trim())) return IP_MESSAGES.invalidFormat;
  return null;
}

/** The server adds the range check, so 999.1.1.1 can never be stored. */
const ip = z
  .string(IP_MESSAGES.required)
  .trim()
  .min(1, IP_MESSAGES.required)
  .regex(FOUR_PARTS, IP_MESSAGES.invalidFormat)
  .refine((value) => value.split('.').every((part) => Number(part) <= 255), IP_MESSAGES.octetRange)
  // 010.1.1.1 and 10.1.1.1 are one address; store the canonical spelling.
  .transform(canonicalIp);

export const IpTypeQuery = z.object({ type: z.literal('server', 'type must be server').default('server') });

export const AddIpRequest = z.object({
  ip,
  type: z.literal('server', 'type must be server').default('server'),
  status: z.literal('active', 'status must be active').default('active'),
});

export const UpdateIpRequest = z.object({
  ip,
  type: z.literal('server', 'type must be server').default('server'),
  status: z.enum(IP_STATUSES, 'status must be active, blocked or deleted'),
});

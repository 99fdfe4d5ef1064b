import type { IpWhitelistEntry } from '../../contract/ipWhitelist';

/** An entry as GET /ip-whitelist/{userId} lists it (001 section 3): a server address, active unless told. */
export const ipEntry = (ipAddress: string, status: IpWhitelistEntry['status'] = 'active'): IpWhitelistEntry => ({
  _id: `ip-${ipAddress}`,
  ipAddress,
  type: 'server',
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
});

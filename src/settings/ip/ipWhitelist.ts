import type { IpWhitelistEntry } from '../../../contract/ipWhitelist';

export type IpRow = IpWhitelistEntry & { id: string };

export const IP_RESOURCE = 'ip-whitelist';
export const IP_PAGE_SIZE = 25;
/** The app.settings.ip i18n namespace (src/i18n/settings). */
export const IP = 'app.settings.ip';

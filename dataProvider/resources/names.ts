/** The brief's six react-admin resources (001 section 7); apart from resources/index.ts, so access.ts needs none of their code. */
export const RESOURCE_NAMES = ['transactions', 'withdrawals', 'refunds', 'subusers', 'ip-whitelist', 'wallet-service-types'] as const;
export type GatewayResource = (typeof RESOURCE_NAMES)[number];

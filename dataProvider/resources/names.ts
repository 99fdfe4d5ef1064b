/**
 * The brief's six react-admin resources, each its own small data provider on the spec's paths
 * (001 section 7), composed in index.ts with combineDataProviders. A resource has only the calls
 * the gateway has; asking for another one is a programming error and says so.
 */
export const RESOURCE_NAMES = ['transactions', 'withdrawals', 'refunds', 'subusers', 'ip-whitelist', 'wallet-service-types'] as const;
export type GatewayResource = (typeof RESOURCE_NAMES)[number];

export function isGatewayResource(resource: string): resource is GatewayResource {
  return (RESOURCE_NAMES as readonly string[]).includes(resource);
}


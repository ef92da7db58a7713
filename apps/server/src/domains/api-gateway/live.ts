import type { Gateway } from './gateway';

/**
 * The gates of the servers running in this process (one in production; a test file may start
 * several): the console's changes to keys, rules and services reach their caches through here.
 */
const live = new Set<Gateway>();

export const addGateway = (gateway: Gateway) => live.add(gateway);
export const removeGateway = (gateway: Gateway) => live.delete(gateway);

export function dropPolicies(tenantId: number) {
  for (const gateway of live) gateway.dropPolicy(tenantId);
}

export function dropKeys() {
  for (const gateway of live) gateway.dropKeys();
}

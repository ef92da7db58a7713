import type { FastifyBaseLogger } from 'fastify';

/**
 * The dealer management system (DMS) the vehicle archive synchronises with: distribution
 * (vehicles handed to dealers), real-time sales and dealer channels. A real DMS implements this
 * interface; the default only records that a synchronisation was asked for.
 */
export interface DmsClient {
  distribution(since: Date): Promise<{ synced: number }>;
  realtimeSales(vin: string): Promise<{ synced: number }>;
  channelInfo(since: Date): Promise<{ synced: number }>;
}

export function loggingDmsClient(log: FastifyBaseLogger): DmsClient {
  const note = (call: string, arg: string) => {
    log.info({ call, arg }, 'DMS synchronisation requested; no DMS is configured');
    return Promise.resolve({ synced: 0 });
  };
  return {
    distribution: (since) => note('distribution', since.toISOString()),
    realtimeSales: (vin) => note('realtimeSales', vin),
    channelInfo: (since) => note('channelInfo', since.toISOString()),
  };
}

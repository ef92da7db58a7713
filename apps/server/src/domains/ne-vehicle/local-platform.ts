import type { FastifyBaseLogger } from 'fastify';

/** The vehicle information the local platform (LT) receives for one vehicle. */
export interface PushedVehicle {
  vin: string;
  plate: string | null;
  model: string | null;
  status: string;
  productionDate: string | null;
  machineCode: string | null;
  motorCode: string | null;
  batteryPackCode: string | null;
  terminalCode: string | null;
}

/**
 * The local platform vehicle data is pushed to. A real platform implements this interface and is
 * installed with installLocalPlatformClient; a push it refuses throws, and the import then refuses the
 * file. The default records the push in the server log and answers a reference of its own.
 */
export interface LocalPlatformClient {
  push(tenantId: number, vehicle: PushedVehicle): Promise<{ reference: string }>;
}

export function loggingLocalPlatformClient(log: FastifyBaseLogger): LocalPlatformClient {
  return {
    push(tenantId, vehicle) {
      log.info(
        { tenantId, vehicle },
        'vehicle information pushed to the local platform; no platform is configured',
      );
      return Promise.resolve({ reference: `LOG-${vehicle.vin}-${Date.now().toString(36).toUpperCase()}` });
    },
  };
}

let installed: LocalPlatformClient | null = null;

/** Installs the client of a real local platform (null goes back to the logging default). */
export function installLocalPlatformClient(client: LocalPlatformClient | null) {
  installed = client;
}

export function localPlatformClient(log: FastifyBaseLogger): LocalPlatformClient {
  return installed ?? loggingLocalPlatformClient(log);
}

import { expect } from '@playwright/test';
import { SimulatedTerminal, type VehicleIdentity } from '@chelian/simulator';

/** The gateway of the server the suite starts (playwright.config.ts: the port after the console's). */
export const gatewayPort = Number(process.env.E2E_PORT ?? 8181) + 1;

/** What a test moves of a placed terminal's vehicle. */
export interface PlacedVehicle {
  lng: number;
  lat: number;
  speed: number;
}

/**
 * A simulated terminal whose vehicle stays where the test puts it (its clock moves a step with each
 * report, its position only when the test moves it), logged in and with one report sent.
 */
export async function placedTerminal(
  identity: VehicleIdentity,
  [lng, lat]: [number, number],
  speed: number,
): Promise<{ terminal: SimulatedTerminal; vehicle: PlacedVehicle }> {
  const terminal = new SimulatedTerminal({ identity, port: gatewayPort, interval: 1, randomAlarms: false });
  const vehicle = terminal.vehicle as unknown as PlacedVehicle & { step(ms: number): void; now: number };
  vehicle.step = (ms: number) => {
    vehicle.now += ms;
  };
  Object.assign(vehicle, { lng, lat, speed });
  expect(await terminal.login()).toBe('ok');
  terminal.tick();
  return { terminal, vehicle };
}

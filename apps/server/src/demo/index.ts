import type { ServerContext } from '../platform/context';
import { seedAdjustDemo } from './adjust';
import { seedArchiveDemo } from './archive';
import { seedFenceDemo } from './fence';
import { seedFilingSignalDemo } from './filing-signal';
import { seedNeVehicleDemo } from './ne-vehicle';
import { seedSystemDemo } from './system';
import { DEMO, seedDemoTenants } from './tenants';

export { DEMO } from './tenants';
export { startDemoFleet, type DemoFleet } from './fleet';

/**
 * Everything a newcomer's `npm start` shows beside the platform itself: tenants, users, archive,
 * filings, signals and the fleet's records. Loaded only with DEMO_SEED or DEMO_FLEET (the
 * simulator it starts is a development dependency); idempotent, so it runs at every start.
 */
export async function seedDemoData(ctx: ServerContext): Promise<void> {
  await seedDemoTenants(ctx);
  await seedSystemDemo(ctx);
  await seedArchiveDemo(ctx);
  await seedNeVehicleDemo(ctx);
  await seedAdjustDemo(ctx, DEMO.platformTenant);
  await seedFilingSignalDemo(ctx);
  await seedFenceDemo(ctx);
}

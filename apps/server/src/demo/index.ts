import type { ServerContext } from '../platform/context';
import { seedAdjustDemo } from './adjust';
import { seedApiGatewayDemo } from './api-gateway';
import { seedAppManagementDemo } from './app-management';
import { seedArchiveDemo } from './archive';
import { seedContentDemo } from './content';
import { seedCustomerDemo } from './customer';
import { seedDealerDemo } from './dealer';
import { seedFenceDemo } from './fence';
import { seedForwardDemo } from './forward';
import { seedAlarmDemo } from './alarm';
import { seedFaultMaintenanceDemo } from './fault-maintenance';
import { seedFilingSignalDemo } from './filing-signal';
import { seedNeVehicleDemo } from './ne-vehicle';
import { seedOtaPartsDemo } from './ota-parts';
import { seedRealnameDemo } from './realname';
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
  await seedAlarmDemo(ctx);
  await seedFaultMaintenanceDemo(ctx);
  await seedDealerDemo(ctx);
  await seedAppManagementDemo(ctx);
  await seedContentDemo(ctx);
  await seedCustomerDemo(ctx);
  await seedRealnameDemo(ctx);
  await seedForwardDemo(ctx);
  await seedApiGatewayDemo(ctx);
  await seedOtaPartsDemo(ctx);
}

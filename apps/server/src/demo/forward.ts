import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { PASSWORD_PURPOSE } from '../domains/forward';
import { forwardConfigs, forwardVehicles } from '../domains/forward/schema';
import { vehicles } from '../domains/vehicle/schema';
import { DEMO } from './tenants';

const NAME = '省级新能源汽车监管平台';

/**
 * A stopped forward config of the platform tenant with two bound vehicles, so the forwarding
 * screens have a row to show. Its target is a documentation address, never this gateway (a task
 * relaying to itself would loop); the password is generated and sealed like any other.
 */
export async function seedForwardDemo(ctx: ServerContext): Promise<void> {
  const db = ctx.database.db;
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!tenant) return;
  const [existing] = await db
    .select({ id: forwardConfigs.id })
    .from(forwardConfigs)
    .where(and(eq(forwardConfigs.tenantId, tenant.id), eq(forwardConfigs.name, NAME)));
  if (existing) return;
  const [config] = await db
    .insert(forwardConfigs)
    .values({
      tenantId: tenant.id,
      name: NAME,
      linkType: 'TCP',
      host: 'gb32960.example.gov.cn',
      port: 19006,
      edition: '2016',
      platformLogin: true,
      account: 'chelian01',
      password: ctx.secrets.seal(PASSWORD_PURPOSE, randomBytes(9).toString('base64url')),
      status: 'STOPPED',
    })
    .returning({ id: forwardConfigs.id });
  const picked = await db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenant.id))
    .orderBy(asc(vehicles.vin))
    .limit(2);
  if (picked.length)
    await db
      .insert(forwardVehicles)
      .values(picked.map((v) => ({ tenantId: tenant.id, configId: config!.id, vehicleId: v.id, vin: v.vin })))
      .onConflictDoNothing();
}

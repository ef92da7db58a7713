import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { issueKey } from '../domains/api-gateway/keys';
import { gatewayAuths, gatewayRules, gatewayServices, systemConnects } from '../domains/api-gateway/schema';
import { DEMO } from './tenants';

const DEMO_SYSTEM = 'DEMO-FLEET-SYS';

/**
 * The gateway's screens with something in them (added once): the two services, a connected
 * system, one authorisation and a tenant-wide rule. The authorisation's key is made and
 * forgotten: a key is shown only to whoever issues it, so a working key is issued in the console.
 */
export async function seedApiGatewayDemo(ctx: Pick<ServerContext, 'database'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const tenantId = platform.id;
  const [present] = await db
    .select({ id: systemConnects.id })
    .from(systemConnects)
    .where(and(eq(systemConnects.tenantId, tenantId), eq(systemConnects.code, DEMO_SYSTEM)));
  if (present) return;
  await db
    .insert(gatewayServices)
    .values([
      {
        tenantId,
        code: 'VEHICLE_REALTIME',
        name: '车辆实时状态',
        description: 'GET /open/v1/vehicles/{vin}/realtime：车辆最新位置、车速、SOC、里程与在线状态',
      },
      {
        tenantId,
        code: 'VEHICLE_TRACK',
        name: '车辆轨迹',
        description: 'GET /open/v1/vehicles/{vin}/track?from=&to=：24 小时以内的轨迹点',
      },
    ])
    .onConflictDoNothing();
  const [system] = await db
    .insert(systemConnects)
    .values({
      tenantId,
      name: '城配车队调度系统',
      code: DEMO_SYSTEM,
      contacts: '周工',
      telephone: '010-65550003',
      description: '第三方调度系统，按需读取车辆实时状态与轨迹',
    })
    .returning({ id: systemConnects.id });
  const { prefix, hash } = issueKey();
  await db.insert(gatewayAuths).values({
    tenantId,
    connectId: system!.id,
    name: '调度系统只读',
    keyPrefix: prefix,
    keyHash: hash,
    services: ['VEHICLE_REALTIME', 'VEHICLE_TRACK'],
  });
  await db.insert(gatewayRules).values({
    tenantId,
    name: '租户每分钟 600 次',
    rateLimit: 600,
    windowSeconds: 60,
  });
}

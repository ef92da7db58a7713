import { and, asc, eq } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { vehicles } from '../domains/vehicle/schema';
import { customerFenceColumns } from '../domains/customer/resources';
import {
  customerAccountManagers,
  customerAccounts,
  customerFences,
  customerServiceSiteAccounts,
  customerServiceSites,
  customerVehicles,
} from '../domains/customer/schema';
import { DEMO } from './tenants';

const MANAGERS = [
  { name: '王经理', phone: '13800010001', remark: '华北区大客户' },
  { name: '李经理', phone: '13800010002', remark: '华东区大客户' },
];
const ACCOUNTS = [
  { name: '张伟', phone: '13900020001', userType: 'PERSONAL', manager: 0, focus: true },
  { name: '北京顺达物流有限公司', phone: '13900020002', userType: 'ORGANISATION', manager: 0, focus: false },
  { name: '陈静', phone: '13900020003', userType: 'PERSONAL', manager: 1, focus: false },
];

/**
 * Customers of the platform tenant (added once): two managers, three accounts, three of the
 * demo vehicles bound to them (one pending audit, one passed, one rejected), a fence and two
 * service sites.
 */
export async function seedCustomerDemo(ctx: Pick<ServerContext, 'database'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const tenantId = platform.id;
  const [seeded] = await db
    .select({ id: customerAccountManagers.id })
    .from(customerAccountManagers)
    .where(
      and(
        eq(customerAccountManagers.tenantId, tenantId),
        eq(customerAccountManagers.phone, MANAGERS[0]!.phone),
      ),
    );
  if (seeded) return;

  const managers = await db
    .insert(customerAccountManagers)
    .values(MANAGERS.map((m) => ({ tenantId, ...m })))
    .returning({ id: customerAccountManagers.id });
  const accounts = await db
    .insert(customerAccounts)
    .values(ACCOUNTS.map(({ manager, ...a }) => ({ tenantId, ...a, managerId: managers[manager]!.id })))
    .returning({ id: customerAccounts.id });

  const fleet = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId))
    .orderBy(asc(vehicles.id))
    .limit(3);
  const audits = [
    { auditStatus: 'PENDING' },
    { auditStatus: 'PASS', auditRemark: '资料齐全', auditedAt: new Date() },
    { auditStatus: 'REJECT', auditRemark: '行驶证照片不清晰', auditedAt: new Date() },
  ];
  if (fleet.length)
    await db.insert(customerVehicles).values(
      fleet.map((v, i) => ({
        tenantId,
        accountId: accounts[i % accounts.length]!.id,
        vehicleId: v.id,
        ...audits[i % audits.length]!,
      })),
    );

  await db.insert(customerFences).values({
    tenantId,
    accountId: accounts[1]!.id,
    name: '顺达物流园',
    remark: '车队夜间停放区域',
    ...(customerFenceColumns(
      'CIRCLE',
      { type: 'Circle', center: [116.52, 39.79], radius: 800 },
      'zh-CN',
    ) as Pick<
      typeof customerFences.$inferInsert,
      'shape' | 'geometry' | 'centerLng' | 'centerLat' | 'radius'
    >),
  });

  const sites = await db
    .insert(customerServiceSites)
    .values([
      {
        tenantId,
        name: '北京亦庄服务站',
        phone: '010-67880001',
        areaCode: '110115',
        address: '北京经济技术开发区科创十三街 8 号',
        lng: 116.55,
        lat: 39.78,
        managerId: managers[0]!.id,
        focus: true,
      },
      {
        tenantId,
        name: '上海浦东服务站',
        phone: '021-58990002',
        areaCode: '310115',
        address: '上海市浦东新区张江路 100 号',
        lng: 121.59,
        lat: 31.2,
        managerId: managers[1]!.id,
        maintenance: true,
      },
    ])
    .returning({ id: customerServiceSites.id });
  await db.insert(customerServiceSiteAccounts).values([
    { siteId: sites[0]!.id, accountId: accounts[0]!.id },
    { siteId: sites[0]!.id, accountId: accounts[1]!.id },
    { siteId: sites[1]!.id, accountId: accounts[2]!.id },
  ]);
}

import { crc32, deflateSync } from 'node:zlib';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { storeBytes } from '../domains/file';
import { menus, organisations, roleMenus, roles, tenants } from '../platform/schema';
import { dealers, dealerVehicles } from '../domains/dealer/schema';
import { vehicles } from '../domains/vehicle/schema';
import { DEMO } from './tenants';

interface DemoDealer {
  code: string;
  orgType: 'DEALER' | 'KEYACCOUNT' | 'SERVICE';
  name: string;
  dealerTypes: string[];
  province: string;
  city: string;
  address: string;
  contacts: string;
  telephone: string;
  lng: number;
  lat: number;
  /** how many of the tenant's vehicles it references, taken in VIN order after the previous ones */
  vehicles: number;
}

/**
 * The dealer network of the platform tenant: the dealer, key account and service provider the
 * system demo made as organisations, and two more dealers, each at its address with vehicles.
 */
const DEMO_DEALERS: DemoDealer[] = [
  {
    code: 'DLR-BJ-001',
    orgType: 'DEALER',
    name: '北京朝阳新能源汽车经销商',
    dealerTypes: ['SALE', 'SERVICE'],
    province: '110000',
    city: '110100',
    address: '北京市朝阳区东四环中路 56 号',
    contacts: '赵经理',
    telephone: '010-65550001',
    lng: 116.4864,
    lat: 39.9042,
    vehicles: 2,
  },
  {
    code: 'DLR-SH-001',
    orgType: 'DEALER',
    name: '上海浦东车联体验中心',
    dealerTypes: ['SALE', 'PARTS'],
    province: '310000',
    city: '310100',
    address: '上海市浦东新区张杨路 1500 号',
    contacts: '孙经理',
    telephone: '021-58880002',
    lng: 121.5447,
    lat: 31.2304,
    vehicles: 1,
  },
  {
    code: 'DLR-GZ-001',
    orgType: 'DEALER',
    name: '广州天河新能源汽车城',
    dealerTypes: ['SALE', 'SERVICE', 'INFO'],
    province: '440000',
    city: '440100',
    address: '广州市天河区黄埔大道西 100 号',
    contacts: '李经理',
    telephone: '020-38880003',
    lng: 113.3612,
    lat: 23.1247,
    vehicles: 0,
  },
  {
    code: 'KA-001',
    orgType: 'KEYACCOUNT',
    name: '顺达物流集团',
    dealerTypes: [],
    province: '440000',
    city: '440300',
    address: '深圳市南山区科技园',
    contacts: '钱主管',
    telephone: '0755-26660002',
    lng: 113.9547,
    lat: 22.5333,
    vehicles: 2,
  },
  {
    code: 'SRV-BJ-001',
    orgType: 'SERVICE',
    name: '京通汽车服务站',
    dealerTypes: [],
    province: '110000',
    city: '110100',
    address: '北京市通州区新华大街 8 号',
    contacts: '周站长',
    telephone: '010-69550003',
    lng: 116.6569,
    lat: 39.9097,
    vehicles: 3,
  },
];

/**
 * A storefront picture for the map's popups, drawn here so the demo needs no image files: a
 * sky over a shop front in the dealer's colour with a lighter window band (320 x 180 PNG).
 */
function storefront([r, g, b]: [number, number, number]): Buffer {
  const width = 320;
  const height = 180;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const sky = y < 50;
      const window = y > 80 && y < 140 && x % 80 > 12 && x % 80 < 68;
      const colour: [number, number, number] = sky
        ? [200, 225, 250]
        : window
          ? [Math.min(255, r + 110), Math.min(255, g + 110), Math.min(255, b + 110)]
          : [r, g, b];
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const COLOURS: [number, number, number][] = [
  [22, 119, 255],
  [19, 168, 168],
  [250, 140, 22],
  [114, 46, 209],
  [82, 196, 26],
];

/** What a dealer's user may open: monitoring and the vehicle list of its own vehicles. */
const DEALER_SCREENS = ['monitor/status', 'monitor/distribution', 'vehicle/vehicle-list'];

export async function seedDealerDemo(ctx: ServerContext): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const tenantId = platform.id;
  const [already] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(eq(dealers.tenantId, tenantId))
    .limit(1);
  if (already) return;
  ctx.log.info('seeding dealer network demo data');

  const [root] = await db
    .select({ id: organisations.id, treePath: organisations.treePath })
    .from(organisations)
    .where(and(eq(organisations.tenantId, tenantId), isNull(organisations.parentId)))
    .orderBy(asc(organisations.id))
    .limit(1);
  const fleet = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.tenantId, tenantId))
    .orderBy(asc(vehicles.vin))
    .limit(40);

  // each kind takes the fleet from its start: a vehicle has one dealer, one key account, one provider
  const taken: Record<DemoDealer['orgType'], number> = { DEALER: 0, KEYACCOUNT: 0, SERVICE: 0 };
  for (const [i, d] of DEMO_DEALERS.entries()) {
    const { vehicles: count, ...row } = d;
    const image = await storeBytes(
      ctx,
      { tenantId, userId: null },
      `${d.code}.png`,
      'image/png',
      storefront(COLOURS[i % COLOURS.length]!),
    );
    let [org] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.tenantId, tenantId), eq(organisations.code, d.code)));
    org ??= (
      await db
        .insert(organisations)
        .values({
          tenantId,
          parentId: root?.id ?? null,
          treePath: root ? `${root.treePath}${root.id}/` : '/',
          name: d.name,
          abbr: d.name.slice(0, 50),
          code: d.code,
          type: d.orgType,
          province: d.province,
          city: d.city,
          address: d.address,
          contacts: d.contacts,
          telephone: d.telephone,
        })
        .returning({ id: organisations.id })
    )[0];
    const [dealer] = await db
      .insert(dealers)
      .values({ ...row, tenantId, orgId: org!.id, imageId: image.id })
      .returning({ id: dealers.id });
    const mine = fleet.slice(taken[d.orgType], taken[d.orgType] + count);
    taken[d.orgType] += count;
    if (mine.length)
      await db.insert(dealerVehicles).values(
        mine.map((v) => ({
          tenantId,
          dealerId: dealer!.id,
          orgId: org!.id,
          orgType: d.orgType,
          vehicleId: v.id,
        })),
      );
  }

  // the system demo's dealer role (its user dealer_bj belongs to the Beijing dealer) opens monitoring
  const [dealerRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.code, 'dealer')));
  if (!dealerRole) return;
  const [granted] = await db
    .select({ id: roleMenus.menuId })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, dealerRole.id))
    .limit(1);
  if (granted) return;
  const codes = [...DEALER_SCREENS, ...DEALER_SCREENS.map((s) => `${s}#view`), 'monitor', 'vehicle'];
  const nodes = await db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes));
  if (nodes.length)
    await db.insert(roleMenus).values(nodes.map((m) => ({ roleId: dealerRole.id, menuId: m.id })));
}

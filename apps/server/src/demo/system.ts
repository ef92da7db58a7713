import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { SYSTEM_LOG_TEXTS } from '../domains/system';
import { hashPassword, md5 } from '../platform/auth/passwords';
import { organisations, posts, roles, tenants, userRoles, users } from '../platform/schema';
import {
  manufacturers,
  pushClasses,
  pushConfigs,
  pushUsers,
  reports,
  securityCertificates,
  systemLogs,
  tenantApps,
  tenantPlatformAccounts,
} from '../domains/system/schema';
import { seedParameters } from '../domains/system/parameters';
import { DEMO } from './tenants';
import { SEALED } from '../domains/system/sealed-secrets';

/** Demo rows of every system administration screen, for a newcomer; added once, next to the foundation's demo. */
export async function seedSystemDemo(ctx: ServerContext): Promise<void> {
  const db = ctx.database.db;
  const found = await db
    .select()
    .from(tenants)
    .where(inArray(tenants.tenantCode, [DEMO.platformTenant, DEMO.fleetTenant]));
  const platform = found.find((t) => t.tenantCode === DEMO.platformTenant);
  const fleet = found.find((t) => t.tenantCode === DEMO.fleetTenant);
  if (!platform || !fleet) return;
  const [already] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.tenantId, platform.id))
    .limit(1);
  if (already) return;
  ctx.log.info('seeding system administration demo data');

  await seedParameters(db, platform.id);
  await seedParameters(db, fleet.id);

  const [hq] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.tenantId, platform.id), eq(organisations.code, 'HQ')));
  const path = hq ? `/${hq.id}/` : '/';
  const dealerOrgs = await db
    .insert(organisations)
    .values([
      {
        tenantId: platform.id,
        parentId: hq?.id ?? null,
        name: '北京朝阳新能源汽车经销商',
        abbr: '朝阳经销商',
        code: 'DLR-BJ-001',
        type: 'DEALER',
        province: '110000',
        city: '110100',
        treePath: path,
        contacts: '赵经理',
        telephone: '010-65550001',
        sequence: 10,
      },
      {
        tenantId: platform.id,
        parentId: hq?.id ?? null,
        name: '顺达物流集团',
        abbr: '顺达物流',
        code: 'KA-001',
        type: 'KEYACCOUNT',
        province: '440000',
        city: '440300',
        treePath: path,
        contacts: '钱主管',
        telephone: '0755-26660002',
        sequence: 20,
      },
      {
        tenantId: platform.id,
        parentId: hq?.id ?? null,
        name: '京通汽车服务站',
        abbr: '京通服务站',
        code: 'SRV-BJ-001',
        type: 'SERVICE',
        province: '110000',
        city: '110100',
        treePath: path,
        contacts: '孙师傅',
        telephone: '010-67770003',
        sequence: 30,
      },
      {
        tenantId: platform.id,
        parentId: hq?.id ?? null,
        name: '宇通客车股份有限公司',
        abbr: '宇通客车',
        code: 'ENG-YT',
        type: 'COMPANY',
        province: '410000',
        city: '410100',
        treePath: path,
        sequence: 40,
      },
    ])
    .returning();

  const [ops] = await db
    .insert(posts)
    .values([
      {
        tenantId: platform.id,
        code: 'ops_engineer',
        name: '运维工程师',
        orgId: hq?.id ?? null,
        sequence: 10,
        description: '平台与终端运维',
      },
      {
        tenantId: platform.id,
        code: 'dispatcher',
        name: '调度员',
        orgId: hq?.id ?? null,
        sequence: 20,
        description: '车辆调度与监控值班',
      },
      {
        tenantId: platform.id,
        code: 'service_agent',
        name: '客服专员',
        orgId: hq?.id ?? null,
        sequence: 30,
        description: '车主咨询与工单处理',
      },
      {
        tenantId: fleet.id,
        code: 'fleet_dispatcher',
        name: '车队调度',
        sequence: 10,
        description: '车队日常调度',
      },
    ])
    .returning();

  const password = await hashPassword(md5(DEMO.userPassword));
  const dealerOrg = dealerOrgs.find((o) => o.type === 'DEALER');
  const engineOrg = dealerOrgs.find((o) => o.code === 'ENG-YT');
  const extraUsers = await db
    .insert(users)
    .values([
      {
        tenantId: platform.id,
        orgId: dealerOrg?.id ?? null,
        userName: 'dealer_bj',
        realName: '朝阳经销商店长',
        userType: 'DEALER',
        phone: '13800000003',
        email: 'dealer_bj@chelian.local',
        sex: 'MALE',
        passwordHash: password,
      },
      {
        tenantId: platform.id,
        orgId: engineOrg?.id ?? null,
        userName: 'engine_yt',
        realName: '宇通客车对接人',
        userType: 'ENGINE',
        phone: '13800000004',
        sex: 'FEMALE',
        passwordHash: password,
        postId: ops?.id ?? null,
      },
    ])
    .returning();
  const [dealerRole] = await db
    .insert(roles)
    .values({
      tenantId: platform.id,
      name: '经销商',
      code: 'dealer',
      roleType: 'NORMAL',
      orgId: hq?.id ?? null,
      description: '经销网络账号',
    })
    .returning();
  if (dealerRole && extraUsers[0])
    await db.insert(userRoles).values({ userId: extraUsers[0].id, roleId: dealerRole.id });

  await db.insert(manufacturers).values([
    {
      tenantId: platform.id,
      code: 'YUTONG',
      name: '宇通客车股份有限公司',
      abbr: '宇通',
      manufacturerType: 'VEHICLE',
      creditCode: '914100001700259320',
      province: '410000',
      city: '410100',
      contacts: '周工',
      phone: '0371-66718888',
    },
    {
      tenantId: platform.id,
      code: 'CATL',
      name: '宁德时代新能源科技股份有限公司',
      abbr: '宁德时代',
      manufacturerType: 'BATTERY',
      province: '350000',
      city: '350900',
      contacts: '吴工',
      phone: '0593-8901666',
    },
    {
      tenantId: platform.id,
      code: 'HUACE',
      name: '华测车联终端有限公司',
      abbr: '华测终端',
      manufacturerType: 'TERMINAL',
      province: '440000',
      city: '440300',
      contacts: '郑工',
      phone: '0755-86660000',
    },
    {
      tenantId: fleet.id,
      code: 'FOTON',
      name: '北汽福田汽车股份有限公司',
      abbr: '福田',
      manufacturerType: 'VEHICLE',
      province: '110000',
      city: '110100',
    },
  ]);

  const year = new Date().getUTCFullYear();
  await db.insert(securityCertificates).values([
    {
      tenantId: platform.id,
      name: '平台根证书（SM2）',
      serialNo: '01A3F5C7',
      certType: 'ROOT',
      algorithm: 'SM2',
      issuer: 'CN=Chelian Root CA',
      subject: 'CN=Chelian Root CA',
      validFrom: new Date(Date.UTC(year - 1, 0, 1)),
      validTo: new Date(Date.UTC(year + 9, 0, 1)),
    },
    {
      tenantId: platform.id,
      name: '国家平台数据上报证书',
      serialNo: '7B22D901',
      certType: 'PLATFORM',
      algorithm: 'RSA',
      issuer: 'CN=Chelian Root CA',
      subject: 'CN=gb-uplink.chelian.local',
      validFrom: new Date(Date.UTC(year, 0, 1)),
      validTo: new Date(Date.UTC(year + 2, 0, 1)),
    },
  ]);

  await db.insert(reports).values([
    {
      tenantId: platform.id,
      code: 'mileage_daily',
      name: '车辆日里程报表',
      category: 'VEHICLE',
      period: 'DAY',
      sequence: 10,
      description: '每车每日行驶里程与在线时长',
    },
    {
      tenantId: platform.id,
      code: 'alarm_monthly',
      name: '国标报警月报',
      category: 'ALARM',
      period: 'MONTH',
      sequence: 20,
      description: '各级报警次数与处理时长',
    },
    {
      tenantId: platform.id,
      code: 'energy_weekly',
      name: '能耗周报',
      category: 'ENERGY',
      period: 'WEEK',
      sequence: 30,
      description: '百公里电耗与充电量',
    },
  ]);

  const classes = await db
    .insert(pushClasses)
    .values([
      {
        tenantId: platform.id,
        code: 'alarm',
        name: '报警消息',
        bizType: 'GB',
        icon: 'AlertOutlined',
        sequence: 10,
      },
      {
        tenantId: platform.id,
        code: 'ota',
        name: '升级消息',
        bizType: 'OTAFAIL',
        icon: 'CloudSyncOutlined',
        sequence: 20,
      },
      {
        tenantId: platform.id,
        code: 'system',
        name: '系统消息',
        bizType: 'SYSTEM',
        icon: 'NotificationOutlined',
        sequence: 30,
      },
    ])
    .returning();
  const configs = await db
    .insert(pushConfigs)
    .values([
      {
        tenantId: platform.id,
        name: '国标三级报警通知',
        bizType: 'GB',
        pushClassId: classes[0]?.id ?? null,
        channels: ['WEB', 'SMS'],
        remark: '三级报警即时通知值班人员',
      },
      {
        tenantId: platform.id,
        name: '远程升级失败通知',
        bizType: 'OTAFAIL',
        pushClassId: classes[1]?.id ?? null,
        channels: ['WEB'],
      },
      { tenantId: platform.id, name: '围栏进出通知', bizType: 'DEALERAREA', channels: ['WEB', 'MAIL'] },
    ])
    .returning();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.userName, DEMO.admin));
  if (admin && configs[0])
    await db
      .insert(pushUsers)
      .values([
        { pushConfigId: configs[0].id, userId: admin.id },
        ...(configs[1] ? [{ pushConfigId: configs[1].id, userId: admin.id }] : []),
      ]);

  // random per database, sealed like every other: nothing usable is written in the code
  const appSecret = () => ctx.secrets.seal(SEALED.appSecret.purpose, randomBytes(24).toString('base64url'));
  const accountPassword = () =>
    ctx.secrets.seal(SEALED.password.purpose, randomBytes(12).toString('base64url'));
  await db.insert(tenantApps).values([
    {
      tenantId: platform.id,
      appCode: 'BIZ',
      appName: '运营管理后台',
      appType: 'WEB',
      appSecret: appSecret(),
      remark: '控制台（Client-Id: BIZ）',
    },
    {
      tenantId: platform.id,
      appCode: 'OWNER_APP',
      appName: '车主 App',
      appType: 'ANDROID',
      appSecret: appSecret(),
    },
  ]);
  await db.insert(tenantPlatformAccounts).values([
    {
      tenantId: platform.id,
      filingUsage: 'NATIONAL',
      platformName: '国家新能源汽车监测与管理平台',
      platformCode: 'NEVMP',
      account: 'chelian_nat',
      password: accountPassword(),
      host: '127.0.0.1',
      port: 19006,
    },
    {
      tenantId: platform.id,
      filingUsage: 'LOCAL',
      platformName: '北京市新能源汽车监测平台',
      platformCode: 'BJ-NEV',
      account: 'chelian_bj',
      password: accountPassword(),
      host: '127.0.0.1',
      port: 19007,
    },
  ]);

  await db.insert(systemLogs).values({
    level: 'WARN',
    message: SYSTEM_LOG_TEXTS.initialAdminPassword['zh-CN'],
    source: 'seed',
    node: 'demo',
  });
}

import { asc, eq } from 'drizzle-orm';
import type { ServerContext } from '../platform/context';
import { tenants } from '../platform/schema';
import { vehicleModels } from '../domains/model/schema';
import {
  appAccounts,
  appointDrives,
  appointments,
  appVersions,
  banners,
  maintenancePlanModels,
  maintenancePlans,
  peripheryInfos,
  userManualModels,
  userManuals,
  vehicleBindLogs,
} from '../domains/app-management/schema';
import { contentFeedback } from '../domains/content/schema';
import { DEMO } from './tenants';

const DAY = 86_400_000;
const at = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour - 8, 0, 0, 0);
  return d;
};

/**
 * The owners' app as the platform tenant sees it: accounts with their vehicle binds, manuals and
 * maintenance plans linked to the demo models, banners, versions of both platforms (one of them
 * deleted), places around, appointments with an evaluation, and feedback with one answer.
 * Added once: a tenant that has any app account keeps what it has.
 */
export async function seedAppManagementDemo(ctx: Pick<ServerContext, 'database'>): Promise<void> {
  const db = ctx.database.db;
  const [platform] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantCode, DEMO.platformTenant));
  if (!platform) return;
  const tenantId = platform.id;
  const [seeded] = await db
    .select({ id: appAccounts.id })
    .from(appAccounts)
    .where(eq(appAccounts.tenantId, tenantId))
    .limit(1);
  if (seeded) return;
  const models = await db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(eq(vehicleModels.tenantId, tenantId))
    .orderBy(asc(vehicleModels.id));

  await db.transaction(async (tx) => {
    const accounts = await tx
      .insert(appAccounts)
      .values([
        { tenantId, phone: '13811110001', nickname: '阿杰', realName: '张杰', createdAt: at(-60) },
        { tenantId, phone: '13811110002', nickname: '小雨', realName: '王雨', createdAt: at(-30) },
        {
          tenantId,
          phone: '13811110003',
          nickname: '老刘',
          realName: '刘强',
          status: 'DISABLED',
          createdAt: at(-90),
        },
      ])
      .returning({ id: appAccounts.id });
    const [a1, a2, a3] = accounts.map((a) => a.id);

    await tx.insert(vehicleBindLogs).values([
      {
        tenantId,
        accountId: a1,
        vin: 'LCLE5A2B0SA100001',
        plateNo: '京AD10001',
        action: 'BIND',
        operatedAt: at(-58),
      },
      {
        tenantId,
        accountId: a2,
        vin: 'LCLS7A2B0SA100002',
        plateNo: '京AD10002',
        action: 'BIND',
        operatedAt: at(-29),
      },
      {
        tenantId,
        accountId: a3,
        vin: 'LCLT3A2B0SA100003',
        plateNo: '京AD10003',
        action: 'BIND',
        operatedAt: at(-88),
      },
      {
        tenantId,
        accountId: a3,
        vin: 'LCLT3A2B0SA100003',
        plateNo: '京AD10003',
        action: 'UNBIND',
        operatedAt: at(-20),
        remark: '车辆过户',
      },
    ]);

    const manuals = await tx
      .insert(userManuals)
      .values([
        {
          tenantId,
          name: '车主使用手册（2025版）',
          fileLink: 'https://example.com/manuals/owner-2025.pdf',
          isShowExternal: true,
        },
        { tenantId, name: '充电与电池保养指南', fileLink: 'https://example.com/manuals/charging.pdf' },
      ])
      .returning({ id: userManuals.id });
    const plans = await tx
      .insert(maintenancePlans)
      .values([
        {
          tenantId,
          name: '常规保养（6个月/10000公里）',
          timeOver: 6,
          timePre: 1,
          timeUnit: 'MONTH',
          mileageOver: 10000,
          mileagePre: 1000,
        },
        {
          tenantId,
          name: '首次保养（90天/3000公里）',
          timeOver: 90,
          timePre: 15,
          timeUnit: 'DAY',
          mileageOver: 3000,
          mileagePre: 300,
        },
      ])
      .returning({ id: maintenancePlans.id });
    if (models.length) {
      await tx
        .insert(userManualModels)
        .values(models.map((m) => ({ manualId: manuals[0]!.id, vehicleModelId: m.id })));
      await tx
        .insert(maintenancePlanModels)
        .values(models.slice(0, 2).map((m) => ({ planId: plans[0]!.id, vehicleModelId: m.id })));
    }

    await tx.insert(banners).values([
      {
        tenantId,
        name: '新车上市 限时礼遇',
        bannerType: '1',
        sequence: 1,
        linkUrl: 'https://example.com/new',
      },
      { tenantId, name: '冬季用车指南', bannerType: '2', sequence: 2 },
      { tenantId, name: '免费检测月', bannerType: '3', sequence: 3 },
      { tenantId, name: '精品配件八折', bannerType: '4', sequence: 4, status: '0' },
      { tenantId, name: '欢迎使用车联 APP', bannerType: '5', sequence: 5 },
    ]);

    await tx.insert(appVersions).values([
      {
        tenantId,
        appType: 'ANDROID',
        versionName: '2.0.0',
        versionCode: 200,
        upgradeType: 'FORCE',
        downloadUrl: 'https://example.com/app/chelian-2.0.0.apk',
        content: '全新界面；支持远程空调预约',
        publishedAt: at(-40),
      },
      {
        tenantId,
        appType: 'ANDROID',
        versionName: '2.1.0',
        versionCode: 210,
        downloadUrl: 'https://example.com/app/chelian-2.1.0.apk',
        content: '充电地图优化；修复已知问题',
        publishedAt: at(-10),
      },
      {
        tenantId,
        appType: 'ANDROID',
        versionName: '2.1.1',
        versionCode: 211,
        upgradeMethod: 'SILENT',
        downloadUrl: 'https://example.com/app/chelian-2.1.1.apk',
        content: '撤回的版本',
        publishedAt: at(-5),
        deleted: true,
        deletedAt: at(-4),
      },
      {
        tenantId,
        appType: 'IOS',
        versionName: '2.1.0',
        versionCode: 210,
        downloadUrl: 'https://apps.apple.com/app/id0000000000',
        content: '充电地图优化；修复已知问题',
        publishedAt: at(-9),
      },
    ]);

    await tx.insert(peripheryInfos).values([
      {
        tenantId,
        name: '望京SOHO充电站',
        category: 'CHARGING',
        address: '北京市朝阳区望京街10号',
        lng: 116.481,
        lat: 39.996,
        telephone: '010-64700001',
        businessHours: '00:00-24:00',
      },
      {
        tenantId,
        name: '亦庄服务中心',
        category: 'SERVICE',
        address: '北京市大兴区荣华南路2号',
        lng: 116.507,
        lat: 39.795,
        telephone: '010-67800002',
        businessHours: '08:30-18:00',
      },
      {
        tenantId,
        name: '国贸地下停车场',
        category: 'PARKING',
        address: '北京市朝阳区建国门外大街1号',
        lng: 116.461,
        lat: 39.909,
      },
      {
        tenantId,
        name: '三元桥洗车',
        category: 'CAR_WASH',
        address: '北京市朝阳区曙光西里',
        lng: 116.456,
        lat: 39.962,
        enabled: false,
      },
    ]);

    await tx.insert(appointDrives).values([
      {
        tenantId,
        name: '陈晨',
        phone: '13922220001',
        vehicleModelId: models[0]?.id ?? null,
        dealerName: '朝阳经销商',
        appointTime: at(2, 14),
      },
      {
        tenantId,
        name: '赵敏',
        phone: '13922220002',
        vehicleModelId: models[1]?.id ?? null,
        dealerName: '海淀经销商',
        appointTime: at(-3, 10),
        status: 'FINISHED',
      },
      { tenantId, name: '孙浩', phone: '13922220003', appointTime: at(1, 16), status: 'CONTACTED' },
    ]);

    await tx.insert(appointments).values([
      {
        tenantId,
        vin: 'LCLE5A2B0SA100001',
        ownerName: '张杰',
        phone: '13811110001',
        serviceType: 'MAINTENANCE',
        serviceSite: '亦庄服务中心',
        appointTime: at(-15),
        status: 'FINISHED',
        evaluationStatus: 'PUBLISHED',
        score: 5,
        evaluationContent: '服务热情，保养很快',
        evaluatedAt: at(-14),
      },
      {
        tenantId,
        vin: 'LCLS7A2B0SA100002',
        ownerName: '王雨',
        phone: '13811110002',
        serviceType: 'REPAIR',
        serviceSite: '亦庄服务中心',
        appointTime: at(-2),
        status: 'FINISHED',
      },
      {
        tenantId,
        vin: 'LCLS7A2B0SA100002',
        ownerName: '王雨',
        phone: '13811110002',
        serviceType: 'INSPECTION',
        serviceSite: '亦庄服务中心',
        appointTime: at(5),
        status: 'CONFIRMED',
      },
      {
        tenantId,
        vin: 'LCLE5A2B0SA100001',
        ownerName: '张杰',
        phone: '13811110001',
        serviceType: 'MAINTENANCE',
        appointTime: at(20),
      },
    ]);

    // sent from the app: rows of the one feedback store, which the content's screen lists too
    await tx.insert(contentFeedback).values([
      {
        tenantId,
        accountId: a1,
        subject: '冬季续航',
        kind: 'VEHICLE_USAGE',
        content: '冬天续航下降明显，有没有省电建议？',
        contact: '13811110001',
        replyStatus: 'RESP',
        handleStatus: 'HANDLED',
        reply: '建议出发前预约空调预热，并开启经济模式。',
        repliedAt: at(-6),
        createdAt: at(-7),
        updatedAt: at(-6),
      },
      {
        tenantId,
        accountId: a2,
        subject: '车辆位置刷新',
        kind: 'PLATFORM_USAGE',
        content: 'APP 偶尔无法刷新车辆位置',
        contact: '13811110002',
        createdAt: at(-1),
        updatedAt: at(-1),
      },
      {
        tenantId,
        accountId: a2,
        subject: '周末保养预约',
        kind: 'AFTER_SALES',
        content: '希望增加周末的保养预约时段',
        createdAt: at(0, 9),
        updatedAt: at(0, 9),
      },
    ]);
  });
}

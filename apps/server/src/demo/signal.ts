import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { vehicleSeries } from '../domains/model/schema';
import {
  signalAttrs,
  signalPublishHistory,
  signalTemplateAttrs,
  signalTemplates,
  signalTreeNodes,
} from '../domains/signal/schema';
import { versionCode } from '../domains/signal/resources';

/** code, name, group, min, max, unit, symbol, CAN address */
const SIGNALS: [string, string, string, number, number, string, string, string][] = [
  ['VCU_SPEED', '车速', 'VCU', 0, 220, 'km/h', 'v', '0x0CF00400:24'],
  ['VCU_GEAR', '档位', 'VCU', 0, 15, '', 'gear', '0x0CF00400:8'],
  ['VCU_ODO', '累计里程', 'VCU', 0, 9999999, 'km', 'odo', '0x18FEC1EE:0'],
  ['BMS_SOC', '电池荷电状态', 'BMS', 0, 100, '%', 'SOC', '0x18FF50E5:0'],
  ['BMS_VOLT', '总电压', 'BMS', 0, 1000, 'V', 'U', '0x18FF50E5:16'],
  ['BMS_CURR', '总电流', 'BMS', -1000, 1000, 'A', 'I', '0x18FF50E5:32'],
  ['BMS_TEMP_MAX', '最高温度', 'BMS', -40, 210, '℃', 'Tmax', '0x18FF51E5:0'],
  ['MOT_SPEED', '电机转速', 'MOT', -20000, 20000, 'rpm', 'n', '0x0CFF0A27:0'],
  ['MOT_TORQUE', '电机转矩', 'MOT', -2000, 2000, 'N·m', 'T', '0x0CFF0A27:16'],
  ['GPS_LON', '经度', 'GPS', -180, 180, '°', 'lon', '0x18FF60EE:0'],
  ['GPS_LAT', '纬度', 'GPS', -90, 90, '°', 'lat', '0x18FF60EE:32'],
];

const FOLDERS: [group: string, name: string][] = [
  ['VCU', '整车'],
  ['BMS', '动力电池'],
  ['MOT', '驱动电机'],
  ['GPS', '定位'],
];

/**
 * The signal configuration of the demo series CL-E (added once): its dictionary, a tree with one
 * folder per group, a full template published as version 1 and a battery template not yet published.
 */
export async function seedSignalDemo(db: Db, tenantId: number): Promise<void> {
  const [series] = await db
    .select({ id: vehicleSeries.id })
    .from(vehicleSeries)
    .where(and(eq(vehicleSeries.tenantId, tenantId), eq(vehicleSeries.code, 'CL-E')));
  if (!series) return;
  const [already] = await db
    .select({ id: signalAttrs.id })
    .from(signalAttrs)
    .where(eq(signalAttrs.vehicleSeriesId, series.id))
    .limit(1);
  if (already) return;
  const attrs = await db
    .insert(signalAttrs)
    .values(
      SIGNALS.map(
        ([signalCode, signalName, signalGroup, physicalMin, physicalMax, unit, symbol, varAddress]) => ({
          tenantId,
          vehicleSeriesId: series.id,
          signalCode,
          signalName,
          signalGroup,
          physicalMin,
          physicalMax,
          unit: unit || null,
          symbol,
          varAddress,
        }),
      ),
    )
    .returning({
      id: signalAttrs.id,
      code: signalAttrs.signalCode,
      name: signalAttrs.signalName,
      group: signalAttrs.signalGroup,
    });
  for (const [index, [group, name]] of FOLDERS.entries()) {
    const [folder] = await db
      .insert(signalTreeNodes)
      .values({ tenantId, vehicleSeriesId: series.id, nodeType: 'NODE', name, sort: index })
      .returning({ id: signalTreeNodes.id });
    const members = attrs.filter((a) => a.group === group);
    await db.insert(signalTreeNodes).values(
      members.map((a, i) => ({
        tenantId,
        vehicleSeriesId: series.id,
        parentId: folder!.id,
        nodeType: 'SIGNAL',
        name: a.name,
        signalAttrId: a.id,
        sort: i,
      })),
    );
  }
  const publishedAt = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  const [full, battery] = await db
    .insert(signalTemplates)
    .values([
      {
        tenantId,
        vehicleSeriesId: series.id,
        templateName: 'CL-E 标准采集模板',
        publishStatus: 'PUBLISH',
        version: 1,
        publishedAt,
      },
      { tenantId, vehicleSeriesId: series.id, templateName: 'CL-E 电池监控模板' },
    ])
    .returning({ id: signalTemplates.id, templateName: signalTemplates.templateName });
  await db
    .insert(signalTemplateAttrs)
    .values([
      ...attrs.map((a) => ({ templateId: full!.id, signalAttrId: a.id })),
      ...attrs.filter((a) => a.group === 'BMS').map((a) => ({ templateId: battery!.id, signalAttrId: a.id })),
    ]);
  await db.insert(signalPublishHistory).values({
    tenantId,
    templateId: full!.id,
    vehicleSeriesId: series.id,
    templateName: full!.templateName,
    publishStatus: 'PUBLISH',
    version: 1,
    versionCode: versionCode(1),
    signalCount: attrs.length,
    operatorName: '系统管理员',
    createdAt: publishedAt,
  });
}

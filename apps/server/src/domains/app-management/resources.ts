import { eq, sql } from 'drizzle-orm';
import {
  appAccountSpec,
  appointmentDriveSpec,
  appointmentServiceSpec,
  appVersionSpec,
  bannerSpec,
  maintenancePlanSpec,
  peripheryInfoSpec,
  userEvaluationSpec,
  userFeedbackSpec,
  userManualSpec,
  vehicleBindSpec,
  appBindSpec,
} from '@chelian/contracts/resources/app-management/index';
import type { Language } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
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
} from './schema';
import { contentFeedback } from '../content/schema';

type Values = Record<string, unknown>;

/** Vehicles an account holds now: those whose last bind log of the account is a bind. */
const boundVehicles = sql<number>`(select count(*) from (
    select distinct on (l.vin) l.action from ${vehicleBindLogs} l
    where l.account_id = ${appAccounts.id} order by l.vin, l.operated_at desc, l.id desc
  ) last where last.action = 'BIND')::int`;

export const appAccountResource = defineResource({
  spec: appAccountSpec,
  table: appAccounts,
  scope: { kind: 'tenant', column: appAccounts.tenantId },
  columns: { vehicleCount: boundVehicles },
  sample: () => ({ phone: '13800138000', nickname: '小明', realName: '王明' }),
  hooks: {
    beforeCreate(values) {
      values.status = 'NORMAL';
    },
  },
});

/** 002 §5: a manual is an uploaded file or an outside link; a new file clears the link and back. */
function manualSource(values: Values, input: Values, current: Values | null, lang: Language) {
  if (input.manualFileId != null) values.fileLink = null;
  else if (input.fileLink) values.manualFileId = null;
  const file = 'manualFileId' in values ? values.manualFileId : current?.manualFileId;
  const link = 'fileLink' in values ? values.fileLink : current?.fileLink;
  if (file == null && !link) {
    const message = translate(lang, 'APPM_MANUAL_FILE_OR_LINK');
    throw new AppError(400, 'APPM_MANUAL_FILE_OR_LINK', {}, { manualFileId: message, fileLink: message });
  }
}

const linkedCount = (table: typeof userManualModels | typeof maintenancePlanModels, owner: unknown) =>
  sql<number>`(select count(*) from ${table} where ${owner})::int`;

export const userManualResource = defineResource({
  spec: userManualSpec,
  table: userManuals,
  scope: { kind: 'tenant', column: userManuals.tenantId },
  relations: {
    vehicleModelIds: {
      table: userManualModels,
      owner: userManualModels.manualId,
      target: userManualModels.vehicleModelId,
    },
  },
  columns: { modelCount: linkedCount(userManualModels, sql`manual_id = ${userManuals.id}`) },
  sample: () => ({ name: '车主手册', fileLink: 'https://example.com/manual.pdf', isShowExternal: true }),
  hooks: {
    beforeCreate(values, input, h) {
      manualSource(values, input, null, h.caller.lang);
    },
    beforeUpdate(_id, values, input, current, h) {
      manualSource(values, input, current, h.caller.lang);
    },
  },
});

export const bannerResource = defineResource({
  spec: bannerSpec,
  table: banners,
  scope: { kind: 'tenant', column: banners.tenantId },
  sample: () => ({ name: '新车上市', bannerType: '1', status: '1', sequence: 1 }),
});

export const appVersionResource = defineResource({
  spec: appVersionSpec,
  table: appVersions,
  scope: { kind: 'tenant', column: appVersions.tenantId },
  // a logically deleted version is gone for every reader: lists, details, exports and the app
  where: () => eq(appVersions.deleted, false),
  hooks: {
    beforeCreate(values, _input, h) {
      values.createdBy = h.caller.userId;
    },
  },
});

/** 002 §5: the plan's figures are whole numbers; a reminder comes before its interval. */
function planFigures(values: Values, current: Values | null, lang: Language) {
  for (const key of ['timeOver', 'timePre', 'mileageOver', 'mileagePre'])
    if (values[key] != null) values[key] = Math.round(Number(values[key]));
  for (const [pre, over] of [
    ['timePre', 'timeOver'],
    ['mileagePre', 'mileageOver'],
  ] as const) {
    const p = Number(values[pre] ?? current?.[pre] ?? 0);
    const o = Number(values[over] ?? current?.[over] ?? 0);
    if (p > o) {
      const params = {
        pre: maintenancePlanSpec.fields[pre].label[lang],
        over: maintenancePlanSpec.fields[over].label[lang],
      };
      throw new AppError(400, 'APPM_PLAN_PRE_OVER', params, {
        [pre]: translate(lang, 'APPM_PLAN_PRE_OVER', params),
      });
    }
  }
}

export const maintenancePlanResource = defineResource({
  spec: maintenancePlanSpec,
  table: maintenancePlans,
  scope: { kind: 'tenant', column: maintenancePlans.tenantId },
  relations: {
    vehicleModelIds: {
      table: maintenancePlanModels,
      owner: maintenancePlanModels.planId,
      target: maintenancePlanModels.vehicleModelId,
    },
  },
  columns: { modelCount: linkedCount(maintenancePlanModels, sql`plan_id = ${maintenancePlans.id}`) },
  sample: () => ({
    name: '常规保养',
    timeOver: 6,
    timePre: 1,
    timeUnit: 'MONTH',
    mileageOver: 5000,
    mileagePre: 500,
    mileageUnit: 'KM',
  }),
  hooks: {
    beforeCreate(values, _input, h) {
      planFigures(values, null, h.caller.lang);
    },
    beforeUpdate(_id, values, _input, current, h) {
      planFigures(values, current, h.caller.lang);
    },
  },
});

export const peripheryInfoResource = defineResource({
  spec: peripheryInfoSpec,
  table: peripheryInfos,
  scope: { kind: 'tenant', column: peripheryInfos.tenantId },
  sample: () => ({
    name: '朝阳公园充电站',
    category: 'CHARGING',
    address: '北京市朝阳区朝阳公园南路1号',
    lng: 116.47,
    lat: 39.94,
  }),
});

export const appointmentDriveResource = defineResource({
  spec: appointmentDriveSpec,
  table: appointDrives,
  scope: { kind: 'tenant', column: appointDrives.tenantId },
  sample: () => ({ name: '张三', phone: '13900001111', appointTime: Date.now() + 86_400_000 }),
});

export const appointmentServiceResource = defineResource({
  spec: appointmentServiceSpec,
  table: appointments,
  scope: { kind: 'tenant', column: appointments.tenantId },
  sample: () => ({
    vin: 'LDP12345678901234',
    ownerName: '李四',
    phone: '13900002222',
    serviceType: 'MAINTENANCE',
    appointTime: Date.now() + 86_400_000,
  }),
});

export const userEvaluationResource = defineResource({
  spec: userEvaluationSpec,
  table: appointments,
  scope: { kind: 'tenant', column: appointments.tenantId },
});

/** Feedback as mobile-app management answers it: the rows of the one feedback store, the content's (002 §3). */
export const userFeedbackResource = defineResource({
  spec: userFeedbackSpec,
  table: contentFeedback,
  scope: { kind: 'tenant', column: contentFeedback.tenantId },
  columns: { feedbackType: contentFeedback.kind, contactPhone: contentFeedback.contact },
});

export const vehicleBindResource = defineResource({
  spec: vehicleBindSpec,
  table: vehicleBindLogs,
  scope: { kind: 'tenant', column: vehicleBindLogs.tenantId },
});

/**
 * The binds in force: bind logs that are their vehicle's last. A dealer's user sees the binds of its
 * vehicles only (the vehicle found by VIN in the log's tenant).
 */
export const appBindResource = defineResource({
  spec: appBindSpec,
  table: vehicleBindLogs,
  scope: {
    kind: 'tenant',
    column: vehicleBindLogs.tenantId,
    vehicle: sql`(select v.id from vehicles v
      where v.tenant_id = "app_vehicle_bind_logs"."tenant_id" and v.vin = "app_vehicle_bind_logs"."vin")`,
  },
  where: () => sql`"app_vehicle_bind_logs"."action" = 'BIND' and not exists (
    select 1 from app_vehicle_bind_logs n
    where n.tenant_id = "app_vehicle_bind_logs"."tenant_id" and n.vin = "app_vehicle_bind_logs"."vin"
      and (n.operated_at, n.id) > ("app_vehicle_bind_logs"."operated_at", "app_vehicle_bind_logs"."id"))`,
});

export const APP_MANAGEMENT_RESOURCES = [
  appAccountResource,
  userManualResource,
  bannerResource,
  appVersionResource,
  maintenancePlanResource,
  peripheryInfoResource,
  appointmentDriveResource,
  appointmentServiceResource,
  userEvaluationResource,
  userFeedbackResource,
  vehicleBindResource,
  appBindResource,
];

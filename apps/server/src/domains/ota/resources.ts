import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import {
  componentInfoSpec,
  otaTaskSpec,
  otaTaskVehicleSpec,
  otaVersionSpec,
  vehicleCompVersionSpec,
} from '@chelian/contracts/resources/ota/index';
import { ConflictError, defineResource, type Resource } from '../../engine/engine';
import type { HookContext } from '../../engine/types';
import { AppError } from '../../platform/errors';
import { attachments } from '../../platform/files/schema';
import { checkSchedule, dispatchStateSql, type Schedule } from './schedule';
import { releaseMoved } from './service';
import { vehicleScopeOf, withinVehicleScope } from '../../platform/vehicle-scope';
import { vehicles } from '../vehicle/schema';
import {
  componentInfos,
  otaTasks,
  otaTaskVehicles,
  otaVersions,
  vehicleCompVersionDetails,
  vehicleCompVersions,
} from './schema';

type Values = Record<string, unknown>;

/** MD5, SHA-256 and size of a stored file, read through once (a package may be large: streamed). */
async function packageDigest(h: HookContext, attachmentId: number) {
  const [file] = await h.tx
    .select({ storageKey: attachments.storageKey })
    .from(attachments)
    .where(
      and(
        eq(attachments.id, attachmentId),
        eq(attachments.tenantId, h.caller.tenantId),
        isNull(attachments.deletedAt),
      ),
    );
  if (!file) throw new AppError(400, 'OTA_PACKAGE_MISSING', {}, { packageId: 'OTA_PACKAGE_MISSING' });
  const md5 = createHash('md5');
  const sha = createHash('sha256');
  let size = 0;
  for await (const chunk of h.server.storage.read(file.storageKey)) {
    const b = chunk as Buffer;
    md5.update(b);
    sha.update(b);
    size += b.length;
  }
  return { packageMd5: md5.digest('hex'), packageSha256: sha.digest('hex'), packageSize: size };
}

/**
 * 001 §5: a version number is a positive integer greater than the component's earlier ones, and a
 * version text (like 0.0.1) names one version of a component.
 */
async function checkVersionRules(h: HookContext, values: Values, ownId: number | null) {
  const component = String(values.componentCode);
  const others = and(
    eq(otaVersions.tenantId, h.caller.tenantId),
    eq(otaVersions.componentCode, component),
    ownId === null ? undefined : ne(otaVersions.id, ownId),
  );
  const [same] = await h.tx
    .select({ versionText: otaVersions.versionText, versionNo: otaVersions.versionNo })
    .from(otaVersions)
    .where(
      and(
        others,
        sql`(${otaVersions.versionText} = ${String(values.versionText)} or ${otaVersions.versionNo} = ${Number(values.versionNo)})`,
      ),
    )
    .limit(1);
  if (same)
    throw new ConflictError(
      otaVersionResource,
      same.versionText === String(values.versionText) ? 'versionText' : 'versionNo',
    );
  const [top] = await h.tx
    .select({ max: max(otaVersions.versionNo) })
    .from(otaVersions)
    .where(others);
  const highest = top?.max ?? null;
  if (highest !== null && Number(values.versionNo) <= highest)
    throw new AppError(
      400,
      'OTA_VERSION_NO_NOT_GREATER',
      { component, max: highest },
      { versionNo: 'OTA_VERSION_NO_NOT_GREATER' },
    );
}

async function assertVersionUnused(h: HookContext, ids: number[]) {
  const [used] = await h.tx
    .select({ name: otaVersions.versionName })
    .from(otaTasks)
    .innerJoin(otaVersions, eq(otaVersions.id, otaTasks.versionId))
    .where(and(inArray(otaTasks.versionId, ids), eq(otaTasks.tenantId, h.caller.tenantId)))
    .limit(1);
  if (used) throw new AppError(409, 'OTA_VERSION_IN_USE', { name: used.name });
}

export const otaVersionResource: Resource = defineResource({
  spec: otaVersionSpec,
  table: otaVersions,
  scope: { kind: 'tenant', column: otaVersions.tenantId },
  sample: () => ({
    versionName: 'T-BOX 应用 1.0.1',
    componentCode: 'TBOX',
    versionText: '1.0.1',
    versionNo: 101,
    versionType: 'APP_PACK',
    upgradeType: 'FORCE',
    upgradeMethod: 'SILENT',
  }),
  hooks: {
    async beforeCreate(values, _input, h) {
      await checkVersionRules(h, values, null);
      Object.assign(values, await packageDigest(h, Number(values.packageId)));
    },
    async beforeUpdate(id, values, _input, current, h) {
      const next = { ...current, ...values };
      const identity = ['componentCode', 'versionNo', 'versionText', 'packageId'];
      // a version a task already names is what its vehicles download: its identity is fixed
      if (identity.some((k) => k in values && values[k] !== current[k])) await assertVersionUnused(h, [id]);
      await checkVersionRules(h, next, id);
      delete values.packageMd5;
      delete values.packageSha256;
      delete values.packageSize;
      if ('packageId' in values && values.packageId !== current.packageId)
        Object.assign(values, await packageDigest(h, Number(values.packageId)));
    },
    async beforeDelete(ids, h) {
      await assertVersionUnused(h, ids);
    },
  },
});

/** What a started task still takes: its daily window, and its start time while not yet reached. */
const SCHEDULE_KEYS = new Set(['scheduledAt', 'windowStart', 'windowEnd']);
const timeOf = (v: unknown) =>
  v instanceof Date ? v.getTime() : v == null ? null : new Date(v as string).getTime();

/**
 * 001 §4: once started, a task's version, waves and thresholds are what runs; an operator still
 * moves its window (extends it, shifts it) and a start time not reached yet. A field sent as it
 * stands is no change; a changed one is refused on its field.
 */
function startedEdit(values: Values, current: Values, now = Date.now()) {
  for (const key of Object.keys(values)) {
    if (SCHEDULE_KEYS.has(key)) continue;
    const before = current[key];
    const same =
      values[key] instanceof Date
        ? timeOf(values[key]) === timeOf(before)
        : (values[key] ?? null) === (before ?? null);
    if (!same) throw new AppError(409, 'OTA_TASK_STARTED_FIXED', {}, { [key]: 'OTA_TASK_STARTED_FIXED' });
    delete values[key];
  }
  if (!('scheduledAt' in values)) return;
  const at = timeOf(values.scheduledAt);
  const was = timeOf(current.scheduledAt);
  if (at === was) return;
  // orders went out at the start time (or at the start, without one): it is past moving
  if (was === null || was <= now)
    throw new AppError(409, 'OTA_SCHEDULE_REACHED', {}, { scheduledAt: 'OTA_SCHEDULE_REACHED' });
}

/**
 * The running tasks an update moved the schedule of, by the update's caller, until it commits:
 * their held orders are then looked at once (a window that opens now, or one taken away, sends
 * them at once; a later one is the schedule job's).
 */
const scheduleMoved = new WeakMap<object, number[]>();

const counted = (condition: string) =>
  sql<number>`(select count(*)::int from ota_task_vehicles v where v.task_id = "ota_tasks"."id"${sql.raw(condition)})`;

export const otaTaskResource = defineResource({
  spec: otaTaskSpec,
  table: otaTasks,
  scope: { kind: 'tenant', column: otaTasks.tenantId },
  columns: {
    vehicleCount: counted(''),
    successCount: counted(` and v.upgrade_status = 'SUCCESS'`),
    failCount: counted(
      ` and v.upgrade_status in ('DOWNLOAD_FAILED', 'ROLLBACK_SUCCESS', 'ROLLBACK_FAILED', 'FAILED')`,
    ),
    dispatchState: dispatchStateSql,
  },
  sample: () => ({ taskName: 'T-BOX 1.0.1 升级', waveUnit: 'PERCENT', waveSize: 50 }),
  hooks: {
    beforeCreate(values) {
      checkSchedule(values, null);
      values.status = 'INIT';
      values.currentWave = 0;
      values.paused = false;
    },
    beforeUpdate(id, values, _input, current, h) {
      delete values.status;
      delete values.currentWave;
      delete values.paused;
      if (current.status === 'START') {
        startedEdit(values, current);
        scheduleMoved.set(h.caller, [...(scheduleMoved.get(h.caller) ?? []), id]);
      } else if (current.status !== 'INIT') throw new AppError(409, 'OTA_TASK_NOT_EDITABLE');
      checkSchedule(values, current as unknown as Schedule);
    },
    afterCommit(h) {
      const moved = scheduleMoved.get(h.caller);
      scheduleMoved.delete(h.caller);
      // off the request: a wave may be thousands of orders
      for (const taskId of moved ?? [])
        void releaseMoved(h.server, h.caller.tenantId, taskId).catch((err: unknown) =>
          h.server.log.warn({ err: String(err), taskId }, 'ota: held orders not sent'),
        );
    },
    async beforeDelete(ids, h) {
      const [running] = await h.tx
        .select({ id: otaTasks.id })
        .from(otaTasks)
        .where(and(inArray(otaTasks.id, ids), eq(otaTasks.status, 'START')))
        .limit(1);
      if (running) throw new AppError(409, 'OTA_TASK_NOT_DELETABLE');
    },
  },
});

export const otaTaskVehicleResource = defineResource({
  spec: otaTaskVehicleSpec,
  table: otaTaskVehicles,
  scope: { kind: 'tenant', column: otaTaskVehicles.tenantId, vehicle: otaTaskVehicles.vehicleId },
  columns: {
    versionText: sql<string>`(select ov.version_text from ota_tasks t join ota_versions ov on ov.id = t.version_id where t.id = "ota_task_vehicles"."task_id")`,
  },
});

export const vehicleCompVersionResource = defineResource({
  spec: vehicleCompVersionSpec,
  table: vehicleCompVersions,
  scope: { kind: 'tenant', column: vehicleCompVersions.tenantId, vehicle: vehicleCompVersions.vehicleId },
  sample: () => ({ componentCode: 'BMS', softwareVersion: '2.1.0', hardwareVersion: 'HW2.0' }),
  hooks: {
    // a version entered by hand names one of the caller's vehicles by VIN, and goes to the part history
    async beforeCreate(values, _input, h) {
      const vin = String(values.vin ?? '')
        .trim()
        .toUpperCase();
      const [vehicle] = await h.tx
        .select({ id: vehicles.id, vin: vehicles.vin })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.tenantId, h.caller.tenantId),
            eq(vehicles.vin, vin),
            withinVehicleScope(vehicleScopeOf(h.caller.auth), vehicles.id),
          ),
        );
      if (!vehicle) throw new AppError(400, 'OTA_VEHICLE_UNKNOWN', { vin }, { vin: 'OTA_VEHICLE_UNKNOWN' });
      Object.assign(values, {
        vehicleId: vehicle.id,
        vin: vehicle.vin,
        source: 'MANUAL',
        reportedAt: new Date(),
      });
    },
    async afterCreate(id, _input, h) {
      await compHistory(h, id, null);
    },
    beforeUpdate(_id, values) {
      delete values.vin;
      delete values.componentCode;
      Object.assign(values, { source: 'MANUAL', reportedAt: new Date() });
    },
    async afterUpdate(id, _input, current, h) {
      await compHistory(h, id, current);
    },
  },
});

/** A part version entered or changed by hand, as a row of the part history (when it changed). */
async function compHistory(h: HookContext, id: number, before: Values | null) {
  const [row] = await h.tx.select().from(vehicleCompVersions).where(eq(vehicleCompVersions.id, id));
  if (!row) return;
  if (
    before &&
    before.softwareVersion === row.softwareVersion &&
    (before.hardwareVersion ?? null) === row.hardwareVersion
  )
    return;
  await h.tx.insert(vehicleCompVersionDetails).values({
    tenantId: row.tenantId,
    vehicleId: row.vehicleId,
    vin: row.vin,
    componentCode: row.componentCode,
    softwareVersion: row.softwareVersion,
    hardwareVersion: row.hardwareVersion,
    previousVersion: before ? String(before.softwareVersion) : null,
    source: 'MANUAL',
    reportedAt: row.reportedAt,
  });
}

export const componentInfoResource = defineResource({
  spec: componentInfoSpec,
  table: componentInfos,
  scope: { kind: 'tenant', column: componentInfos.tenantId },
  sample: () => ({
    componentCode: 'TBOX',
    componentName: '车载 T-BOX',
    hardwareVersion: 'HW1.0',
    supplier: '车联电子',
  }),
});

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  forwardConfigSpec,
  forwardRecordSpec,
  forwardVehicleSpec,
} from '@chelian/contracts/resources/forward/forward';
import { SECRET_MASK } from '@chelian/contracts/resources/system/tenant';
import { defineResource } from '../../engine/engine';
import type { HookContext } from '../../engine/types';
import { AppError } from '../../platform/errors';
import { forwardConfigs, forwardRecords, forwardVehicles } from './schema';

type Values = Record<string, unknown>;

/** The purpose a platform password is sealed under (the column, as for the tenant platform accounts). */
export const PASSWORD_PURPOSE = 'forward_configs.password';

/** Lists, details and exports read the mask, never the sealed value. */
const maskedPassword = sql<
  string | null
>`case when ${forwardConfigs.password} is null or ${forwardConfigs.password} = '' then null else ${SECRET_MASK} end`.mapWith(
  String,
) as unknown as AnyPgColumn;

const vehicleCount = sql<number>`(select count(*)::int from forward_vehicles fv where fv.config_id = "forward_configs"."id")`;
const pendingCount = sql<number>`(select count(*)::int from forward_outbox o where o.config_id = "forward_configs"."id")`;

/** Seals what the form wrote in clear; the mask sent back by an edit form keeps the stored value. */
function sealPassword(values: Values, input: Values, h: Pick<HookContext, 'server'>) {
  const given = 'password' in values ? values.password : input.password;
  delete values.password;
  if (given === undefined || given === SECRET_MASK) return;
  values.password =
    typeof given === 'string' && given !== '' ? h.server.secrets.seal(PASSWORD_PURPOSE, given) : null;
}

/** A TCP link that logs in as a platform needs its account and password (0x05 carries both). */
function checkLogin(values: Values, current: Values | null) {
  const v = { ...current, ...values };
  if (v.linkType === 'TCP' && v.platformLogin !== false && (!v.account || !v.password))
    throw new AppError(400, 'FORWARD_ACCOUNT_REQUIRED');
}

async function refuseRunning(h: HookContext, ids: number[]) {
  const [running] = await h.tx
    .select({ name: forwardConfigs.name })
    .from(forwardConfigs)
    .where(and(inArray(forwardConfigs.id, ids), eq(forwardConfigs.status, 'RUNNING')))
    .limit(1);
  if (running) throw new AppError(409, 'FORWARD_RUNNING', { name: running.name });
}

export const forwardConfigResource = defineResource({
  spec: forwardConfigSpec,
  table: forwardConfigs,
  scope: { kind: 'tenant', column: forwardConfigs.tenantId },
  columns: { password: maskedPassword, vehicleCount, pendingCount },
  sample: () => ({
    name: '地方监管平台',
    linkType: 'TCP',
    host: 'gb.example.gov.cn',
    port: 19006,
    edition: '2016',
    platformLogin: true,
    account: 'chelian01',
  }),
  hooks: {
    beforeCreate(values, input, h) {
      sealPassword(values, input, h);
      checkLogin(values, null);
      if (values.linkType === 'HTTP' && !values.httpPath) values.httpPath = '/';
    },
    async beforeUpdate(id, values, input, current, h) {
      delete values.status;
      await refuseRunning(h, [id]);
      sealPassword(values, input, h);
      const [stored] = await h.tx
        .select({ password: forwardConfigs.password })
        .from(forwardConfigs)
        .where(eq(forwardConfigs.id, id));
      checkLogin(values, { ...current, password: stored?.password ?? null });
    },
    async beforeDelete(ids, h) {
      await refuseRunning(h, ids);
    },
  },
});

export const forwardVehicleResource = defineResource({
  spec: forwardVehicleSpec,
  table: forwardVehicles,
  scope: { kind: 'tenant', column: forwardVehicles.tenantId, vehicle: forwardVehicles.vehicleId },
  columns: {
    plate: sql<string | null>`(select v.plate from vehicles v where v.id = "forward_vehicles"."vehicle_id")`,
  },
});

export const forwardRecordResource = defineResource({
  spec: forwardRecordSpec,
  table: forwardRecords,
  scope: { kind: 'tenant', column: forwardRecords.tenantId, vehicle: forwardRecords.vehicleId },
});

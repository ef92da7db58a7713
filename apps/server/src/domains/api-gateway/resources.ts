import { and, eq, inArray } from 'drizzle-orm';
import {
  gatewayAuthSpec,
  gatewayLogSpec,
  gatewayRequestSpec,
  gatewayRuleSpec,
  gatewayServiceSpec,
  ISSUED_KEY_FIELD,
  OPEN_SERVICES,
  systemConnectSpec,
  type OpenService,
} from '@chelian/contracts/resources/api-gateway/index';
import { text } from '@chelian/contracts';
import { defineResource, type Resource } from '../../engine/engine';
import type { Caller, HookContext } from '../../engine/types';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { dictLabelCode } from '../../platform/localized';
import { invalidIpEntry } from './ip-list';
import { issueKey } from './keys';
import { dropKeys, dropPolicies } from './live';
import {
  gatewayAuths,
  gatewayLogs,
  gatewayRequests,
  gatewayRules,
  gatewayServices,
  systemConnects,
} from './schema';

const policyChanged = { afterCommit: (h: Omit<HookContext, 'tx'>) => dropPolicies(h.caller.tenantId) };

/** The dictionary label of an open API service while the row still holds its zh-CN label; a name given otherwise reads as given. */
const serviceNameCode = (row: Record<string, unknown>) => {
  const code = String(row.code ?? '');
  return (OPEN_SERVICES as readonly string[]).includes(code) &&
    row.name === text(`apiGateway.services.${code as OpenService}`)['zh-CN']
    ? dictLabelCode('gatewayService', code)
    : null;
};

export const gatewayServiceResource = defineResource({
  spec: gatewayServiceSpec,
  table: gatewayServices,
  scope: { kind: 'tenant', column: gatewayServices.tenantId },
  systemTexts: { name: serviceNameCode },
  sample: () => ({ code: 'VEHICLE_REALTIME', name: '车辆实时状态', enabled: true }),
  hooks: policyChanged,
});

export const systemConnectResource = defineResource({
  spec: systemConnectSpec,
  table: systemConnects,
  scope: { kind: 'tenant', column: systemConnects.tenantId },
  sample: () => ({ name: '车队管理系统', code: 'FLEET-SYS', contacts: '王工', telephone: '010-65550002' }),
  // a disabled system's keys stop working: the cached keys carry the system's state
  hooks: { afterCommit: () => dropKeys() },
});

/**
 * The key of a create, waiting for the create's own answer (the find the engine makes with the
 * same caller): handed out there once, and nowhere else, since only its hash is stored.
 */
const issued = new WeakMap<Caller, string>();

export const gatewayAuthResource: Resource = defineResource({
  spec: gatewayAuthSpec,
  table: gatewayAuths,
  scope: { kind: 'tenant', column: gatewayAuths.tenantId },
  sample: () => ({ name: '车队管理系统只读', services: ['VEHICLE_REALTIME'] }),
  detail: (row, caller) => {
    const key = issued.get(caller);
    if (key) {
      row[ISSUED_KEY_FIELD] = key;
      issued.delete(caller);
    }
  },
  hooks: {
    async beforeCreate(values, _input, h) {
      const [connect] = await h.tx
        .select({ enabled: systemConnects.enabled })
        .from(systemConnects)
        .where(
          and(
            eq(systemConnects.id, Number(values.connectId)),
            eq(systemConnects.tenantId, h.caller.tenantId),
          ),
        );
      if (connect && !connect.enabled) throw new AppError(400, 'GATEWAY_CONNECT_DISABLED');
      const { key, prefix, hash } = issueKey();
      values.keyPrefix = prefix;
      values.keyHash = hash;
      issued.set(h.caller, key);
    },
    async afterCreate(id, input, h) {
      await h.tx.insert(gatewayLogs).values({
        tenantId: h.caller.tenantId,
        event: 'KEY_ISSUED',
        authId: id,
        detail: String(input.name ?? '').slice(0, 500),
      });
    },
    async beforeDelete(ids, h) {
      const rows = await h.tx
        .select({ id: gatewayAuths.id, name: gatewayAuths.name, keyPrefix: gatewayAuths.keyPrefix })
        .from(gatewayAuths)
        .where(and(inArray(gatewayAuths.id, ids), eq(gatewayAuths.tenantId, h.caller.tenantId)));
      if (rows.length)
        await h.tx.insert(gatewayLogs).values(
          rows.map((r) => ({
            tenantId: h.caller.tenantId,
            event: 'KEY_REVOKED',
            authId: r.id,
            // the row goes: the log keeps its name and prefix
            detail: `${r.name} (ck_${r.keyPrefix})`.slice(0, 500),
          })),
        );
    },
    afterCommit(h) {
      dropKeys();
      dropPolicies(h.caller.tenantId);
    },
  },
});

function checkIpList(values: Record<string, unknown>, h: HookContext) {
  const bad = invalidIpEntry(values.ipAllowList as string | null | undefined);
  if (bad === null) return;
  const message = translate(h.caller.lang, 'GATEWAY_IP_ENTRY', { entry: bad });
  throw new AppError(400, 'GATEWAY_IP_ENTRY', { entry: bad }, { ipAllowList: message });
}

export const gatewayRuleResource = defineResource({
  spec: gatewayRuleSpec,
  table: gatewayRules,
  scope: { kind: 'tenant', column: gatewayRules.tenantId },
  sample: () => ({ name: '每分钟 600 次', rateLimit: 600, windowSeconds: 60, enabled: true }),
  hooks: {
    beforeCreate: (values, _input, h) => checkIpList(values, h),
    beforeUpdate: (_id, values, _input, _current, h) => checkIpList(values, h),
    ...policyChanged,
  },
});

export const gatewayRequestResource = defineResource({
  spec: gatewayRequestSpec,
  table: gatewayRequests,
  scope: { kind: 'tenant', column: gatewayRequests.tenantId },
});

export const gatewayLogResource = defineResource({
  spec: gatewayLogSpec,
  table: gatewayLogs,
  scope: { kind: 'tenant', column: gatewayLogs.tenantId },
});

export const API_GATEWAY_RESOURCES = [
  gatewayServiceResource,
  systemConnectResource,
  gatewayAuthResource,
  gatewayRuleResource,
  gatewayRequestResource,
  gatewayLogResource,
];

import { softwareVersionCollectSpec, terminalInstallLogSpec, terminalPartCodeSpec } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { softwareVersionCollects, terminalInstallLogs, terminalPartCodes } from './schema';

export const softwareVersionCollectResource = defineResource({
  spec: softwareVersionCollectSpec,
  table: softwareVersionCollects,
  scope: { kind: 'tenant', column: softwareVersionCollects.tenantId },
  sample: () => ({
    softwareVersion: '1.0.3',
    collectedAt: Date.UTC(2026, 10, 1, 8),
    consumptionMb: 126,
    workHours: 312,
  }),
});

export const terminalInstallLogResource = defineResource({
  spec: terminalInstallLogSpec,
  table: terminalInstallLogs,
  scope: { kind: 'tenant', column: terminalInstallLogs.tenantId },
  sample: () => ({
    vin: 'LSGBC5E49RF000001',
    installer: '王师傅',
    installedAt: Date.UTC(2026, 9, 12, 2),
    result: 'SUCCESS',
  }),
});

export const terminalPartCodeResource = defineResource({
  spec: terminalPartCodeSpec,
  table: terminalPartCodes,
  scope: { kind: 'tenant', column: terminalPartCodes.tenantId },
  sample: () => ({ partCode: '7925010-TB01', partName: 'T-BOX 总成' }),
});

import { mesTraceSpec } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { mesTraces } from './mes-schema';

export const mesTraceResource = defineResource({
  spec: mesTraceSpec,
  table: mesTraces,
  scope: { kind: 'tenant', column: mesTraces.tenantId },
  sample: () => ({
    vin: 'LCLE5A2B0SA100001',
    stationCode: 'GA-210',
    processName: 'T-BOX 安装',
    partCode: '7925010-TB01',
    partSerial: 'TB01-2611-000123',
    operatorName: '装配工 刘',
    result: 'PASS',
    tracedAt: Date.UTC(2026, 10, 3, 6, 30),
  }),
});

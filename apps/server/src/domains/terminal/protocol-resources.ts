import { functionFieldSpec, protocolCommandSpec, protocolSpec } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { functionFields, protocolCommands, protocols } from './schema';
import { protocolTextCode } from './protocol-texts';

export const protocolResource = defineResource({
  spec: protocolSpec,
  table: protocols,
  scope: { kind: 'tenant', column: protocols.tenantId },
  systemTexts: { name: (row) => protocolTextCode(row.name) },
  sample: () => ({ code: 'GB32960', name: 'GB/T 32960.3 电动汽车远程服务与管理系统', version: '2016' }),
});

export const protocolCommandResource = defineResource({
  spec: protocolCommandSpec,
  table: protocolCommands,
  scope: { kind: 'tenant', column: protocolCommands.tenantId },
  systemTexts: { cmdName: (row) => protocolTextCode(row.cmdName) },
  sample: () => ({ direction: 'DOWN', cmdCode: '82', cmdName: '车载终端控制' }),
});

export const functionFieldResource = defineResource({
  spec: functionFieldSpec,
  table: functionFields,
  scope: { kind: 'tenant', column: functionFields.tenantId },
  systemTexts: { name: (row) => protocolTextCode(row.name) },
  sample: () => ({ code: 'soc', name: '荷电状态', dataType: 'NUMBER', unit: '%' }),
});

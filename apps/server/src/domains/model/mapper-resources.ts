import { vehicleModelMapperSpec } from '@chelian/contracts';
import { defineResource } from '../../engine/engine';
import { vehicleModelMappers } from './mapper-schema';

export const vehicleModelMapperResource = defineResource({
  spec: vehicleModelMapperSpec,
  table: vehicleModelMappers,
  scope: { kind: 'tenant', column: vehicleModelMappers.tenantId },
  sample: () => ({ sourceSystem: 'MES', externalCode: 'MES-EV-A01', externalName: '纯电轿车 A01（MES）' }),
});

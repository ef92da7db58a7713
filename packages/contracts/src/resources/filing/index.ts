import type { ResourceSpec } from '../../resource';
import { t } from '../system/common';
import { filingSpec } from './filing';

export * from './filing';
export * from './onRecord';

// Chip and terminal models: a general screen (both standards) and one per standard (spec 001 section 2).
export const chipModelFilingSpec = filingSpec(
  'chipModelFiling',
  'chipModelFiling',
  'CHIP_MODEL',
  null,
  'filing/chip_model',
  t('芯片型号备案', 'Chip model filing', '晶片型號備案'),
);
export const chipModelFilingGb4Spec = filingSpec(
  'chipModelFilingGb4',
  'chipModelFilingGb4',
  'CHIP_MODEL',
  'GB4',
  'filing/chip_model/gb4',
  t('芯片型号备案(GB4)', 'Chip model filing (GB4)', '晶片型號備案(GB4)'),
);
export const chipModelFilingGb6Spec = filingSpec(
  'chipModelFilingGb6',
  'chipModelFilingGb6',
  'CHIP_MODEL',
  'GB6',
  'filing/chip_model/gb6',
  t('芯片型号备案(GB6)', 'Chip model filing (GB6)', '晶片型號備案(GB6)'),
);
export const terminalModelFilingSpec = filingSpec(
  'terminalModelFiling',
  'terminalModelFiling',
  'TBOX_MODEL',
  null,
  'filing/tbox_model',
  t('终端型号备案', 'Terminal model filing', '終端型號備案'),
);
export const terminalModelFilingGb4Spec = filingSpec(
  'terminalModelFilingGb4',
  'terminalModelFilingGb4',
  'TBOX_MODEL',
  'GB4',
  'filing/tbox_model/gb4',
  t('终端型号备案(GB4)', 'Terminal model filing (GB4)', '終端型號備案(GB4)'),
);
export const terminalModelFilingGb6Spec = filingSpec(
  'terminalModelFilingGb6',
  'terminalModelFilingGb6',
  'TBOX_MODEL',
  'GB6',
  'filing/tbox_model/gb6',
  t('终端型号备案(GB6)', 'Terminal model filing (GB6)', '終端型號備案(GB6)'),
);
/** The base of the spec's model filing calls: both standards, each row naming its own (its /preview is the on-record file's). */
export const vehicleModelFilingSpec = filingSpec(
  'vehicleModelFiling',
  'modelFiling',
  'VEHICLE_MODEL',
  null,
  'vehicle/vehicleModelFiling',
  t('车型备案', 'Model filing', '車型備案'),
  true,
);
export const vehicleModelFilingGb4Spec = filingSpec(
  'vehicleModelFilingGb4',
  'modelFilingGb4',
  'VEHICLE_MODEL',
  'GB4',
  'vehicle/vehicleModelFiling/gb4',
  t('车型备案(GB4)', 'Model filing (GB4)', '車型備案(GB4)'),
);
export const vehicleModelFilingGb6Spec = filingSpec(
  'vehicleModelFilingGb6',
  'modelFilingGb6',
  'VEHICLE_MODEL',
  'GB6',
  'vehicle/vehicleModelFiling/gb6',
  t('车型备案(GB6)', 'Model filing (GB6)', '車型備案(GB6)'),
);
export const vehicleFilingSpec = filingSpec(
  'vehicleFiling',
  'vehicleFiling',
  'VEHICLE',
  null,
  'filing/vehicle',
  t('车辆备案', 'Vehicle filing', '車輛備案'),
);

/** Every filing declaration, by name. */
export const filingResourceSpecs = {
  chipModelFiling: chipModelFilingSpec,
  chipModelFilingGb4: chipModelFilingGb4Spec,
  chipModelFilingGb6: chipModelFilingGb6Spec,
  terminalModelFiling: terminalModelFilingSpec,
  terminalModelFilingGb4: terminalModelFilingGb4Spec,
  terminalModelFilingGb6: terminalModelFilingGb6Spec,
  vehicleModelFiling: vehicleModelFilingSpec,
  vehicleModelFilingGb4: vehicleModelFilingGb4Spec,
  vehicleModelFilingGb6: vehicleModelFilingGb6Spec,
  vehicleFiling: vehicleFilingSpec,
} as const satisfies Record<string, ResourceSpec>;

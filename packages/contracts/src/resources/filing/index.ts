import type { ResourceSpec } from '../../resource';

import { filingSpec } from './filing';
import { text } from '../../i18n';

export * from './filing';
export * from './onRecord';

// Chip and terminal models: a general screen (both standards) and one per standard.
export const chipModelFilingSpec = filingSpec(
  'chipModelFiling',
  'chipModelFiling',
  'CHIP_MODEL',
  null,
  'filing/chip_model',
  text('filing.chipModelFiling'),
);
export const chipModelFilingGb4Spec = filingSpec(
  'chipModelFilingGb4',
  'chipModelFilingGb4',
  'CHIP_MODEL',
  'GB4',
  'filing/chip_model/gb4',
  text('filing.chipModelFilingGb4'),
);
export const chipModelFilingGb6Spec = filingSpec(
  'chipModelFilingGb6',
  'chipModelFilingGb6',
  'CHIP_MODEL',
  'GB6',
  'filing/chip_model/gb6',
  text('filing.chipModelFilingGb6'),
);
export const terminalModelFilingSpec = filingSpec(
  'terminalModelFiling',
  'terminalModelFiling',
  'TBOX_MODEL',
  null,
  'filing/tbox_model',
  text('filing.terminalModelFiling'),
);
export const terminalModelFilingGb4Spec = filingSpec(
  'terminalModelFilingGb4',
  'terminalModelFilingGb4',
  'TBOX_MODEL',
  'GB4',
  'filing/tbox_model/gb4',
  text('filing.terminalModelFilingGb4'),
);
export const terminalModelFilingGb6Spec = filingSpec(
  'terminalModelFilingGb6',
  'terminalModelFilingGb6',
  'TBOX_MODEL',
  'GB6',
  'filing/tbox_model/gb6',
  text('filing.terminalModelFilingGb6'),
);
/** The base of the spec's model filing calls: both standards, each row naming its own (its /preview is the on-record file's). */
export const vehicleModelFilingSpec = filingSpec(
  'vehicleModelFiling',
  'modelFiling',
  'VEHICLE_MODEL',
  null,
  'vehicle/vehicleModelFiling',
  text('filing.vehicleModelFiling'),
  true,
);
export const vehicleModelFilingGb4Spec = filingSpec(
  'vehicleModelFilingGb4',
  'modelFilingGb4',
  'VEHICLE_MODEL',
  'GB4',
  'vehicle/vehicleModelFiling/gb4',
  text('filing.vehicleModelFilingGb4'),
);
export const vehicleModelFilingGb6Spec = filingSpec(
  'vehicleModelFilingGb6',
  'modelFilingGb6',
  'VEHICLE_MODEL',
  'GB6',
  'vehicle/vehicleModelFiling/gb6',
  text('filing.vehicleModelFilingGb6'),
);
export const vehicleFilingSpec = filingSpec(
  'vehicleFiling',
  'vehicleFiling',
  'VEHICLE',
  null,
  'filing/vehicle',
  text('filing.vehicleFiling'),
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

import { maintenanceResourceSpecs } from '@chelian/contracts/resources/maintenance/maintenance';
import { registerResourceSpecs } from '../../engine';

// records and linked vehicles name their strategy: the declarations are found by name
registerResourceSpecs(maintenanceResourceSpecs);

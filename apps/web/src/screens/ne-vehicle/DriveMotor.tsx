import { electricDriveModelSpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Electric-drive (motor) models. */
export default listScreen({ spec: electricDriveModelSpec });

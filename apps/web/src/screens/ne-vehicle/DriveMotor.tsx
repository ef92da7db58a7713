import { electricDriveModelSpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Electric-drive (motor) models. */
export default function DriveMotor() {
  return <ResourceScreen spec={electricDriveModelSpec} />;
}

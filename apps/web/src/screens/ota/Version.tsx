import './specs';
import { otaVersionSpec } from '@chelian/contracts/resources/ota/index';
import { ResourceScreen } from '../../engine';

/** OTA versions (ota/version): packages uploaded through the file service, their MD5 and SHA-256 computed on save. */
export default function Version() {
  return <ResourceScreen spec={otaVersionSpec} />;
}

import { vehicleGallerySpec } from '@chelian/contracts/resources/archive';
import { ResourceScreen } from '../../engine';

/** Picture galleries: the five image groups of a series. */
export default function PictureGallery() {
  return <ResourceScreen spec={vehicleGallerySpec} />;
}

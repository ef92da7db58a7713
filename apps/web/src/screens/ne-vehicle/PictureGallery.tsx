import { vehicleGallerySpec } from '@chelian/contracts/resources/archive';
import { listScreen } from '../../engine';

/** Picture galleries: the five image groups of a series. */
export default listScreen({ spec: vehicleGallerySpec });

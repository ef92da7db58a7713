import { defineDomain } from '../../engine/domain';
import { modelRoutes } from './routes';
import { vehicleModelMapperResource } from './mapper-resources';
import {
  vehicleSeriesResource,
  vehicleTypeResource,
  vehicleColourResource,
  vehicleGroupResource,
  energyStorageModelResource,
  electricDriveModelResource,
  engineModelResource,
  vehicleModelResource,
  vehicleModelConfigResource,
  vehicleModelThresholdResource,
  vehicleGalleryResource,
  vehicleInfoConfigResource,
} from './resources';

/** Vehicle series, models, configurations, thresholds and the parts models of the archive. */
export const modelDomain = defineDomain({
  name: 'model',
  resources: [
    vehicleModelMapperResource,
    vehicleSeriesResource,
    vehicleTypeResource,
    vehicleColourResource,
    vehicleGroupResource,
    energyStorageModelResource,
    electricDriveModelResource,
    engineModelResource,
    vehicleModelResource,
    vehicleModelConfigResource,
    vehicleModelThresholdResource,
    vehicleGalleryResource,
    vehicleInfoConfigResource,
  ],
  routes(app, { engine }) {
    modelRoutes(app, engine);
  },
});

// what other domains use
export { vehicleColourResource } from './resources';
export { vehicleModelMapperResource } from './mapper-resources';

import { defineDomain } from '../../engine/domain';
import { vehicleArchiveRoutes } from './routes';
import { vehicleRecordRoutes } from './record-routes';
import { scheduleServiceExpiry } from './service-status';
import { mesTraceResource } from './mes-resources';
import { VIN_TEXTS } from './vin';
import {
  vehicleResource,
  vehicleSaleResource,
  vehicleProductionResource,
  vehicleRecordResource,
  vehicleCodeResource,
  vehicleTerminalLogResource,
  vehicleTerminalResource,
} from './resources';

/** The vehicle archive: vehicles, sales, production, codes, terminal bindings and MES traces. */
export const vehicleDomain = defineDomain({
  name: 'vehicle',
  texts: VIN_TEXTS,
  resources: [
    mesTraceResource,
    vehicleResource,
    vehicleSaleResource,
    vehicleProductionResource,
    vehicleRecordResource,
    vehicleCodeResource,
    vehicleTerminalLogResource,
    vehicleTerminalResource,
  ],
  routes(app, { engine }) {
    vehicleArchiveRoutes(app, engine);
    vehicleRecordRoutes(app, engine);
  },
  jobs: ({ ctx }) =>
    scheduleServiceExpiry(ctx.database.db, (err) =>
      ctx.log.error({ err }, 'vehicle service expiry job failed'),
    ),
});

// what other domains use
export { TerminalBinding } from './binding';
export { VIN_CHECK_PARAM, VIN_CHECK_TEXTS, vinCheckDigit } from './vin';
export { checkVin, fillFromModel } from './rules';

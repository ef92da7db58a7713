import { defineDomain } from '../../engine/domain';
import { FILING_DICTIONARIES } from './dictionaries';
import { filingRoutes } from './routes';
import { filingOnRecordRoutes } from './on-record';
import { filingMessages } from './messages';
import { SANDBOX_REASONS } from './sandbox-platform';
import {
  chipModelFilingResource,
  chipModelFilingGb4Resource,
  chipModelFilingGb6Resource,
  terminalModelFilingResource,
  terminalModelFilingGb4Resource,
  terminalModelFilingGb6Resource,
  vehicleModelFilingResource,
  vehicleModelFilingGb4Resource,
  vehicleModelFilingGb6Resource,
  vehicleFilingResource,
} from './resources';

/** Filing of chip, terminal and vehicle models and of vehicles with the national platforms. */
export const filingDomain = defineDomain({
  name: 'filing',
  dictionaries: FILING_DICTIONARIES,
  resources: [
    chipModelFilingResource,
    chipModelFilingGb4Resource,
    chipModelFilingGb6Resource,
    terminalModelFilingResource,
    terminalModelFilingGb4Resource,
    terminalModelFilingGb6Resource,
    vehicleModelFilingResource,
    vehicleModelFilingGb4Resource,
    vehicleModelFilingGb6Resource,
    vehicleFilingResource,
  ],
  messages: filingMessages,
  texts: SANDBOX_REASONS,
  routes(app, { engine }) {
    filingRoutes(app, engine);
    filingOnRecordRoutes(app, engine);
  },
});

import { defineDomain } from '../../engine/domain';
import { signalRoutes } from './routes';
import {
  signalAttrResource,
  signalTemplateResource,
  signalPublishSeriesResource,
  signalPublishHistoryResource,
} from './resources';

/** Signal attributes and templates, and their publication to vehicle series. */
export const signalDomain = defineDomain({
  name: 'signal',
  resources: [
    signalAttrResource,
    signalTemplateResource,
    signalPublishSeriesResource,
    signalPublishHistoryResource,
  ],
  routes(app, { engine }) {
    signalRoutes(app, engine);
  },
});

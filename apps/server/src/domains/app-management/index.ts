import { defineDomain } from '../../engine/domain';
import { APP_MANAGEMENT_DICTIONARIES } from './dictionaries';
import { appManagementMessages } from './messages';
import { APP_MANAGEMENT_RESOURCES } from './resources';
import { appManagementRoutes } from './routes';

/**
 * Mobile-app management: the owners' app accounts, what the app shows (manuals, banners,
 * maintenance plans, places around), what it sends in (appointments, evaluations, feedback,
 * vehicle binds) and its versions, with the public version check the app makes before sign-in.
 */
export const appManagementDomain = defineDomain({
  name: 'appManagement',
  resources: APP_MANAGEMENT_RESOURCES,
  dictionaries: APP_MANAGEMENT_DICTIONARIES,
  messages: appManagementMessages,
  routes(app, { engine }) {
    appManagementRoutes(app, engine);
  },
});

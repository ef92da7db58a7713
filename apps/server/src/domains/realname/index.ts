import { defineDomain } from '../../engine/domain';
import { REALNAME_DICTIONARIES } from './dictionaries';
import { realnameMessages } from './messages';
import { REALNAME_RESOURCES } from './resources';
import { realnameRoutes } from './routes';

/**
 * Real-name verification of vehicle owners (verify-svc): records with their images, the manual
 * submission after an edit, the review, the history and the one-link logs.
 */
export const realnameDomain = defineDomain({
  name: 'realname',
  resources: REALNAME_RESOURCES,
  dictionaries: REALNAME_DICTIONARIES,
  messages: realnameMessages,
  routes: (app, { ctx }) => realnameRoutes(app, ctx),
});

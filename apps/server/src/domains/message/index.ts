import { defineDomain } from '../../engine/domain';
import { messageRoutes } from './routes';

/** The message centre: each user's notices, read and unread. */
export const messageDomain = defineDomain({
  name: 'message',
  routes(app, { ctx }) {
    messageRoutes(app, ctx);
  },
});

import { defineDomain } from '../../engine/domain';
import { CONTENT_DICTIONARIES } from './dictionaries';
import { contentMessages } from './messages';
import { CONTENT_RESOURCES } from './resources';
import { contentRoutes } from './routes';

/**
 * Content (002 §2 Content): activities, announcements, articles and feedback, written in the
 * console, reviewed, and read by the app and, for articles, by the public.
 */
export const contentDomain = defineDomain({
  name: 'content',
  resources: CONTENT_RESOURCES,
  dictionaries: CONTENT_DICTIONARIES,
  messages: contentMessages,
  routes: contentRoutes,
});

export { sanitizeRichText } from './sanitize';
export { replyToFeedback } from './feedback';

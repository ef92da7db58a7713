import { activitySpec } from '@chelian/contracts/resources/content/index';
import { ContentScreen } from './ContentScreen';

/** content/activity: written, submitted for review, reviewed (002 §2 Content). */
export default function Activity() {
  return <ContentScreen spec={activitySpec} />;
}

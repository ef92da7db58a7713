import { announcementSpec } from '@chelian/contracts/resources/content/index';
import { ContentScreen } from './ContentScreen';

/** content/announcement: written, submitted for review, reviewed (002 §2 Content). */
export default function Announcement() {
  return <ContentScreen spec={announcementSpec} />;
}

import { feedbackSpec } from '@chelian/contracts/resources/content/index';
import { ContentScreen } from './ContentScreen';

/** content/feedback: written, submitted for review, reviewed (002 §2 Content). */
export default function Feedback() {
  return <ContentScreen spec={feedbackSpec} />;
}

import { articleSpec } from '@chelian/contracts/resources/content/index';
import { ContentScreen } from './ContentScreen';

/** content/articles: written, submitted for review, reviewed (002 §2 Content). */
export default function Articles() {
  return <ContentScreen spec={articleSpec} />;
}

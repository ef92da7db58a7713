import { reportSpec } from '@chelian/contracts/resources/system/report';
import { ResourceScreen } from '../../engine';

/** The report catalogue. */
export default function Reports() {
  return <ResourceScreen spec={reportSpec} />;
}

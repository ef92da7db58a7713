import { apiLogSpec } from '@chelian/contracts/resources/system/logs';
import { ResourceScreen } from '../../engine';

/** API log: read-only, searchable, exportable. */
export default function ApiLog() {
  return <ResourceScreen spec={apiLogSpec} />;
}

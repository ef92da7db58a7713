import { apiLogSpec } from '@chelian/contracts/resources/system/logs';
import { listScreen } from '../../engine';

/** API log: read-only, searchable, exportable. */
export default listScreen({ spec: apiLogSpec });

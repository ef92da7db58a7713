import { reportSpec } from '@chelian/contracts/resources/system/report';
import { listScreen } from '../../engine';

/** The report catalogue. */
export default listScreen({ spec: reportSpec });

import { menuSpec } from '@chelian/contracts/resources/system/menu';
import { listScreen } from '../../engine';

/** The menu tree: MENU groups, SUB_MENU screens and BUTTON permissions, children loaded as rows expand. */
export default listScreen({ spec: menuSpec });

import { menuSpec } from '@chelian/contracts/resources/system/menu';
import { ResourceScreen } from '../../engine';

/** The menu tree: MENU groups, SUB_MENU screens and BUTTON permissions, children loaded as rows expand. */
export default function Menu() {
  return <ResourceScreen spec={menuSpec} />;
}

import { localeSpec } from '@chelian/contracts/resources/system/dictionary';
import { ResourceScreen } from '../../engine';

/** Locales: translations of data labels; scan menus and dictionaries, import and export. */
export default function Locales() {
  return <ResourceScreen spec={localeSpec} />;
}

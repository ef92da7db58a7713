import { localeSpec } from '@chelian/contracts/resources/system/dictionary';
import { listScreen } from '../../engine';

/** Locales: translations of data labels; scan menus and dictionaries, import and export. */
export default listScreen({ spec: localeSpec });

import { dictionaryTypeSpec } from '@chelian/contracts/resources/system/dictionary';
import { ResourceScreen } from '../../engine';

/** Dictionary types: the categories dictionaries belong to. */
export default function DictionaryTypes() {
  return <ResourceScreen spec={dictionaryTypeSpec} />;
}

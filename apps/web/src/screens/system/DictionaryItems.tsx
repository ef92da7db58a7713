import { dictionaryItemSpec } from '@chelian/contracts/resources/system/dictionary';
import { ResourceScreen } from '../../engine';

/** Every dictionary item (the dictionary screen opens the items of one dictionary). */
export default function DictionaryItems() {
  return <ResourceScreen spec={dictionaryItemSpec} />;
}

import { dictionaryItemSpec } from '@chelian/contracts/resources/system/dictionary';
import { listScreen } from '../../engine';

/** Every dictionary item (the dictionary screen opens the items of one dictionary). */
export default listScreen({ spec: dictionaryItemSpec });

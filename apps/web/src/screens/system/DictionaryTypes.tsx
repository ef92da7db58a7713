import { dictionaryTypeSpec } from '@chelian/contracts/resources/system/dictionary';
import { listScreen } from '../../engine';

/** Dictionary types: the categories dictionaries belong to. */
export default listScreen({ spec: dictionaryTypeSpec });

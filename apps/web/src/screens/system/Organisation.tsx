import { organisationSpec } from '@chelian/contracts/resources/system/organisation';
import { listScreen } from '../../engine';

/** Organisations: a lazy tree (children load by parent id); a search lists matching rows flat. */
export default listScreen({ spec: organisationSpec });

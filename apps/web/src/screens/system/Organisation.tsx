import { organisationSpec } from '@chelian/contracts/resources/system/organisation';
import { ResourceScreen } from '../../engine';

/** Organisations: a lazy tree (children load by parent id); a search lists matching rows flat. */
export default function Organisation() {
  return <ResourceScreen spec={organisationSpec} />;
}

import { userSpec } from '@chelian/contracts/resources/system/user';
import { ResourceScreen } from '../../engine';

/** Users: roles, organisation, post, user type; lock, unlock, reset password and clear password errors are declared actions. */
export default function User() {
  return <ResourceScreen spec={userSpec} />;
}

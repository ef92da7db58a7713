import { userSpec } from '@chelian/contracts/resources/system/user';
import { ResourceScreen } from '../../engine';

/** Users of every tenant (admin only: users/V1.0/admin/page and admin/export). */
export default function UserAdmin() {
  return <ResourceScreen spec={userSpec} admin scope="userAdmin" />;
}
